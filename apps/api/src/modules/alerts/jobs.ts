/**
 * The alert mails, made by the timed work. Each step claims its rows with FOR UPDATE SKIP LOCKED
 * (or a conflict-free insert) and marks them done in the same transaction as it queues the mail,
 * so two processes never mail the same thing and a second run finds nothing left to send.
 */
import { DIGEST_LIMIT, SIMILAR_LIMIT, dueBatches, linesToMail, matchesProductRequest, savedSearchPath, type AlertKind, type ListingFacts, type PieceNow } from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../../db/client';
import { queueMail } from '../../lib/mail';
import { newListingsMatching } from '../catalogue/new-listings';
import { digestMail, priceDropMail, requestMatchMail, unavailableMail, type MailContext, type MailPiece } from './mails';
import { emailSubject, storedQuery, userSubject, wantsMail } from './service';
import { unsubscribeToken } from './tokens';

export interface AlertJobOptions {
  /** Price drops for one shopper within this many seconds become one mail (ALERTS_BATCH_SECONDS). */
  batchSeconds: number;
  publicUrl: string;
  /** Signs the unsubscribe links (see tokens.ts appSecret). */
  secret: string;
}

export interface AlertReport {
  priceDropMails: number;
  unavailableMails: number;
  digestMails: number;
  requestMails: number;
}

const DAY_MS = 86_400_000;
/** Product requests older than this are not matched any more. */
const REQUEST_MAX_AGE_DAYS = 365;
/** Alert rows already accounted for are deleted after this many days. */
const KEEP_DONE_DAYS = 90;

interface PieceRow {
  id: string;
  product_name: string;
  brand_name: string | null;
  effective_price_paise: number;
  status: string;
  stock: number;
  image: string | null;
}

const PIECE_COLUMNS = sql`p.id, p.product_name, p.brand_name, p.effective_price_paise, p.status,
  coalesce((SELECT sum(s.quantity) FROM product_sizes s WHERE s.product_id = p.id), 0)::int AS stock,
  (SELECT i.url FROM product_images i WHERE i.product_id = p.id ORDER BY i.position LIMIT 1) AS image`;

const toPiece = (r: PieceRow): MailPiece => ({ id: r.id, name: r.product_name, brand: r.brand_name, pricePaise: r.effective_price_paise, image: r.image });

