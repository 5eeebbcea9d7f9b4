/**
 * The shop's inbox: contact messages, sell-with-us submissions (with their photos), product
 * requests and newsletter sign-ups. Each is stored for the back office and mailed in the same
 * transaction (the outbox), so a stored submission is never without its notice and vice versa.
 */
import { POLICY, type PRICE_RANGES, SELL_CONDITION_LABELS, formatInr, toPaise, type ContactBody, type ProductRequestBody, type SellWithUsFields } from '@shop/shared';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../../db/client';
import { contactMessages, coupons, newsletterSubscribers, productRequests, sellSubmissions } from '../../db/schema';
import { storeImage } from '../../lib/images';
import { queueMail } from '../../lib/mail';
import type { Storage } from '../../lib/storage';

export interface InboxContext {
  database: Database;
  /** Where shop notices go (config.shopEmail). */
  shopEmail: string;
  /** The shop's public address, for absolute photo links in mails. */
  publicUrl: string;
  now: Date;
}

const PRICE_RANGE_LABELS: Record<(typeof PRICE_RANGES)[number], string> = {
  '0-5000': '₹0 – ₹5,000',
  '5000-10000': '₹5,000 – ₹10,000',
  '10000-25000': '₹10,000 – ₹25,000',
  '25000-50000': '₹25,000 – ₹50,000',
  '50000+': '₹50,000 and above',
};

const line = (label: string, value: string | null | undefined) => `${label}: ${value && value.length ? value : '—'}`;

/** Mails the shop its notice of a submission, in the transaction that stores it. */
async function noticeShop(tx: Db, ctx: InboxContext, kind: string, subject: string, text: string[]): Promise<void> {
  await queueMail(tx, { to: ctx.shopEmail, kind, subject, text: text.join('\n') }, ctx.now);
}

export async function submitContact(ctx: InboxContext, body: ContactBody): Promise<{ _id: string }> {
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(contactMessages)
      .values({ name: body.name, email: body.email, message: body.message, productId: body.product_id ?? null, createdAt: ctx.now })
      .returning({ id: contactMessages.id });
    await noticeShop(tx, ctx, 'contact', `Contact message from ${body.name}`, [
      line('From', `${body.name} <${body.email}>`),
      ...(body.product_id ? [line('About product', `${ctx.publicUrl}/product/${body.product_id}`)] : []),
      '',
      body.message,
    ]);
    return { _id: row!.id };
  });
}

export interface SellPhoto {
  data: Buffer;
  filename: string;
}

/**
 * Stores the photos (checked and re-encoded like every upload), then the submission and its mail in
 * one transaction. If a photo is refused or the insert fails, every photo already stored is removed,
 * so a failed submission leaves nothing on disk.
 */
export async function submitSellWithUs(ctx: InboxContext, storage: Storage, userId: string | null, fields: SellWithUsFields, photos: readonly SellPhoto[]): Promise<{ _id: string }> {
  const storedKeys: string[] = [];
  const urls: string[] = [];
  try {
    for (const photo of photos) {
      const stored = await storeImage(storage, photo.data, 'sell');
      storedKeys.push(...stored.keys);
      urls.push(stored.url);
    }
    return await ctx.database.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(sellSubmissions)
        .values({
          userId,
          firstName: fields.firstName,
          lastName: fields.lastName,
          email: fields.email,
          phone: fields.phone,
          address: fields.address,
          itemType: fields.itemType,
          brand: fields.brand,
          productName: fields.productName,
          productCondition: fields.productCondition,
          description: fields.description ?? '',
          sellingPricePaise: fields.sellingPrice === undefined ? null : toPaise(fields.sellingPrice),
          estimatedRetailPricePaise: fields.estimatedRetailPrice === undefined ? null : toPaise(fields.estimatedRetailPrice),
          photos: urls,
          createdAt: ctx.now,
        })
        .returning({ id: sellSubmissions.id });
      await noticeShop(tx, ctx, 'sell-with-us', `Sell with us: ${fields.brand} ${fields.productName}`, [
        line('Seller', `${fields.firstName} ${fields.lastName} <${fields.email}>`),
        line('Phone', fields.phone),
        line('Pick-up address', fields.address),
        '',
        line('Item type', fields.itemType),
        line('Brand', fields.brand),
        line('Product', fields.productName),
        line('Condition', SELL_CONDITION_LABELS[fields.productCondition]),
        line('Asking price', fields.sellingPrice === undefined ? undefined : formatInr(toPaise(fields.sellingPrice))),
        line('Estimated retail price', fields.estimatedRetailPrice === undefined ? undefined : formatInr(toPaise(fields.estimatedRetailPrice))),
        '',
        fields.description ?? '(no description)',
        '',
        `Photos (${urls.length}):`,
        ...urls.map((u) => `${ctx.publicUrl}${u}`),
        '',
        `Promise to the seller: payment within ${POLICY.sellWithUs.payoutHours} hours of sale; free pick-up across India.`,
      ]);
      return { _id: row!.id };
    });
  } catch (err) {
    await Promise.all(storedKeys.map((k) => storage.remove(k).catch(() => undefined)));
    throw err;
  }
}

