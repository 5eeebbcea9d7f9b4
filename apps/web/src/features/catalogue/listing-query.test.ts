import { ProductListQuerySchema, findSubSubCategory } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { CLEAR_FILTERS, activeFilterCount, applyPatch, categoryTrail, readListing, toApiParams, writeListing } from './listing-query';

const BRAND_A = '0b6f1c5e-4a7d-4f0e-9c3b-2d1e8a7f6b5c';
const BRAND_B = '9e8d7c6b-5a49-4382-a1b0-c9d8e7f6a5b4';
const read = (query: string) => readListing(new URLSearchParams(query));

describe('readListing: the URL, read by the API’s own query schema', () => {
  it('reads every filter of a shared link', () => {
    const state = read(
      `search=%20kelly%20&category_id=women&sub_category_id=women-bags&brandId=${BRAND_A},${BRAND_B}&sizes=S,M&colors=Black` +
        '&conditions=pristine,good&min_price=1500.5&max_price=90000&sort=price-desc&page=3&categoryName=Women',
    );
    expect(state).toEqual({
      search: 'kelly',
      category_id: 'women',
      sub_category_id: 'women-bags',
      subSubCategoryid: undefined,
      categoryName: 'Women',
      subcategoryName: undefined,
      subSubcategoryName: undefined,
      brandId: [BRAND_A, BRAND_B],
      sizes: ['S', 'M'],
      colors: ['Black'],
      conditions: ['pristine', 'good'],
      min_price: 1500.5,
      max_price: 90000,
      sort: 'price-desc',
      page: 3,
    });
  });

  it('gives the defaults for an empty query and for empty values', () => {
    for (const query of ['', 'search=&min_price=&max_price=%20&page=&sort=&brandId=&conditions=,,']) {
      const state = read(query);
      expect(state).toMatchObject({ search: undefined, min_price: undefined, max_price: undefined, sort: 'default', page: 1 });
      expect([state.brandId, state.sizes, state.colors, state.conditions]).toEqual([[], [], [], []]);
    }
  });

  it.each([
    ['an unknown condition, keeping the known one', 'conditions=pristine,mint', { conditions: ['pristine'] }],
    ['a malformed brand id, keeping the good one', `brandId=nope,${BRAND_A}`, { brandId: [BRAND_A] }],
    ['a category id with capitals or symbols', 'category_id=Women!', { category_id: undefined }],
    ['a negative price', 'min_price=-5', { min_price: undefined }],
    ['a price with three decimals', 'max_price=12.345', { max_price: undefined }],
    ['a price that is not a number', 'min_price=cheap', { min_price: undefined }],
    ['page 0', 'page=0', { page: 1 }],
    ['a fractional page', 'page=2.5', { page: 1 }],
    ['a page past the last the API serves', 'page=10001', { page: 1 }],
    ['a sort the listing does not offer', 'sort=newest', { sort: 'default' }],
    ['an unknown sort', 'sort=random', { sort: 'default' }],
    ['a search over 100 characters', `search=${'a'.repeat(101)}`, { search: undefined }],
    ['a size over 20 characters', `sizes=M,${'X'.repeat(21)}`, { sizes: ['M'] }],
  ])('drops %s', (_, query, expected) => {
    expect(read(query)).toMatchObject(expected);
  });

  it('counts a value once, from repeated keys or repeated items', () => {
    expect(read('sizes=M&sizes=M,L&colors=Red,Red').sizes).toEqual(['M', 'L']);
    expect(read('sizes=M&sizes=M,L&colors=Red,Red').colors).toEqual(['Red']);
  });

  it('drops a list longer than the API takes instead of sending it to be refused', () => {
    const sizes = Array.from({ length: 31 }, (_, i) => `S${i}`);
    expect(read(`sizes=${sizes.join(',')}`).sizes).toEqual([]);
    expect(read(`sizes=${sizes.slice(0, 30).join(',')}`).sizes).toHaveLength(30);
  });

  it.each([
    'conditions=pristine,mint&brandId=x,y&page=-1&min_price=abc&max_price=1e12',
    `category_id=men&sub_category_id=MEN&subSubCategoryid=%3Cscript%3E&sizes=${'Z'.repeat(40)}&search=${'q'.repeat(300)}`,
    'sort=price-asc&page=10000&min_price=0&max_price=0.01&colors=,Black,',
    '',
  ])('whatever it keeps, the API accepts: %s', (query) => {
    const apiQuery = toApiParams(read(query), { on_sale: true });
    expect(ProductListQuerySchema.safeParse(apiQuery).success).toBe(true);
  });
});

describe('writeListing', () => {
  it('writes a canonical query that reads back to the same state', () => {
    const state = read(`conditions=good&brandId=${BRAND_A}&sort=price-asc&page=2&min_price=100`);
    const written = writeListing(state);
    expect(written.toString()).toBe(`brandId=${BRAND_A}&conditions=good&min_price=100&sort=price-asc&page=2`);
    expect(readListing(written)).toEqual(state);
  });

  it('leaves out the defaults and empty lists', () => {
    expect(writeListing(read('sort=default&page=1&sizes=')).toString()).toBe('');
  });
});

describe('filter changes', () => {
  it('go back to page 1, except a change of page itself', () => {
    const onPage4 = read('page=4&colors=Red');
    expect(applyPatch(onPage4, { colors: ['Red', 'Blue'] }).page).toBe(1);
    expect(applyPatch(onPage4, { page: 5 })).toMatchObject({ page: 5, colors: ['Red'] });
  });

  it('clear every filter but keep the search', () => {
    const busy = read(`search=bag&category_id=women&brandId=${BRAND_A}&sizes=M&conditions=good&min_price=10`);
    expect(activeFilterCount(busy)).toBe(5);
    const cleared = applyPatch(busy, CLEAR_FILTERS);
    expect(activeFilterCount(cleared)).toBe(0);
    expect(cleared.search).toBe('bag');
  });
});

describe('categoryTrail', () => {
  it('fills the parents of a menu link that carries only the deepest category', () => {
    const leaf = findSubSubCategory('women-bags-clutch');
    expect(leaf).toBeDefined();
    const trail = categoryTrail(read('subSubCategoryid=women-bags-clutch'));
    expect(trail.map((s) => [s.level, s.id])).toEqual([
      ['category', 'women'],
      ['sub', 'women-bags'],
      ['subSub', 'women-bags-clutch'],
    ]);
    // Choosing the middle step keeps its parent and clears the leaf.
    expect(trail[1]!.patch).toMatchObject({ category_id: 'women', sub_category_id: 'women-bags', subSubCategoryid: undefined });
  });

  it('shows nothing for an id the taxonomy does not know', () => {
    expect(categoryTrail(read('subSubCategoryid=women-bags-spaceship'))).toEqual([]);
  });
});
