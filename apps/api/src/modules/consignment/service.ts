/**
 * Consignment (issue 18): a seller submits a piece with photos; staff quote or decline it; the seller
 * accepts or declines the quote (it lapses after the quote validity of the consignment settings);
 * staff schedule the pickup, receive and authenticate the piece (a failed one goes back), then list it. Every step writes the timeline both
 * sides read and mails the seller; every staff step is in the audit log. Sales, payouts and the
 * ledger are in payouts.ts; the seller's answers in seller-steps.ts. The product itself is written
 * through the catalogue's functions (modules/catalogue/consignor.ts, editing.ts).
 */
import {
  CONSIGNMENT_CATEGORY_LABEL,
  PRICE_DROP_REFUSAL_MESSAGES,
  consignmentTerms,
  formatInr,
  priceDropProposal,
  quoteExpiresAt,
  toPaise,
  type ConsignmentStatus,
  type ConsignmentSubmitFields,
} from '@shop/shared';
import { sql, type SQL } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { consignmentSubmissions } from '../../db/schema';
import { audit } from '../../lib/audit';
import type { AuthUser } from '../../lib/auth';
import { AppError, notFound } from '../../lib/errors';
import { removeStoredImages, storeImages } from '../../lib/images';
import { queueMail } from '../../lib/mail';
import type { UploadedFile } from '../../lib/multipart';
import type { Storage } from '../../lib/storage';
import { formatIndianDate } from '../../lib/dates';
import { attachConsignor } from '../catalogue/consignor';
import { writeProductStatus } from '../catalogue/editing';
import { afterStep, assertStep, consignmentSettings, loadSubmission, recordStep, setStatus, step, timelineOf, toSubmissionDto, type SubmissionRow } from './common';

/** Stores the photos (re-encoded to WebP like product pictures), then the submission, its first timeline line and the mails. */
export async function submitConsignment(db: Db, storage: Storage, user: AuthUser, fields: ConsignmentSubmitFields, photos: readonly UploadedFile[], shopEmail: string, now: Date) {
  const images = await storeImages(storage, photos, 'consignment');
  const stored = images.map((image) => image.url);
  try {
    return await db.transaction(async (tx) => {
      const row = (
        await tx
          .insert(consignmentSubmissions)
          .values({
            sellerId: user.id,
            house: fields.house,
            productName: fields.productName,
            category: fields.category,
            condition: fields.condition,
            included: fields.included,
            purchaseYear: fields.purchaseYear ?? null,
            askingPricePaise: toPaise(fields.askingPrice),
            description: fields.description ?? '',
            photos: stored,
            phone: fields.phone,
            pickupAddress: fields.pickupAddress,
            createdAt: now,
            updatedAt: now,
          })
          .returning({ id: consignmentSubmissions.id })
      )[0]!;
      const sub = { id: row.id, email: user.email, first_name: user.firstName, house: fields.house, product_name: fields.productName };
      await recordStep(
        tx,
        sub,
        'submitted',
        'Submitted with photos',
        {
          kind: 'submitted',
          subject: 'We have your piece',
          body: `Thank you for offering us your ${fields.house} ${fields.productName}. Our experts review your photos and send you a quote, usually within 48 hours.`,
        },
        user.id,
        now,
      );
      await queueMail(
        tx,
        {
          to: shopEmail,
          kind: 'consignment-submitted',
          subject: `New consignment: ${fields.house} ${fields.productName}`,
          text: `${user.firstName} ${user.lastName} (${user.email}) offers ${fields.house} ${fields.productName} (${CONSIGNMENT_CATEGORY_LABEL[fields.category]}), asking ${formatInr(toPaise(fields.askingPrice))}.\n\nQuote it from the back office: Consignment.`,
        },
        now,
      );
      return afterStep(tx, row.id, now);
    });
  } catch (err) {
    await removeStoredImages(storage, images);
    throw err;
  }
}