export async function submitProductRequest(ctx: InboxContext, userId: string | null, body: ProductRequestBody): Promise<{ _id: string }> {
  return ctx.database.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(productRequests)
      .values({
        userId,
        productName: body.productName,
        brand: body.brand,
        description: body.description,
        imageUrl: body.imageUrl ?? null,
        priceRange: body.priceRange,
        contactEmail: body.contactEmail,
        contactPhone: body.contactPhone ?? null,
        additionalInfo: body.additionalInfo ?? null,
        createdAt: ctx.now,
      })
      .returning({ id: productRequests.id });
    await noticeShop(tx, ctx, 'product-request', `Product request: ${body.brand} ${body.productName}`, [
      line('Product', body.productName),
      line('Brand', body.brand),
      line('Price range', PRICE_RANGE_LABELS[body.priceRange]),
      line('Reference picture', body.imageUrl),
      line('Contact e-mail', body.contactEmail),
      line('Contact phone', body.contactPhone),
      '',
      body.description,
      ...(body.additionalInfo ? ['', line('Additional information', body.additionalInfo)] : []),
    ]);
    return { _id: row!.id };
  });
}

/** A code no one can guess: WELCOME- and 10 characters from an alphabet without look-alikes (0/O, 1/I). */
function welcomeCode(): string {
  const alphabet = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  return `WELCOME-${Array.from(randomBytes(10), (b) => alphabet[b % alphabet.length]).join('')}`;
}

/**
 * Signs an address up once and issues its welcome coupon: a unique code, usable once, by the
 * account with this email only, for its first order. A second sign-up of the same address stores
 * nothing and sends nothing (`created: false`), so the newsletter cannot be used to flood someone's
 * inbox or to collect codes.
 */
export async function subscribeNewsletter(ctx: InboxContext, body: { email: string; source: 'popup' | 'band' | 'footer' }): Promise<{ _id: string; created: boolean }> {
  return ctx.database.db.transaction(async (tx) => {
    const inserted = await tx.insert(newsletterSubscribers).values({ email: body.email, source: body.source, createdAt: ctx.now }).onConflictDoNothing().returning({ id: newsletterSubscribers.id });
    if (!inserted[0]) {
      const existing = await selectRows<{ id: string }>(tx, sql`SELECT id FROM newsletter_subscribers WHERE email = ${body.email}`);
      return { _id: existing[0]!.id, created: false };
    }
    const { discountPercent, exclusions } = POLICY.newsletter;
    const [coupon] = await tx
      .insert(coupons)
      .values({
        code: welcomeCode(),
        description: `Newsletter welcome: ${discountPercent}% off your first order (excludes sale items)`,
        kind: 'percent',
        value: discountPercent,
        usageLimit: 1,
        perUserLimit: 1,
        excludesSaleItems: true,
        email: body.email.toLowerCase(),
        firstOrderOnly: true,
        createdAt: ctx.now,
      })
      .returning({ code: coupons.code, value: coupons.value });
    await queueMail(
      tx,
      {
        to: body.email,
        kind: 'newsletter-welcome',
        subject: `Welcome to Tangerine Luxury: ${coupon!.value}% off your first order`,
        text: [
          'Welcome to Tangerine Luxury.',
          '',
          `Thank you for signing up. As promised, here is ${coupon!.value}% off your first order: use the code ${coupon!.code} at checkout.`,
          `The code is yours alone: it works once, for the account with this email address (${body.email}), on its first order.`,
          `The offer excludes ${exclusions}.`,
          '',
          'You will hear from us about new arrivals, the sale and our services. Every piece is authenticated before it is listed.',
          '',
          `Browse the newest arrivals: ${ctx.publicUrl}/shop`,
        ].join('\n'),
      },
      ctx.now,
    );
    return { _id: inserted[0].id, created: true };
  });
}
