import { AddProductBodySchema, UpdateProductBodySchema } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { MESSAGES, emptyProductValues, firstProblem, productBody, type ProductFormValues } from './product-form-values';

function filled(overrides: Partial<ProductFormValues> = {}): ProductFormValues {
  return {
    ...emptyProductValues(),
    product_name: '  Kelly 28  ',
    category_id: 'women',
    subCategory_id: 'women-bags',
    color: 'Black',
    price: '250000',
    discount_price: '',
    estimated_price: '400000.50',
    sizes: [{ key: 'a', size: ' One Size ', quantity: '2' }],
    condition: 'pristine',
    ...overrides,
  };
}

describe('firstProblem: the product form’s message, in the order of catalogue §5', () => {
  it('accepts a complete form', () => {
    expect(firstProblem(filled(), 'add')).toBeNull();
  });

  it.each<[string, Partial<ProductFormValues>, string]>([
    ['a blank name (spaces only)', { product_name: '   ' }, MESSAGES.required],
    ['no category', { category_id: '' }, MESSAGES.required],
    ['required fields before prices', { color: '', price: '', estimated_price: '' }, MESSAGES.required],
    ['no price above 0', { price: '0', estimated_price: '', discount_price: 'abc' }, MESSAGES.price],
    ['a size row without a size', { sizes: [{ key: 'a', size: ' ', quantity: '1' }] }, MESSAGES.sizes],
    ['a size with quantity 0 when adding', { sizes: [{ key: 'a', size: 'M', quantity: '0' }] }, MESSAGES.sizes],
    ['no size rows', { sizes: [] }, MESSAGES.sizes],
    ['sizes before the condition', { sizes: [], condition: '' }, MESSAGES.sizes],
    ['no condition', { condition: '' }, MESSAGES.condition],
  ])('refuses %s', (_, overrides, message) => {
    expect(firstProblem(filled(overrides), 'add')).toBe(message);
  });

  it('lets an edit set a size to 0 (sold out) but not leave it blank or negative', () => {
    expect(firstProblem(filled({ sizes: [{ key: 'a', _id: 'x', size: 'M', quantity: '0' }] }), 'edit')).toBeNull();
    expect(firstProblem(filled({ sizes: [{ key: 'a', size: 'M', quantity: '' }] }), 'edit')).toBe(MESSAGES.sizes);
    expect(firstProblem(filled({ sizes: [{ key: 'a', size: 'M', quantity: '-1' }] }), 'edit')).toBe(MESSAGES.sizes);
  });
});

describe('productBody: what the form sends', () => {
  it('is a body the API’s schema accepts, trimmed, with empty prices as null', () => {
    const body = productBody(filled(), ['/uploads/products/a.webp']);
    expect(body).toMatchObject({
      product_name: 'Kelly 28',
      price: 250000,
      estimated_price: 400000.5,
      discount_price: null,
      subCategory_id: 'women-bags',
      sizes: [{ size: 'One Size', quantity: 2 }],
      description: undefined,
    });
    expect(AddProductBodySchema.safeParse(body).success).toBe(true);
  });

  it('keeps the stored id of an edited size and truncates a typed fraction', () => {
    const id = '3f2b1c0d-9e8f-4a7b-8c6d-5e4f3a2b1c0d';
    const body = productBody(
      filled({
        sizes: [
          { key: id, _id: id, size: 'S', quantity: '3.7' },
          { key: 'n', size: 'L', quantity: '1' },
        ],
      }),
      [],
    );
    expect(body.sizes).toEqual([
      { _id: id, size: 'S', quantity: 3 },
      { size: 'L', quantity: 1 },
    ]);
    expect(UpdateProductBodySchema.safeParse(body).success).toBe(true);
  });

  it('sends an empty Our Price as 0, so the server answers with its own sentence', () => {
    const parsed = AddProductBodySchema.safeParse(productBody(filled({ price: '' }), []));
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain('Our Price must be above 0.');
  });
});