export async function listSubmissions(db: Db, filter: { sellerId?: string; status?: ConsignmentStatus; q?: string }, now: Date) {
  const like = filter.q ? `%${filter.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const rows = await selectRows<SubmissionRow>(
    db,
    sql`SELECT s.*, u.email, u.first_name, u.last_name FROM consignment_submissions s JOIN users u ON u.id = s.seller_id
         WHERE true ${filter.sellerId ? sql`AND s.seller_id = ${filter.sellerId}` : sql``}
           ${filter.status ? sql`AND s.status = ${filter.status}` : sql``}
           ${like ? sql`AND (s.house ILIKE ${like} OR s.product_name ILIKE ${like} OR u.email ILIKE ${like} OR (u.first_name || ' ' || u.last_name) ILIKE ${like})` : sql``}
         ORDER BY s.created_at DESC LIMIT 500`,
  );
  const timelines = await timelineOf(
    db,
    rows.map((r) => r.id),
  );
  return rows.map((r) => toSubmissionDto(r, timelines.get(r.id) ?? [], now));
}

export async function getSubmission(db: Db, id: string, sellerId: string | undefined, now: Date) {
  const row = await loadSubmission(db, id, { sellerId });
  return toSubmissionDto(row, (await timelineOf(db, [id])).get(id) ?? [], now);
}

// ---- staff steps ---------------------------------------------------------------------------

/** What a staff step writes once the move is allowed: its columns, the timeline line and the seller's mail, the audit entry. */
interface StaffStep {
  /** Set with the status, e.g. sql`, received_at = ${now}`. */
  columns: SQL;
  text: string;
  mail: { kind: string; subject: string; body: string };
  /** Shown with the timeline line. */
  photos?: readonly string[];
  action: string;
  details: Record<string, unknown>;
}

/**
 * Moves a piece to `to` for staff, under its row lock: checks the move, lets `plan` work out (and
 * write anything else) the step needs, then sets the status, writes the timeline line and the
 * seller's mail, audits it and answers the piece as it now is.
 */
async function staffStep(db: Db, actor: AuthUser, id: string, to: ConsignmentStatus, now: Date, plan: (tx: Db, row: SubmissionRow) => Promise<StaffStep>) {
  return step(db, id, undefined, async (tx, row) => {
    assertStep(row, to);
    const s = await plan(tx, row);
    await setStatus(tx, id, to, now, s.columns);
    await recordStep(tx, row, to, s.text, s.mail, actor.id, now, s.photos);
    await audit(tx, actor.id, s.action, 'consignment', id, s.details, now);
    return afterStep(tx, id, now);
  });
}

export async function quoteSubmission(db: Db, actor: AuthUser, id: string, listingPrice: number, note: string | undefined, now: Date) {
  return staffStep(db, actor, id, 'quoted', now, async (tx) => {
    const settings = await consignmentSettings(tx);
    const terms = consignmentTerms(toPaise(listingPrice), settings.tiers);
    const expires = quoteExpiresAt(now, settings.quoteValidDays);
    return {
      columns: sql`, listing_price_paise = ${terms.listingPricePaise}, commission_bp = ${terms.rateBp}, payout_paise = ${terms.payoutPaise}, quote_note = ${note ?? null}, quoted_at = ${now}, quote_expires_at = ${expires}`,
      text: `Quote: listed at ${formatInr(terms.listingPricePaise)}, your payout ${formatInr(terms.payoutPaise)} (commission ${terms.rateBp / 100} %)`,
      mail: {
        kind: 'quoted',
        subject: 'Your quote',
        body: `We would list your piece at ${formatInr(terms.listingPricePaise)}. When it sells you receive ${formatInr(terms.payoutPaise)} (our commission is ${terms.rateBp / 100} %), whatever discount the buyer gets.${note ? `\n\n${note}` : ''}\n\nPlease accept or decline the quote in your seller portal by ${formatIndianDate(expires, 'dayAndTime')}; after that it lapses.`,
      },
      action: 'consignment.quote',
      details: { listing_price: listingPrice, payout_paise: terms.payoutPaise, commission_bp: terms.rateBp },
    };
  });
}

export async function declineSubmission(db: Db, actor: AuthUser, id: string, reason: string, now: Date) {
  return staffStep(db, actor, id, 'declined', now, async () => ({
    columns: sql`, decline_reason = ${reason}`,
    text: `Not accepted: ${reason}`,
    mail: { kind: 'declined', subject: 'About your piece', body: `Thank you for offering us your piece. We are unable to take it on consignment.\n\nReason: ${reason}` },
    action: 'consignment.decline',
    details: { reason },
  }));
}

export async function schedulePickup(db: Db, actor: AuthUser, id: string, pickupAt: string, note: string | undefined, now: Date) {
  const at = new Date(pickupAt);
  return staffStep(db, actor, id, 'pickup_scheduled', now, async (_tx, row) => ({
    columns: sql`, pickup_at = ${at}, pickup_note = ${note ?? null}`,
    text: `Pickup scheduled for ${formatIndianDate(at, 'dayAndTime')}${note ? ` (${note})` : ''}`,
    mail: {
      kind: 'pickup',
      subject: 'Your free pickup is booked',
      body: `Our courier collects your piece from ${row.pickup_address} on ${formatIndianDate(at, 'dayAndTime')}, at no cost to you.${note ? `\n\n${note}` : ''}`,
    },
    action: 'consignment.pickup',
    details: { pickup_at: at.toISOString(), note: note ?? null },
  }));
}

export async function receivePiece(db: Db, actor: AuthUser, id: string, note: string | undefined, now: Date) {
  return staffStep(db, actor, id, 'received', now, async () => ({
    columns: sql`, received_at = ${now}`,
    text: `Received at our studio${note ? `: ${note}` : ''}`,
    mail: { kind: 'received', subject: 'Your piece has reached us', body: 'Your piece has reached our studio. Our experts authenticate it next, usually within 48 to 72 hours.' },
    action: 'consignment.receive',
    details: { note: note ?? null },
  }));
}

/** Records the authentication (its timeline line shows the photos attached so far); a failed piece is returned to the seller with the reason. */
export async function authenticatePiece(db: Db, actor: AuthUser, id: string, result: 'pass' | 'fail', notes: string, now: Date) {
  return staffStep(db, actor, id, result === 'pass' ? 'authenticated' : 'auth_failed', now, async (_tx, row) => ({
    columns: sql`, auth_result = ${result}, auth_notes = ${notes}, authenticated_at = ${now}`,
    ...(result === 'pass'
      ? {
          text: 'Authenticated by our experts',
          mail: {
            kind: 'authenticated',
            subject: 'Your piece is authenticated',
            body: 'Our experts have authenticated your piece. We photograph and list it next; we write again when it is on sale.',
          },
        }
      : {
          text: `Failed authentication: ${notes}. The piece is returned to you.`,
          mail: {
            kind: 'auth-failed',
            subject: 'Your piece did not pass authentication',
            body: `We are sorry: your piece did not pass our authentication, so we cannot sell it.\n\nReason: ${notes}\n\nWe return it to your pick-up address at no cost to you.`,
          },
        }),
    photos: row.auth_photos,
    action: `consignment.authenticate.${result}`,
    details: { notes },
  }));
}

/** What "Create listing" fills in the product form. */
export async function listingPrefill(db: Db, id: string) {
  const row = await loadSubmission(db, id);
  if (row.status !== 'authenticated' || row.listing_price_paise === null) throw new AppError(409, 'INVALID_TRANSITION', 'Only an authenticated piece can be listed.');
  return {
    product_name: row.product_name,
    brand_name: row.house,
    price: row.listing_price_paise / 100,
    description: row.description,
    images: row.photos,
    condition: row.condition,
    consignment_id: row.id,
  };
}

/** Links the product made from the submission: the product records its consignor, agreed payout and commission. */
export async function linkListing(db: Db, actor: AuthUser, id: string, productId: string, now: Date) {
  return staffStep(db, actor, id, 'listed', now, async (tx, row) => {
    const linked = await attachConsignor(tx, productId, { consignmentId: id, consignorId: row.seller_id, payoutPaise: row.payout_paise!, commissionBp: row.commission_bp! });
    if (linked === 'not-found') throw notFound('PRODUCT_NOT_FOUND');
    if (linked === 'taken') throw new AppError(409, 'CONFLICT', 'That product already belongs to another consignment.');
    return {
      columns: sql`, product_id = ${productId}, listed_at = ${now}`,
      text: `Listed for sale at ${formatInr(row.listing_price_paise!)}`,
      mail: {
        kind: 'listed',
        subject: 'Your piece is on sale',
        body: `Your piece is now listed at ${formatInr(row.listing_price_paise!)}: /product/${productId}. When it sells and its buyer keeps it, ${formatInr(row.payout_paise!)} is yours.`,
      },
      action: 'consignment.list',
      details: { product_id: productId },
    };
  });
}

export async function proposePriceDrop(db: Db, actor: AuthUser, id: string, price: number, now: Date) {
  return step(db, id, undefined, async (tx, row) => {
    if (row.drop_status === 'proposed') throw new AppError(409, 'CONFLICT', 'A lower price is already awaiting the seller’s answer.');
    const settings = await consignmentSettings(tx);
    const verdict = priceDropProposal({ status: row.status, listedAt: row.listed_at ? new Date(row.listed_at) : null, listingPricePaise: row.listing_price_paise ?? 0 }, toPaise(price), now, settings);
    if (!verdict.ok) throw new AppError(409, 'INVALID_TRANSITION', PRICE_DROP_REFUSAL_MESSAGES[verdict.reason]);
    const t = verdict.terms;
    await tx.execute(
      sql`UPDATE consignment_submissions SET drop_price_paise = ${t.listingPricePaise}, drop_payout_paise = ${t.payoutPaise}, drop_commission_bp = ${t.rateBp}, drop_status = 'proposed', drop_proposed_at = ${now}, updated_at = ${now} WHERE id = ${id}`,
    );
    await recordStep(
      tx,
      row,
      row.status,
      `Lower price proposed: ${formatInr(t.listingPricePaise)}, your payout ${formatInr(t.payoutPaise)}`,
      {
        kind: 'price-drop',
        subject: 'A lower price for your piece?',
        body: `Your piece has been on sale for a while. We propose listing it at ${formatInr(t.listingPricePaise)}; your payout would be ${formatInr(t.payoutPaise)}. Accept or decline in your seller portal.`,
      },
      actor.id,
      now,
    );
    await audit(tx, actor.id, 'consignment.price-drop', 'consignment', id, { price, payout_paise: t.payoutPaise }, now);
    return afterStep(tx, id, now);
  });
}

/** Staff hand a piece back to its seller (asked back, or withdrawn before pickup). */
export async function returnToSeller(db: Db, actor: AuthUser, id: string, note: string | undefined, now: Date) {
  return step(db, id, undefined, async (tx, row) => {
    if (row.status !== 'withdrawal_requested') throw new AppError(409, 'INVALID_TRANSITION', 'Only a piece the seller asked back can be returned.');
    await setStatus(tx, id, 'withdrawn', now);
    const fee = row.withdrawal_fee_paise ?? 0;
    if (fee > 0)
      await tx.execute(
        sql`INSERT INTO consignment_ledger (seller_id, submission_id, kind, amount_paise, note, created_at) VALUES (${row.seller_id}, ${id}, 'withdrawal-fee', ${-fee}, ${`Early withdrawal fee: ${row.house} ${row.product_name}`}, ${now})`,
      );
    if (row.product_id) await writeProductStatus(tx, row.product_id, 'archived', now);
    await recordStep(
      tx,
      row,
      'withdrawn',
      `Returned to you${note ? `: ${note}` : ''}`,
      {
        kind: 'withdrawn',
        subject: 'Your piece is on its way back',
        body: `As you asked, your piece is on its way back to you.${fee > 0 ? ` The early withdrawal fee of ${formatInr(fee)} is in your ledger.` : ''}${note ? `\n\n${note}` : ''}`,
      },
      actor.id,
      now,
    );
    await audit(tx, actor.id, 'consignment.return-to-seller', 'consignment', id, { fee_paise: fee, note: note ?? null }, now);
    return afterStep(tx, id, now);
  });
}
