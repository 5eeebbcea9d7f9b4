/**
 * Quote Your Price as a real offer: stored, mailed to the shop, answered by staff (accept, counter,
 * decline). An accepted or countered offer is that shopper's price for that product for 48 hours.
 */
import { POLICY, agreedPricePaise, formatInr, toPaise, toRupees, type Offer, type OfferBody, type StaffOffer } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { offers } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { AuthUser } from '../../lib/auth';
import { AppError, badRequest, notFound } from '../../lib/errors';
import { isUuid } from '../../lib/ids';
import { queueMail } from '../../lib/mail';
import { OFFER_USED, offerTerms } from './pricing';

interface OfferRow {
  id: string;
  product_id: string;
  product_name: string;
  user_id: string | null;
  name: string;
  email: string;
  phone: string;
  whatsapp: string | null;
  message: string | null;
  price_paise: number;
  status: Offer['status'];
  counter_price_paise: number | null;
  valid_until: string | null;
  created_at: string;
  /** An order bought a unit at the agreed price (the offer is spent). */
  used?: boolean;
}

/**
 * Why no offer can be taken on a product now, or null: every piece is sold, or the last ones are
 * held by a checkout waiting for its payment.
 */
async function unavailability(tx: Db, productId: string): Promise<'sold out' | 'reserved' | null> {
  const [stock] = await selectRows<{ in_stock: number; held: number }>(
    tx,
    sql`SELECT (SELECT coalesce(sum(quantity), 0)::int FROM product_sizes WHERE product_id = ${productId}) AS in_stock,
               (SELECT count(*)::int FROM order_items i JOIN orders x ON x.id = i.order_id
                 WHERE i.product_id = ${productId} AND x.status = 'Awaiting Payment') AS held`,
  );
  if (stock!.in_stock > 0) return null;
  return stock!.held > 0 ? 'reserved' : 'sold out';
}

const OFFER_SELECT = sql`SELECT o.id, o.product_id, p.product_name, o.user_id, o.name, o.email, o.phone, o.whatsapp, o.message, o.price_paise,
  o.status, o.counter_price_paise, o.valid_until, o.created_at, ${OFFER_USED} AS used FROM offers o JOIN products p ON p.id = o.product_id`;

export function toOfferDto(row: OfferRow, now: Date): Offer {
  const agreed = agreedPricePaise(offerTerms(row), now);
  return {
    _id: row.id,
    product_id: row.product_id,
    product_name: row.product_name,
    price: toRupees(row.price_paise),
    status: row.status,
    counter_price: row.counter_price_paise === null ? null : toRupees(row.counter_price_paise),
    agreed_price: agreed === null ? null : toRupees(agreed),
    valid_until: row.valid_until ? new Date(row.valid_until).toISOString() : null,
    createdAt: new Date(row.created_at).toISOString(),
  };
}

export async function makeOffer(db: Db, user: AuthUser | null, body: OfferBody, shopEmail: string, now: Date): Promise<Offer> {
  return db.transaction(async (tx) => {
    const product = (
      await selectRows<{ product_name: string; effective_price_paise: number; status: string }>(tx, sql`SELECT product_name, effective_price_paise, status FROM products WHERE id = ${body.product_id}`)
    )[0];
    if (!product || product.status !== 'active') throw notFound('PRODUCT_NOT_FOUND');
    const unavailable = await unavailability(tx, body.product_id);
    if (unavailable === 'sold out') throw new AppError(409, 'OFFER_UNAVAILABLE', 'This piece is sold out, so we cannot take an offer on it.');
    if (unavailable === 'reserved') {
      throw new AppError(409, 'OFFER_UNAVAILABLE', 'This piece is reserved while another shopper completes their payment, so we cannot take an offer on it now.');
    }
    const pricePaise = toPaise(body.price);
    if (pricePaise >= product.effective_price_paise) {
      throw badRequest('VALIDATION_FAILED', `Your price is at or above our price of ${formatInr(product.effective_price_paise)}: you can buy it right away.`, [
        { path: 'body.price', message: 'Offer below the listed price.' },
      ]);
    }
    const row = (
      await tx
        .insert(offers)
        .values({
          productId: body.product_id,
          userId: user?.id ?? null,
          name: body.name,
          email: body.email,
          phone: body.phone,
          whatsapp: body.whatsapp ?? null,
          pricePaise,
          message: body.message ?? null,
          createdAt: now,
        })
        .returning({ id: offers.id })
    )[0]!;
    await queueMail(
      tx,
      {
        to: shopEmail,
        kind: 'offer-received',
        subject: `Price quote: ${formatInr(pricePaise)} for ${product.product_name}`,
        text: [
          `A shopper has quoted a price.`,
          '',
          `Product: ${product.product_name} (listed at ${formatInr(product.effective_price_paise)})`,
          `Quote: ${formatInr(pricePaise)}`,
          `Name: ${body.name}`,
          `Email: ${body.email}`,
          `Phone: ${body.phone}`,
          `WhatsApp: ${body.whatsapp ?? '-'}`,
          `Message: ${body.message ?? '-'}`,
          '',
          'Answer it from the back office: Offers.',
        ].join('\n'),
      },
      now,
    );
    const created = (await selectRows<OfferRow>(tx, sql`${OFFER_SELECT} WHERE o.id = ${row.id}`))[0]!;
    return toOfferDto(created, now);
  });
}

