/**
 * The usual start of an API test file: a fresh shop (build-test-app.ts) with, on request, a
 * signed-in admin and shopper and a cash-on-delivery limit raised for orders of dear pieces.
 *
 *   let t: TestApp;
 *   let admin: TestUser;
 *   beforeAll(async () => ({ t, admin } = await shopWith({ admin: true, codUpToRupees: ANY_COD })));
 *   afterAll(() => t.close());
 */
import type { BuildOptions } from '../src/app';
import type { Config } from '../src/config';
import { seedDemo } from '../src/db/seed/index';
import { buildTestApp, type TestApp } from './build-test-app';
import { allowCashOnDeliveryUpTo, createUser, type TestUser } from './factories';

/** A cash-on-delivery limit (₹1 crore) above any piece the tests order. */
export const ANY_COD = 1_00_00_000;

export interface ShopOptions {
  /** Sign up an admin (`admin`). */
  admin?: boolean;
  /** Sign up a customer (`shopper`). */
  shopper?: boolean;
  /**
   * Fill the shop with the demo catalogue, then wait until the app has heard every change notice
   * (as a write route's answer does): the seed writes the database directly, and the listing index
   * that loaded the empty shop must not answer until it knows.
   */
  demo?: boolean;
  /** Raise the cash-on-delivery limit (₹50,000 by default) to this many rupees. */
  codUpToRupees?: number;
  config?: Partial<Config>;
  build?: Pick<BuildOptions, 'logStream'> & { serveWeb?: boolean };
}

export interface Shop {
  t: TestApp;
  /** Throws when the shop was made without `admin: true`. */
  admin: TestUser;
  /** Throws when the shop was made without `shopper: true`. */
  shopper: TestUser;
}

export async function shopWith(o: ShopOptions = {}): Promise<Shop> {
  const t = await buildTestApp(o.config, o.build);
  if (o.demo) {
    await seedDemo(t.database, t.clock.now());
    await t.app.deps.cache.settle(t.database);
  }
  if (o.codUpToRupees !== undefined) await allowCashOnDeliveryUpTo(t, o.codUpToRupees);
  const admin = o.admin ? await createUser(t, { admin: true }) : undefined;
  const shopper = o.shopper ? await createUser(t) : undefined;
  const asked = <U>(user: U | undefined, option: string): U => {
    if (!user) throw new Error(`shopWith({ ${option}: true }) makes this user`);
    return user;
  };
  return {
    t,
    get admin() {
      return asked(admin, 'admin');
    },
    get shopper() {
      return asked(shopper, 'shopper');
    },
  };
}
