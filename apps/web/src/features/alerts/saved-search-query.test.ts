import { describe, expect, it } from 'vitest';
import { readListing, writeListing } from '../catalogue/listing-query';
import { savedSearchPath } from '@shop/shared';
import { describeSavedSearch } from './saved-search-query';

describe('savedSearchPath', () => {
  // The link in the account (and in the digest mail) is the shop page the shopper saved.
  it.each([
    '',
    'search=bag',
    'search=bag&colors=Black',
    'category_id=women&sub_category_id=women-bags&brandId=11111111-1111-4111-8111-111111111111,22222222-2222-4222-8222-222222222222',
    'sizes=S,M&conditions=pristine&min_price=10000&max_price=50000',
  ])('%s is the URL the shop and the sale page write for the same filters', (qs) => {
    const state = readListing(new URLSearchParams(qs));
    const shop = writeListing(state).toString();
    const { search, category_id, sub_category_id, subSubCategoryid, brandId, sizes, colors, conditions, min_price, max_price } = state;
    const query = {
      search,
      category_id,
      sub_category_id,
      subSubCategoryid,
      brandId: brandId.length ? brandId : undefined,
      sizes: sizes.length ? sizes : undefined,
      colors: colors.length ? colors : undefined,
      conditions: conditions.length ? conditions : undefined,
      min_price,
      max_price,
    };
    expect(savedSearchPath(query)).toBe(shop ? `/shop?${shop}` : '/shop');
    expect(savedSearchPath({ ...query, on_sale: true })).toBe(shop ? `/sale-items?${shop}` : '/sale-items');
  });
});

describe('describeSavedSearch', () => {
  it.each([
    [{}, 'Everything new in the shop'],
    [{ search: 'bag', colors: ['Black'] }, '“bag” · Black'],
    [{ category_id: 'women', max_price: 300000 }, 'Women · up to ₹3,00,000'],
    [{ brandId: ['a', 'b'], conditions: ['pristine'], min_price: 1000, max_price: 2000 }, '2 houses · Pristine · ₹1,000 – ₹2,000'],
    [{ on_sale: true, sizes: ['S'] }, 'Size S · On sale'],
  ])('%o → %s', (query, expected) => {
    expect(describeSavedSearch(query)).toBe(expected);
  });
});