async function piecesById(db: Db, ids: string[]): Promise<Map<string, PieceRow>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows<PieceRow>(db, sql`SELECT ${PIECE_COLUMNS} FROM products p WHERE p.id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
  return new Map(rows.map((r) => [r.id, r]));
}

function context(options: AlertJobOptions, subject: string, kind: AlertKind): MailContext {
  return { publicUrl: options.publicUrl, token: unsubscribeToken(options.secret, subject, kind) };
}

async function recipient(db: Db, userId: string): Promise<{ email: string; first_name: string } | null> {
  const rows = await selectRows<{ email: string; first_name: string }>(db, sql`SELECT email, first_name FROM users WHERE id = ${userId} AND disabled_at IS NULL`);
  return rows[0] ?? null;
}

/** Which of these shoppers' pieces are still on their wishlists ("user|product"): a piece taken off before the mail is not mailed. */
async function stillWishlisted(db: Db, userIds: string[]): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await selectRows<{ user_id: string; product_id: string }>(db, sql`SELECT user_id, product_id FROM wishlist_items WHERE user_id = ANY(${`{${userIds.join(',')}}`}::uuid[])`);
  return new Set(rows.map((r) => `${r.user_id}|${r.product_id}`));
}

async function finish(db: Db, ids: string[], outcome: string, now: Date): Promise<void> {
  await db.execute(sql`UPDATE alert_events SET done_at = ${now}, outcome = ${outcome} WHERE id = ANY(${`{${ids.join(',')}}`}::uuid[])`);
}

/** Price drops: one mail per shopper once the shopper's batch window has closed, naming each piece. */
async function mailPriceDrops(db: Db, options: AlertJobOptions, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await selectRows<{ id: string; user_id: string; product_id: string; old_price_paise: number; new_price_paise: number; seen_at: Date | string }>(
      tx,
      sql`SELECT id, user_id, product_id, old_price_paise, new_price_paise, seen_at FROM alert_events
           WHERE kind = 'price_drop' AND done_at IS NULL AND seen_at IS NOT NULL
           ORDER BY seen_at LIMIT 500 FOR UPDATE SKIP LOCKED`,
    );
    const events = rows.map((r) => ({ id: r.id, userId: r.user_id, productId: r.product_id, oldPricePaise: r.old_price_paise, newPricePaise: r.new_price_paise, seenAt: new Date(r.seen_at) }));
    const batches = dueBatches(events, now, options.batchSeconds);
    if (batches.length === 0) return 0;
    const pieces = await piecesById(tx, [...new Set(batches.flatMap((b) => b.lines.map((l) => l.productId)))]);
    const current = new Map<string, PieceNow>([...pieces].map(([id, p]) => [id, { pricePaise: p.effective_price_paise, forSale: p.status === 'active' && p.stock > 0 }]));
    const wishlisted = await stillWishlisted(
      tx,
      batches.map((b) => b.userId),
    );
    let mailed = 0;
    for (const batch of batches) {
      const subject = userSubject(batch.userId);
      const lines = linesToMail(batch.lines, current).filter((l) => wishlisted.has(`${batch.userId}|${l.productId}`));
      const to = await recipient(tx, batch.userId);
      if (!(await wantsMail(tx, subject, 'price_drop'))) {
        await finish(tx, batch.eventIds, 'unsubscribed', now);
        continue;
      }
      if (!to || lines.length === 0) {
        await finish(tx, batch.eventIds, 'nothing-to-say', now);
        continue;
      }
      const mailPieces = lines.map((l) => ({ ...toPiece(pieces.get(l.productId)!), pricePaise: l.newPricePaise, oldPricePaise: l.oldPricePaise }));
      await queueMail(tx, priceDropMail(context(options, subject, 'price_drop'), to.email, to.first_name, mailPieces), now);
      await finish(tx, batch.eventIds, 'mailed', now);
      mailed += 1;
    }
    return mailed;
  });
}

/**
 * Up to four pieces still for sale like this one, in the same department (women, men, kids): the
 * same kind first (its type, then its sub-category; the house's own before others at each step),
 * then the house's other pieces (sunglasses are followed by other eyewear before the house's skirts).
 */
async function similarPieces(db: Db, productId: string): Promise<MailPiece[]> {
  const rows = await selectRows<PieceRow>(
    db,
    sql`WITH base AS (SELECT brand_id, category_id, sub_category_id, sub_sub_category_id FROM products WHERE id = ${productId})
        SELECT ${PIECE_COLUMNS} FROM products p, base b
         WHERE p.status = 'active' AND p.id <> ${productId} AND p.category_id = b.category_id
           AND (p.brand_id = b.brand_id OR p.sub_category_id = b.sub_category_id)
           AND EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id AND s.quantity > 0)
         ORDER BY (p.sub_sub_category_id IS NOT DISTINCT FROM b.sub_sub_category_id) DESC,
                  (p.sub_category_id IS NOT DISTINCT FROM b.sub_category_id) DESC,
                  (p.brand_id IS NOT DISTINCT FROM b.brand_id) DESC, p.created_at DESC, p.id
         LIMIT ${SIMILAR_LIMIT}`,
  );
  return rows.map(toPiece);
}

/**
 * A wishlisted piece's last unit taken: sold, or held (on layaway). While an online payment is
 * pending the row waits; if the piece is back in stock (payment lapsed, order cancelled) nothing is sent.
 */
async function mailUnavailable(db: Db, options: AlertJobOptions, now: Date): Promise<number> {
  return db.transaction(async (tx) => {
    const rows = await selectRows<{ id: string; user_id: string; product_id: string }>(
      tx,
      sql`SELECT id, user_id, product_id FROM alert_events
           WHERE kind = 'unavailable' AND done_at IS NULL AND seen_at IS NOT NULL
           ORDER BY seen_at LIMIT 100 FOR UPDATE SKIP LOCKED`,
    );
    if (rows.length === 0) return 0;
    const pieces = await piecesById(tx, [...new Set(rows.map((r) => r.product_id))]);
    const verdicts = new Map<string, { held: boolean; similar: MailPiece[] } | 'wait' | 'back'>();
    for (const [id, piece] of pieces) {
      if (piece.stock > 0 || piece.status !== 'active') {
        verdicts.set(id, 'back');
        continue;
      }
      const statuses = (await selectRows<{ status: string }>(tx, sql`SELECT DISTINCT status FROM order_items WHERE product_id = ${id}`)).map((s) => s.status);
      if (statuses.includes('Awaiting Payment')) verdicts.set(id, 'wait');
      else verdicts.set(id, { held: statuses.includes('On Layaway'), similar: await similarPieces(tx, id) });
    }
    const wishlisted = await stillWishlisted(tx, [...new Set(rows.map((r) => r.user_id))]);
    let mailed = 0;
    for (const row of rows) {
      const verdict = verdicts.get(row.product_id);
      if (verdict === 'wait') continue;
      if (!wishlisted.has(`${row.user_id}|${row.product_id}`)) {
        await finish(tx, [row.id], 'nothing-to-say', now);
        continue;
      }
      if (!verdict || verdict === 'back') {
        await finish(tx, [row.id], 'back-in-stock', now);
        continue;
      }
      const subject = userSubject(row.user_id);
      if (!(await wantsMail(tx, subject, 'sold'))) {
        await finish(tx, [row.id], 'unsubscribed', now);
        continue;
      }
      const to = await recipient(tx, row.user_id);
      if (!to) {
        await finish(tx, [row.id], 'nothing-to-say', now);
        continue;
      }
      const piece = toPiece(pieces.get(row.product_id)!);
      await queueMail(tx, unavailableMail(context(options, subject, 'sold'), to.email, to.first_name, piece, verdict.held, verdict.similar), now);
      await finish(tx, [row.id], verdict.held ? 'mailed-held' : 'mailed-sold', now);
      mailed += 1;
    }
    return mailed;
  });
}

interface ListingRow extends PieceRow {
  text: string;
  created_at: Date | string;
}

const LISTING_COLUMNS = sql`${PIECE_COLUMNS}, p.search_title || ' ' || p.search_body AS text, p.created_at`;

const facts = (r: ListingRow): ListingFacts => ({ brandName: r.brand_name, text: r.text });

/**
 * The daily digest of each saved search whose day has come: the pieces listed since the last
 * digest that its shop page shows (the catalogue's own filter and forgiving search, so "guci"
 * finds Gucci as the shop does), at most 12 in the mail, newest first. The catalogue is asked
 * before the search's row is claimed (on PGlite a query outside an open transaction would wait for
 * it); the claim re-checks that the row is still due and unchanged and moves it on a day in the
 * same transaction as it queues the mail, so a second run, here or in another process, sends nothing.
 */
async function mailDigests(database: Database, options: AlertJobOptions, now: Date): Promise<number> {
  // The digest's start as text (exact, for the claim's check) and in milliseconds (for the catalogue).
  const due = await selectRows<{ id: string; user_id: string; name: string; query: unknown; digested_until: string; after_ms: number }>(
    database.db,
    sql`SELECT id, user_id, name, query, digested_until::text, (extract(epoch FROM digested_until) * 1000)::float8 AS after_ms
          FROM saved_searches WHERE next_digest_at <= ${now} ORDER BY next_digest_at LIMIT 50`,
  );
  let mailed = 0;
  for (const search of due) {
    const query = storedQuery(search.query);
    const found = await newListingsMatching(database, query, { after: new Date(Number(search.after_ms)), until: now, limit: DIGEST_LIMIT });
    const sent = await database.db.transaction(async (tx) => {
      const claimed = await selectRows<{ id: string }>(
        tx,
        sql`SELECT id FROM saved_searches WHERE id = ${search.id} AND next_digest_at <= ${now} AND digested_until = ${search.digested_until}::timestamptz FOR UPDATE SKIP LOCKED`,
      );
      if (!claimed[0]) return false;
      await tx.execute(sql`UPDATE saved_searches SET digested_until = ${now}, last_digest_at = ${now}, next_digest_at = ${new Date(now.getTime() + DAY_MS)} WHERE id = ${search.id}`);
      if (found.total === 0) return false;
      const subject = userSubject(search.user_id);
      if (!(await wantsMail(tx, subject, 'saved_search'))) return false;
      const to = await recipient(tx, search.user_id);
      if (!to) return false;
      const pieces = await piecesById(tx, found.ids);
      const listed = found.ids.flatMap((id) => (pieces.has(id) ? [toPiece(pieces.get(id)!)] : []));
      const url = `${options.publicUrl}${savedSearchPath(query)}`;
      await queueMail(tx, digestMail(context(options, subject, 'saved_search'), to.email, to.first_name, search.name, listed, found.total, url), now);
      return true;
    });
    if (sent) mailed += 1;
  }
  return mailed;
}

/**
 * New listings against open product requests: the first listing of the requested house that
 * carries the request's words is mailed to the requester, once (the match row is the claim).
 */
async function mailRequestMatches(db: Db, options: AlertJobOptions, now: Date): Promise<number> {
  const openRequest = sql`SELECT 1 FROM product_requests r WHERE r.handled_at IS NULL AND r.created_at > ${new Date(now.getTime() - REQUEST_MAX_AGE_DAYS * DAY_MS)}
    AND NOT EXISTS (SELECT 1 FROM alert_request_matches m WHERE m.request_id = r.id)`;
  // With no open request (the usual case, and after a bulk import or the demo seed) the queue is emptied in one statement.
  // One statement, one snapshot: a listing queued after it started is kept for a request made after it started.
  await db.execute(sql`DELETE FROM alert_new_listings WHERE NOT EXISTS (${openRequest})`);
  return db.transaction(async (tx) => {
    const queued = await selectRows<{ product_id: string }>(
      tx,
      sql`DELETE FROM alert_new_listings WHERE product_id IN (
            SELECT product_id FROM alert_new_listings ORDER BY created_at LIMIT 500 FOR UPDATE SKIP LOCKED)
          RETURNING product_id`,
    );
    if (queued.length === 0) return 0;
    const ids = queued.map((q) => q.product_id);
    const requests = await selectRows<{ id: string; user_id: string | null; product_name: string; brand: string; contact_email: string; created_at: Date | string }>(
      tx,
      sql`SELECT r.id, r.user_id, r.product_name, r.brand, r.contact_email, r.created_at FROM product_requests r
           WHERE r.handled_at IS NULL AND r.created_at > ${new Date(now.getTime() - REQUEST_MAX_AGE_DAYS * DAY_MS)}
             AND NOT EXISTS (SELECT 1 FROM alert_request_matches m WHERE m.request_id = r.id)
           ORDER BY r.created_at LIMIT 1000`,
    );
    if (requests.length === 0) return 0;
    const listings = await selectRows<ListingRow>(
      tx,
      sql`SELECT ${LISTING_COLUMNS} FROM products p
           WHERE p.id = ANY(${`{${ids.join(',')}}`}::uuid[]) AND p.status = 'active'
             AND EXISTS (SELECT 1 FROM product_sizes s WHERE s.product_id = p.id AND s.quantity > 0)
           ORDER BY p.created_at, p.id`,
    );
    let mailed = 0;
    for (const request of requests) {
      const listing = listings.find((l) => new Date(l.created_at) >= new Date(request.created_at) && matchesProductRequest(facts(l), { brand: request.brand, productName: request.product_name }));
      if (!listing) continue;
      const subject = request.user_id ? userSubject(request.user_id) : emailSubject(request.contact_email);
      const wants = await wantsMail(tx, subject, 'product_request');
      const claimed = await selectRows<{ request_id: string }>(
        tx,
        sql`INSERT INTO alert_request_matches (request_id, product_id, outcome, created_at) VALUES (${request.id}, ${listing.id}, ${wants ? 'mailed' : 'unsubscribed'}, ${now})
            ON CONFLICT (request_id) DO NOTHING RETURNING request_id`,
      );
      if (!claimed[0] || !wants) continue;
      await queueMail(tx, requestMatchMail(context(options, subject, 'product_request'), request.contact_email, request.product_name, toPiece(listing)), now);
      mailed += 1;
    }
    return mailed;
  });
}

/** Runs every alert step once. */
export async function runAlertWork(database: Database, options: AlertJobOptions, now: Date): Promise<AlertReport> {
  const { db } = database;
  // The batch window is measured on the timed work's clock, from the first run that sees a drop.
  await db.execute(sql`UPDATE alert_events SET seen_at = ${now} WHERE seen_at IS NULL AND done_at IS NULL`);
  // Rows accounted for are kept a while for looking into what was sent, then dropped.
  const keepUntil = new Date(now.getTime() - KEEP_DONE_DAYS * DAY_MS);
  await db.execute(sql`DELETE FROM alert_events WHERE done_at < ${keepUntil}`);
  return {
    priceDropMails: await mailPriceDrops(db, options, now),
    unavailableMails: await mailUnavailable(db, options, now),
    digestMails: await mailDigests(database, options, now),
    requestMails: await mailRequestMatches(db, options, now),
  };
}
