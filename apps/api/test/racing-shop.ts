/**
 * A shop listening on a loopback port, for the checkout tests where shoppers race: `Promise.all`
 * over `app.inject` runs one request after another, so racing calls go over real HTTP.
 *
 *   const shop = racingShop(); // at the top of the file: builds it before all tests, closes it after
 */
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, expect } from 'vitest';
import type { TestApp } from './build-test-app';
import { addToCart, approvedCard, shopperAddress, signIn, type TestUser } from './factories';
import { ANY_COD, shopWith } from './shop';

/** What placing an order answers, as far as these tests read it. */
export interface PlacedOrderAnswer {
  code?: string;
  message: string;
  data: {
    order: { _id: string; discount: number; credit_used: number; total_price: number; order_items: { price: number; quantity: number }[] };
    payment: { _id: string } | null;
  };
}

export interface RacingShop {
  readonly t: TestApp;
  readonly admin: TestUser;
  inject(method: 'GET' | 'POST', url: string, user?: TestUser, payload?: object): Promise<LightMyRequestResponse>;
  /** POSTs over real HTTP as the shopper, so calls made together really run at once. */
  post<T>(user: TestUser, url: string, payload: object, headers?: Record<string, string>): Promise<{ status: number; body: T }>;
  /** addToCart on this shop. */
  add(user: TestUser, product: { id: string; sizeIds: string[] }, quantity?: number): Promise<void>;
  /** Places an order over real HTTP with the test address, under an Idempotency-Key when given. */
  placeHttp(user: TestUser, payload: object, key?: string): Promise<{ status: number; body: PlacedOrderAnswer }>;
  /** Pays a payment through the test gateway with an approved card. */
  pay(user: TestUser, paymentId: string): Promise<LightMyRequestResponse>;
  /** The ids of the shopper's orders that are not cancelled. */
  liveOrderIds(user: TestUser): Promise<string[]>;
  /** Signs up an account with this exact email. */
  userWithEmail(email: string): Promise<TestUser>;
}

/** Registers the file's beforeAll (build the shop, listen) and afterAll (close); the shop is ready inside tests. */
export function racingShop(): RacingShop {
  let t: TestApp;
  let admin: TestUser;
  let base: string;
  beforeAll(async () => {
    ({ t, admin } = await shopWith({ admin: true, codUpToRupees: ANY_COD }));
    base = await t.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(() => t.close());
  const address = { ...shopperAddress, firstName: 'Meera', lastName: 'Iyer' };
  const inject: RacingShop['inject'] = (method, url, user, payload) => t.app.inject({ method, url, headers: user?.auth ?? {}, ...(payload ? { payload } : {}) });
  const post = async <T>(user: TestUser, url: string, payload: object, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${user.token}`, ...headers },
      body: JSON.stringify(payload),
    });
    return { status: res.status, body: (await res.json()) as T };
  };
  return {
    get t() {
      return t;
    },
    get admin() {
      return admin;
    },
    inject,
    post,
    add: (user, product, quantity) => addToCart(t, user, product, quantity),
    placeHttp: (user, payload, key) => post<PlacedOrderAnswer>(user, '/api/order/add', { address, ...payload }, key ? { 'idempotency-key': key } : {}),
    pay: (user, paymentId) => inject('POST', '/api/payments/gateway/pay', user, { payment_id: paymentId, details: approvedCard }),
    async liveOrderIds(user) {
      const rows = await t.database.query<{ id: string }>("SELECT id FROM orders WHERE user_id = $1 AND status <> 'Cancelled'", [user.id]);
      return rows.map((o) => o.id);
    },
    async userWithEmail(email) {
      const password = 'Correct-Horse-9';
      const res = await inject('POST', '/api/user/signup', undefined, { first_name: 'Asha', last_name: 'Menon', email, password, confirmPassword: password });
      expect(res.statusCode, res.body).toBe(201);
      return signIn(t.app, email, password);
    },
  };
}
