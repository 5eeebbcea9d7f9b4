/** What the consignment service's files share: the row, its DTO, the timeline step, the settings. */
import {
  CONSIGNMENT_DEFAULTS,
  CONSIGNMENT_STATUS_LABEL,
  canConsignmentTransition,
  isQuoteOpen,
  toRupees,
  type ConsignmentSettings,
  type ConsignmentStatus,
  type ConsignmentSubmission,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import { selectRows, type Db } from '../../db/client';
import { consignmentEvents } from '../../db/schema';
import { AppError, notFound } from '../../lib/errors';
import { queueMail } from '../../lib/mail';

type Ts = string | Date | null;
export interface SubmissionRow {
  id: string;
  seller_id: string;
  status: ConsignmentStatus;
  house: string;
  product_name: string;
  category: string;
  condition: string;
  included: string[];
  purchase_year: number | null;
  asking_price_paise: number;
  description: string;
  photos: string[];
  phone: string;
  pickup_address: string;
  listing_price_paise: number | null;
  commission_bp: number | null;
  payout_paise: number | null;
  quote_note: string | null;
  quoted_at: Ts;
  quote_expires_at: Ts;
  decline_reason: string | null;
  pickup_at: Ts;
  pickup_note: string | null;
  received_at: Ts;
  auth_result: 'pass' | 'fail' | null;
  auth_notes: string | null;
  authenticated_at: Ts;
  auth_photos: string[];
  product_id: string | null;
  listed_at: Ts;
  drop_price_paise: number | null;
  drop_payout_paise: number | null;
  drop_commission_bp: number | null;
  drop_status: 'proposed' | 'accepted' | 'declined' | null;
  drop_proposed_at: Ts;
  withdrawal_fee_paise: number | null;
  created_at: Ts;
  email: string;
  first_name: string;
  last_name: string;
}

const iso = (d: Ts) => (d === null ? null : new Date(d).toISOString());

export const NOT_FOUND_MESSAGE = 'We could not find that consignment.';

/** The submission joined with its seller's name and address; `lock` takes the submission's row lock. */
export async function loadSubmission(db: Db, id: string, options: { lock?: boolean; sellerId?: string } = {}): Promise<SubmissionRow> {
  const row = (
    await selectRows<SubmissionRow>(
      db,
      sql`SELECT s.*, u.email, u.first_name, u.last_name FROM consignment_submissions s JOIN users u ON u.id = s.seller_id
           WHERE s.id = ${id} ${options.sellerId ? sql`AND s.seller_id = ${options.sellerId}` : sql``} ${options.lock ? sql`FOR UPDATE OF s` : sql``}`,
    )
  )[0];
  // Another seller's submission answers exactly like one that does not exist.
  if (!row) throw notFound('NOT_FOUND', NOT_FOUND_MESSAGE);
  return row;
}

/** Refuses a step out of turn with the piece's present state in the message. */
export function assertStep(row: SubmissionRow, to: ConsignmentStatus): void {
  if (!canConsignmentTransition(row.status, to)) {
    throw new AppError(409, 'INVALID_TRANSITION', `This piece is "${CONSIGNMENT_STATUS_LABEL[row.status]}"; that step is not possible now.`);
  }
}

/** A line of the piece's timeline both sides see, with the photos shown with it. */
export async function addTimelineLine(tx: Db, submissionId: string, status: ConsignmentStatus, text: string, actorId: string | null, now: Date, photos: readonly string[] = []): Promise<void> {
  await tx.insert(consignmentEvents).values({ submissionId, status, text, photos: [...photos], actorId, createdAt: now });
}

/**
 * One step of a piece: the timeline line both sides see and the seller's mail, in the caller's
 * transaction. (The status itself is written by the caller with the step's own columns.)
 */
export async function recordStep(
  tx: Db,
  row: Pick<SubmissionRow, 'id' | 'email' | 'first_name' | 'house' | 'product_name'>,
  status: ConsignmentStatus,
  text: string,
  mail: { kind: string; subject: string; body: string },
  actorId: string | null,
  now: Date,
  photos: readonly string[] = [],
): Promise<void> {
  await addTimelineLine(tx, row.id, status, text, actorId, now, photos);
  await queueMail(
    tx,
    {
      to: row.email,
      kind: `consignment-${mail.kind}`,
      subject: `${mail.subject}: ${row.house} ${row.product_name}`,
      text: `Dear ${row.first_name},\n\n${mail.body}\n\nYou can follow every step of your piece in your seller portal: /seller\n\nTangerine Luxury`,
    },
    now,
  );
}

export type TimelineLine = ConsignmentSubmission['timeline'][number];

export async function timelineOf(db: Db, ids: string[]): Promise<Map<string, TimelineLine[]>> {
  const out = new Map<string, TimelineLine[]>();
  if (ids.length === 0) return out;
  const rows = await selectRows<{ submission_id: string; text: string; photos: string[]; created_at: Ts }>(
    db,
    sql`SELECT submission_id, text, photos, created_at FROM consignment_events WHERE submission_id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) ORDER BY created_at, seq`,
  );
  for (const r of rows) out.set(r.submission_id, [...(out.get(r.submission_id) ?? []), { at: iso(r.created_at)!, text: r.text, photos: r.photos ?? [] }]);
  return out;
}

export function toSubmissionDto(r: SubmissionRow, timeline: TimelineLine[], now: Date): ConsignmentSubmission {
  const hasQuote = r.listing_price_paise !== null && r.payout_paise !== null && r.commission_bp !== null && r.quote_expires_at !== null;
  return {
    _id: r.id,
    status: r.status,
    house: r.house,
    product_name: r.product_name,
    category: r.category,
    condition: r.condition,
    included: r.included ?? [],
    purchase_year: r.purchase_year,
    asking_price: toRupees(r.asking_price_paise),
    description: r.description,
    photos: r.photos ?? [],
    phone: r.phone,
    pickup_address: r.pickup_address,
    quote: hasQuote
      ? {
          listing_price: toRupees(r.listing_price_paise!),
          commission_percent: r.commission_bp! / 100,
          commission: toRupees(r.listing_price_paise! - r.payout_paise!),
          payout: toRupees(r.payout_paise!),
          note: r.quote_note,
          expires_at: iso(r.quote_expires_at)!,
          open: r.status === 'quoted' && isQuoteOpen(new Date(r.quote_expires_at!), now),
        }
      : null,
    decline_reason: r.decline_reason,
    pickup: r.pickup_at ? { at: iso(r.pickup_at)!, note: r.pickup_note } : null,
    received_at: iso(r.received_at),
    authentication: r.auth_result && r.authenticated_at ? { result: r.auth_result, notes: r.auth_notes ?? '', at: iso(r.authenticated_at)! } : null,
    auth_photos: r.auth_photos ?? [],
    product_id: r.product_id,
    listed_at: iso(r.listed_at),
    price_drop:
      r.drop_status && r.drop_price_paise !== null && r.drop_payout_paise !== null
        ? { price: toRupees(r.drop_price_paise), payout: toRupees(r.drop_payout_paise), status: r.drop_status, proposed_at: iso(r.drop_proposed_at)! }
        : null,
    withdrawal_fee: r.withdrawal_fee_paise === null ? null : toRupees(r.withdrawal_fee_paise),
    seller: { _id: r.seller_id, name: `${r.first_name} ${r.last_name}`.trim(), email: r.email },
    timeline,
    createdAt: iso(r.created_at)!,
  };
}

/** The consignment settings: the stored `consignment` setting over the defaults. */
export async function consignmentSettings(db: Db): Promise<ConsignmentSettings> {
  const row = (await selectRows<{ value: Partial<ConsignmentSettings> }>(db, sql`SELECT value FROM settings WHERE key = 'consignment'`))[0];
  return { ...CONSIGNMENT_DEFAULTS, ...(row?.value ?? {}) };
}

export async function afterStep(tx: Db, id: string, now: Date): Promise<ConsignmentSubmission> {
  const row = await loadSubmission(tx, id);
  return toSubmissionDto(row, (await timelineOf(tx, [id])).get(id) ?? [], now);
}

/** Runs one step under the submission's row lock; `sellerId` limits it to the seller's own pieces. */
export async function step<T>(db: Db, id: string, sellerId: string | undefined, work: (tx: Db, row: SubmissionRow) => Promise<T>) {
  return db.transaction(async (tx) => work(tx, await loadSubmission(tx, id, { lock: true, sellerId })));
}

export async function setStatus(tx: Db, id: string, status: ConsignmentStatus, now: Date, extra = sql``) {
  await tx.execute(sql`UPDATE consignment_submissions SET status = ${status}, updated_at = ${now} ${extra} WHERE id = ${id}`);
}
