import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../test/build-test-app';
import { createUser, type TestUser } from '../../test/factories';
import { shopWith } from '../../test/shop';

let t: TestApp;
let shopper: TestUser;
let admin: TestUser;
beforeAll(async () => {
  ({ t } = await shopWith());
  shopper = await createUser(t);
  admin = await createUser(t, { admin: true });
});
afterAll(() => t.close());

// An id that cannot be a database id is answered by the route's schema as a missing row would be:
// the same status, code and sentence, before any query.
describe('a malformed id in a path', () => {
  it.each<[string, 'GET' | 'POST' | 'PUT' | 'DELETE', string, 'shopper' | 'admin', string, string]>([
    ['an order', 'GET', '/api/order/details/not-a-uuid', 'shopper', 'ORDER_NOT_FOUND', 'We could not find that order.'],
    ['an order to cancel', 'POST', '/api/order/cancel/x', 'shopper', 'ORDER_NOT_FOUND', 'We could not find that order.'],
    ['a cart line', 'DELETE', '/api/cart/remove-item/1', 'shopper', 'CART_ITEM_NOT_FOUND', 'That item is not in your cart.'],
    ['a product', 'GET', "/api/product/1'or'1'='1", 'shopper', 'PRODUCT_NOT_FOUND', 'We could not find that product.'],
    ['an address', 'DELETE', '/api/user/addresses/nope', 'shopper', 'NOT_FOUND', 'That address is not in your address book.'],
    ['an invoice', 'GET', '/api/order/nope/invoice.pdf', 'shopper', 'NOT_FOUND', 'We could not find that order.'],
    ['an offer', 'POST', '/api/admin/offers/nope/accept', 'admin', 'OFFER_NOT_FOUND', 'We could not find that offer.'],
    ['a coupon’s uses', 'GET', '/api/admin/coupons/nope/uses', 'admin', 'NOT_FOUND', 'We could not find what you asked for.'],
    ['a brand', 'DELETE', '/api/admin/brands/nope', 'admin', 'BRAND_NOT_FOUND', 'That brand does not exist.'],
    ['a return', 'POST', '/api/admin/returns/nope/credit', 'admin', 'NOT_FOUND', 'We could not find that return.'],
    ['a refund', 'POST', '/api/admin/refunds/nope/retry', 'admin', 'NOT_FOUND', 'We could not find that refund.'],
    ['a payout', 'POST', '/api/admin/consignment/payouts/nope/paid', 'admin', 'NOT_FOUND', 'We could not find that payout.'],
  ])('%s: %s %s → 404', async (_, method, url, who, code, message) => {
    const res = await t.app.inject({ method, url, headers: (who === 'admin' ? admin : shopper).auth, payload: method === 'GET' || method === 'DELETE' ? undefined : {} });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json()).toEqual({ success: false, code, message });
  });
});
