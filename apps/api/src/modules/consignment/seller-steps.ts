/** The seller's answers in the portal (issue 18): a quote, a lower price, asking for a piece back. */
import { formatInr, isQuoteOpen, withdrawalFeePaise } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { AuthUser } from '../../lib/auth';
import { AppError } from '../../lib/errors';
import { setConsignedPrice } from '../catalogue/consignor';
import { afterStep, assertStep, consignmentSettings, recordStep, setStatus, step } from './common';

export async function answerQuote(db: Db, user: AuthUser, id: string, accept: boolean, now: Date) {
  return step(db, id, user.id, async (tx, row) => {
    if (row.status === 'quoted' && row.quote_expires_at && !isQuoteOpen(new Date(row.quote_expires_at), now)) {
      await setStatus(tx, id, 'quote_lapsed', now);
      await tx.execute(sql`INSERT INTO consignment_events (submission_id, status, text, actor_id, created_at) VALUES (${id}, 'quote_lapsed', 'The quote lapsed unanswered', NULL, ${now})`);
      return { lapsed: true as const };
    }
    const to = accept ? 'accepted' : 'quote_declined';
    assertStep(row, to);
    await setStatus(tx, id, to, now);
    await recordStep(
      tx,
      row,
      to,
      accept ? 'You accepted the quote' : 'You declined the quote',
      accept
        ? { kind: 'accepted', subject: 'Quote accepted', body: 'Thank you for accepting our quote. We book the free pickup next and write to you with the date.' }
        : { kind: 'quote-declined', subject: 'Quote declined', body: 'You declined our quote; nothing more happens. You are welcome to offer us another piece at any time.' },
      user.id,
      now,
    );
    return { lapsed: false as const, data: await afterStep(tx, id, now) };
  }).then((r) => {
    if (r.lapsed) throw new AppError(409, 'INVALID_TRANSITION', 'This quote has lapsed: it was open until the date it gave. Offer us the piece again for a new quote.');
    return r.data;
  });
}

export async function answerPriceDrop(db: Db, user: AuthUser, id: string, accept: boolean, now: Date) {
  return step(db, id, user.id, async (tx, row) => {
    if (row.drop_status !== 'proposed' || row.status !== 'listed') throw new AppError(409, 'INVALID_TRANSITION', 'There is no lower price awaiting your answer.');
    if (accept) {
      await tx.execute(
        sql`UPDATE consignment_submissions SET drop_status = 'accepted', listing_price_paise = drop_price_paise, payout_paise = drop_payout_paise, commission_bp = drop_commission_bp, updated_at = ${now} WHERE id = ${id}`,
      );
      if (row.product_id) await setConsignedPrice(tx, row.product_id, { pricePaise: row.drop_price_paise!, payoutPaise: row.drop_payout_paise!, commissionBp: row.drop_commission_bp! }, now);
    } else {
      await tx.execute(sql`UPDATE consignment_submissions SET drop_status = 'declined', updated_at = ${now} WHERE id = ${id}`);
    }
    await recordStep(
      tx,
      row,
      row.status,
      accept ? `You accepted the lower price: ${formatInr(row.drop_price_paise!)}, payout ${formatInr(row.drop_payout_paise!)}` : 'You declined the lower price',
      {
        kind: 'price-drop-answer',
        subject: accept ? 'New price agreed' : 'Price unchanged',
        body: accept ? `Your piece is now listed at ${formatInr(row.drop_price_paise!)}; your payout is ${formatInr(row.drop_payout_paise!)}.` : 'Your piece stays at its present price.',
      },
      user.id,
      now,
    );
    return afterStep(tx, id, now);
  });
}

/** The seller asks for the piece back: before pickup it is simply withdrawn; a listed piece may carry the early withdrawal fee. */
export async function askPieceBack(db: Db, user: AuthUser, id: string, now: Date) {
  return step(db, id, user.id, async (tx, row) => {
    if (['submitted', 'quoted', 'accepted', 'pickup_scheduled'].includes(row.status)) {
      await setStatus(tx, id, 'withdrawn', now);
      await recordStep(tx, row, 'withdrawn', 'You withdrew the piece', { kind: 'withdrawn', subject: 'Piece withdrawn', body: 'You withdrew your piece; nothing more happens.' }, user.id, now);
      return afterStep(tx, id, now);
    }
    assertStep(row, 'withdrawal_requested');
    const settings = await consignmentSettings(tx);
    const fee = withdrawalFeePaise({ status: row.status, listedAt: row.listed_at ? new Date(row.listed_at) : null }, now, settings);
    await setStatus(tx, id, 'withdrawal_requested', now, sql`, withdrawal_fee_paise = ${fee}`);
    await recordStep(
      tx,
      row,
      'withdrawal_requested',
      `You asked for the piece back${fee > 0 ? ` (early withdrawal fee ${formatInr(fee)})` : ''}`,
      {
        kind: 'withdrawal-requested',
        subject: 'We will return your piece',
        body: `We have your request and send the piece back to you shortly.${fee > 0 ? ` As it is withdrawn within the consignment period, a fee of ${formatInr(fee)} applies.` : ''}`,
      },
      user.id,
      now,
    );
    return afterStep(tx, id, now);
  });
}
