/**
 * What checkout charges: every cart line at the price this shopper pays (agreed offers), the
 * coupon, store credit, shipping, the cash-on-delivery fee and the layaway terms, priced inside the
 * caller's transaction. Quoting and placing both price through here, so they never disagree.
 */
import { cartTotals, codAvailability, layawayQuote, layawayRefusal, orderAmounts, type CheckoutQuoteBody, type OrderAmounts, type PlaceOrderBody } from '@shop/shared';
import { TransactionRollbackError } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import type { AuthUser } from '../../lib/auth';
import { getSettings, type Settings } from '../../lib/settings';
import { cartLines, type CartLine } from '../cart/service';
import { agreedPrices } from '../offers/pricing';
import { closeHeldOrders } from '../orders/service';
import { availableCreditPaise } from '../returns/credit';
import { judgeCoupon, type CouponJudgement } from './coupons';
export interface PricedLine extends CartLine {
  unitPricePaise: number;
  offerId: string | null;
}

export interface PricedCart {
  lines: PricedLine[];
  /** The cart's lines as they are (stock is taken per line). */
  cartLines: CartLine[];
  subtotalPaise: number;
  saleSubtotalPaise: number;
  /** Pieces (sum of quantities). */
  count: number;
}

/**
 * Every cart line at the price this shopper pays. An agreed offer prices ONE unit of its product
 * (a line of two is split into the offer unit and a unit at the selling price), and only once.
 */
async function priceCart(tx: Db, userId: string, now: Date, lock: boolean): Promise<PricedCart> {
  const lines = await cartLines(tx, userId, lock);
  const agreed = await agreedPrices(
    tx,
    userId,
    lines.map((l) => l.product_id),
    now,
  );
  const priced: PricedLine[] = [];
  for (const l of lines) {
    const offer = agreed.get(l.product_id);
    if (!offer) {
      priced.push({ ...l, unitPricePaise: l.effective_price_paise, offerId: null });
      continue;
    }
    agreed.delete(l.product_id);
    priced.push({ ...l, quantity: 1, unitPricePaise: Math.min(offer.pricePaise, l.effective_price_paise), offerId: offer.offerId });
    if (l.quantity > 1) priced.push({ ...l, quantity: l.quantity - 1, unitPricePaise: l.effective_price_paise, offerId: null });
  }
  const { subtotalPaise, saleSubtotalPaise, count } = cartTotals(priced.map((l) => ({ unitPricePaise: l.unitPricePaise, quantity: l.quantity, onSale: l.on_sale })));
  return { lines: priced, cartLines: lines, subtotalPaise, saleSubtotalPaise, count };
}

export interface Pricing {
  cart: PricedCart;
  coupon: CouponJudgement | null;
  creditAvailablePaise: number;
  amounts: OrderAmounts;
  layaway: { weeks: number; depositPaise: number } | null;
  /** What layaway would be for this cart paid online, whatever method is chosen. */
  layawayTerms: ReturnType<typeof layawayQuote>;
  settings: Settings;
}

/** Cash on delivery for this order (issue 20): up to the settings limit, and where the delivery PIN code allows it. */
export function codFor(p: Pricing, address: { zipCode: string; country: string } | null) {
  return codAvailability({
    totalPaise: p.amounts.totalPaise - p.amounts.codFeePaise,
    limitPaise: p.settings.codLimitPaise,
    pin: address?.zipCode ?? null,
    country: address?.country ?? 'India',
    blockedPrefixes: p.settings.codBlockedPinPrefixes,
  });
}

/** Why layaway is not possible for this cart, or null when it is (the shared rule on the prices the shopper pays). */
export function cartLayawayRefusal(cart: PricedCart, method: PlaceOrderBody['paymentMethod']): string | null {
  return layawayRefusal(
    cart.lines.map((l) => l.unitPricePaise),
    method,
  );
}

export async function priceCheckout(tx: Db, user: AuthUser, body: CheckoutQuoteBody, now: Date, lock: boolean): Promise<Pricing> {
  const settings = await getSettings(tx);
  const { shippingFeePaise } = settings;
  const cart = await priceCart(tx, user.id, now, lock);
  const coupon = body.couponCode ? await judgeCoupon(tx, body.couponCode, user.id, { subtotalPaise: cart.subtotalPaise, saleSubtotalPaise: cart.saleSubtotalPaise }, now, lock) : null;
  const creditAvailablePaise = await availableCreditPaise(tx, user.id, now);
  const amounts = orderAmounts({
    subtotalPaise: cart.subtotalPaise,
    couponDiscountPaise: coupon?.ok ? coupon.discountPaise : 0,
    shippingFeePaise,
    paymentMethod: body.paymentMethod,
    availableCreditPaise: body.useCredit ? creditAvailablePaise : 0,
  });
  // Layaway is quoted on the online total (its deposit is never paid cash on delivery).
  const layawayTerms = layawayQuote({
    subtotalPaise: cart.subtotalPaise,
    couponDiscountPaise: coupon?.ok ? coupon.discountPaise : 0,
    shippingFeePaise,
    availableCreditPaise: body.useCredit ? creditAvailablePaise : 0,
  });
  let layaway: Pricing['layaway'] = null;
  if (body.layaway && cart.lines.length > 0 && !cartLayawayRefusal(cart, body.paymentMethod) && layawayTerms) {
    layaway = { weeks: layawayTerms.weeks, depositPaise: layawayTerms.depositPaise };
  }
  return { cart, coupon, creditAvailablePaise, amounts, layaway, layawayTerms, settings };
}

/**
 * Prices the cart as Place Order would now. Placing first closes the shopper's own unpaid online
 * orders (their coupon use and store credit come back), so this does the same and rolls it back
 * when there was one: a quote changes nothing, and it never closes a payment the shopper may be
 * completing in their UPI app while the page asks again (decision 30).
 */
export async function priceAsPlacedNow(database: Database, user: AuthUser, body: CheckoutQuoteBody, now: Date): Promise<Pricing> {
  let pricing: Pricing | undefined;
  try {
    await database.db.transaction(async (tx) => {
      const closed = await closeHeldOrders(tx, user.id, now);
      pricing = await priceCheckout(tx, user, body, now, false);
      if (closed.length > 0) tx.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError)) throw err;
  }
  return pricing!;
}
