/**
 * The add/edit product form as plain values, the spec's validation (catalogue §5, in order) and the
 * body the API takes (AddProductBodySchema / UpdateProductBodySchema).
 */
import { CONDITIONS, type AddProductBody, type Condition, type ProductDetail, type UpdateProductBody } from '@shop/shared';

export interface SizeRow {
  /** A stable key for React; `_id` when the size is already stored. */
  key: string;
  _id?: string;
  size: string;
  /** As typed: '' while empty. */
  quantity: string;
}

export interface ProductFormValues {
  product_name: string;
  description: string;
  additionalInfo: string;
  material: string;
  pattern: string;
  fit: string;
  category_id: string;
  subCategory_id: string;
  subSubCategory_id: string;
  brand_id: string;
  color: string;
  sizes: SizeRow[];
  tags: string[];
  /** Prices as typed: empty stays empty (catalogue §5). */
  price: string;
  estimated_price: string;
  discount_price: string;
  condition: Condition | '';
}

let rowSeq = 0;
/** A new size row starts with quantity 0 (catalogue §4). */
export function newSizeRow(): SizeRow {
  rowSeq += 1;
  return { key: `new-${rowSeq}`, size: '', quantity: '0' };
}

export function emptyProductValues(): ProductFormValues {
  return {
    product_name: '',
    description: '',
    additionalInfo: '',
    material: '',
    pattern: '',
    fit: '',
    category_id: '',
    subCategory_id: '',
    subSubCategory_id: '',
    brand_id: '',
    color: '',
    sizes: [newSizeRow()],
    tags: [],
    price: '',
    estimated_price: '',
    discount_price: '',
    condition: '',
  };
}

/** A stored price of 0 means "not given" for the optional prices: the field shows empty. */
const priceText = (v: number | null | undefined) => (v == null || v === 0 ? '' : String(v));

export function productValuesFrom(p: ProductDetail): ProductFormValues {
  return {
    product_name: p.product_name,
    description: p.description,
    additionalInfo: p.additionalInfo,
    material: p.product_details.material,
    pattern: p.product_details.pattern,
    fit: p.product_details.fit,
    category_id: p.category_id,
    subCategory_id: p.sub_category_id ?? '',
    subSubCategory_id: p.sub_sub_category_id ?? '',
    brand_id: p.brand_id ?? '',
    color: p.color,
    sizes: p.sizes.length ? p.sizes.map((s) => ({ key: s._id, _id: s._id, size: s.size, quantity: String(s.quantity) })) : [newSizeRow()],
    tags: p.tags,
    price: priceText(p.price),
    estimated_price: priceText(p.estimated_price),
    discount_price: priceText(p.discount_price),
    condition: (CONDITIONS as readonly string[]).includes(p.condition) ? (p.condition as Condition) : '',
  };
}

const amount = (text: string): number | null => {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
};
const quantity = (text: string): number => {
  const n = Number(text);
  return text.trim() === '' || !Number.isFinite(n) ? 0 : n;
};

export type FormMode = 'add' | 'edit';

export const MESSAGES = {
  required: 'Please fill in all required fields',
  price: 'Please provide at least one price',
  sizes: 'Please add at least one size with quantity',
  condition: 'Please choose the condition of the product',
  uploading: 'Please wait until the images have finished uploading',
} as const;

/**
 * The first problem of the form, in the order of catalogue §5: required fields, a price, sizes.
 * Adding needs every size row with a size and a quantity above 0; editing may set a size to 0
 * (sold out) but still needs each row's size. The condition comes last: the API requires it.
 */
export function firstProblem(v: ProductFormValues, mode: FormMode): string | null {
  if (!v.product_name.trim() || !v.category_id || !v.color.trim()) return MESSAGES.required;
  if (![v.price, v.estimated_price, v.discount_price].some((p) => (amount(p) ?? 0) > 0)) return MESSAGES.price;
  const rowOk = (r: SizeRow) => r.size.trim() !== '' && (mode === 'edit' ? r.quantity.trim() !== '' && quantity(r.quantity) >= 0 : quantity(r.quantity) > 0);
  if (v.sizes.length === 0 || !v.sizes.every(rowOk)) return MESSAGES.sizes;
  if (!v.condition) return MESSAGES.condition;
  return null;
}

/** The request body. An empty Our Price goes as 0 so the server answers with its own sentence ("Our Price must be above 0."). */
export function productBody(v: ProductFormValues, images: string[]): AddProductBody & UpdateProductBody {
  return {
    category_id: v.category_id,
    subCategory_id: v.subCategory_id || undefined,
    subSubCategory_id: v.subSubCategory_id || undefined,
    brand_id: v.brand_id || undefined,
    product_name: v.product_name.trim(),
    color: v.color.trim(),
    price: amount(v.price) ?? 0,
    estimated_price: amount(v.estimated_price),
    discount_price: amount(v.discount_price),
    sizes: v.sizes.map((r) => ({ ...(r._id ? { _id: r._id } : {}), size: r.size.trim(), quantity: Math.trunc(quantity(r.quantity)) })),
    images,
    description: v.description.trim() || undefined,
    additionalInfo: v.additionalInfo.trim() || undefined,
    condition: v.condition as Condition,
    tags: v.tags,
    material: v.material.trim() || undefined,
    pattern: v.pattern.trim() || undefined,
    fit: v.fit.trim() || undefined,
  };
}