/** The shopper's offers (made signed in, or with the email of their account), newest first. */
export async function myOffers(db: Db, user: AuthUser, productId: string | undefined, now: Date): Promise<Offer[]> {
  if (productId && !isUuid(productId)) return [];
  const rows = await selectRows<OfferRow>(
    db,
    sql`${OFFER_SELECT} WHERE (o.user_id = ${user.id} OR (o.user_id IS NULL AND lower(o.email) = ${user.email}))
          ${productId ? sql`AND o.product_id = ${productId}` : sql``} ORDER BY o.created_at DESC LIMIT 50`,
  );
  return rows.map((r) => toOfferDto(r, now));
}

export async function listOffers(db: Db, status: string | undefined, now: Date): Promise<StaffOffer[]> {
  const rows = await selectRows<OfferRow & { effective_price_paise: number }>(
    db,
    sql`SELECT o.id, o.product_id, p.product_name, p.effective_price_paise, o.user_id, o.name, o.email, o.phone, o.whatsapp, o.message,
               o.price_paise, o.status, o.counter_price_paise, o.valid_until, o.created_at, ${OFFER_USED} AS used
          FROM offers o JOIN products p ON p.id = o.product_id
         ${status ? sql`WHERE o.status = ${status}` : sql``} ORDER BY o.created_at DESC LIMIT 500`,
  );
  return rows.map((r) => ({ ...toOfferDto(r, now), name: r.name, email: r.email, phone: r.phone, whatsapp: r.whatsapp, message: r.message, listed_price: toRupees(r.effective_price_paise) }));
}

export type OfferAnswer = { action: 'accept' } | { action: 'counter'; pricePaise: number } | { action: 'decline'; note?: string };

/** Staff answer an open offer; the shopper is told by mail. */
export async function answerOffer(db: Db, actor: AuthUser, offerId: string, answer: OfferAnswer, now: Date): Promise<Offer> {
  return db.transaction(async (tx) => {
    const row = (
      await selectRows<OfferRow & { effective_price_paise: number }>(
        tx,
        sql`SELECT o.*, p.product_name, p.effective_price_paise FROM offers o JOIN products p ON p.id = o.product_id WHERE o.id = ${offerId} FOR UPDATE OF o`,
      )
    )[0];
    if (!row) throw notFound('OFFER_NOT_FOUND');
    if (row.status !== 'open') throw new AppError(409, 'CONFLICT', `This offer has already been ${row.status}.`);
    if (answer.action !== 'decline') {
      const unavailable = await unavailability(tx, row.product_id);
      if (unavailable) throw new AppError(409, 'OFFER_UNAVAILABLE', `This piece is ${unavailable}, so it cannot be offered to the shopper now. Decline the offer instead.`);
    }
    const validUntil = new Date(now.getTime() + POLICY.offers.validHours * 3_600_000);
    let subject: string;
    let text: string;
    if (answer.action === 'accept') {
      await tx.execute(sql`UPDATE offers SET status = 'accepted', valid_until = ${validUntil}, answered_by = ${actor.id}, answered_at = ${now} WHERE id = ${offerId}`);
      subject = `Your offer for ${row.product_name} is accepted`;
      text = `Dear ${row.name},\n\nGood news: we accept your offer of ${formatInr(row.price_paise)} for ${row.product_name}. Sign in with ${row.email} and add it to your cart within ${POLICY.offers.validHours} hours to buy it at this price.\n\nTangerine Luxury`;
    } else if (answer.action === 'counter') {
      if (answer.pricePaise <= row.price_paise || answer.pricePaise >= row.effective_price_paise) {
        throw badRequest('VALIDATION_FAILED', `A counter price must be above the offer (${formatInr(row.price_paise)}) and below the listed price (${formatInr(row.effective_price_paise)}).`);
      }
      await tx.execute(
        sql`UPDATE offers SET status = 'countered', counter_price_paise = ${answer.pricePaise}, valid_until = ${validUntil}, answered_by = ${actor.id}, answered_at = ${now} WHERE id = ${offerId}`,
      );
      subject = `Our counter-offer for ${row.product_name}`;
      text = `Dear ${row.name},\n\nThank you for your offer of ${formatInr(row.price_paise)} for ${row.product_name}. We can offer it to you at ${formatInr(answer.pricePaise)}. Sign in with ${row.email} within ${POLICY.offers.validHours} hours to buy it at this price.\n\nTangerine Luxury`;
    } else {
      await tx.execute(sql`UPDATE offers SET status = 'declined', answered_by = ${actor.id}, answered_at = ${now} WHERE id = ${offerId}`);
      subject = `About your offer for ${row.product_name}`;
      text = `Dear ${row.name},\n\nThank you for your offer of ${formatInr(row.price_paise)} for ${row.product_name}. We are unable to accept it this time.${answer.note ? `\n\n${answer.note}` : ''}\n\nTangerine Luxury`;
    }
    await queueMail(tx, { to: row.email, kind: `offer-${answer.action}`, subject, text }, now);
    await audit(tx, actor.id, `offer.${answer.action}`, 'offer', offerId, answer.action === 'counter' ? { counter_price: toRupees(answer.pricePaise) } : null, now);
    const updated = (await selectRows<OfferRow>(tx, sql`${OFFER_SELECT} WHERE o.id = ${offerId}`))[0]!;
    return toOfferDto(updated, now);
  });
}
