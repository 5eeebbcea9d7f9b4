/**
 * The home page's content (issue 19): hero slides with their dates, the creator carousel and the
 * featured edits. Staff edit them in the back office; the home page (rendered on the server, its
 * HTML cached per URL) reads the live ones. Every write announces itself on the catalogue channel
 * in its transaction, so each process drops its cached pages at commit.
 */
import {
  ProductListQuerySchema,
  slideState,
  type ContentKind,
  type CreatorVideo,
  type FeaturedEdit,
  type HeroSlide,
  type HomeContent,
  type ProductSummary,
  type StaffCreatorVideo,
  type StaffFeaturedEdit,
  type StaffHeroSlide,
} from '@shop/shared';
import { CreatorVideoBodySchema, FeaturedEditBodySchema, HeroSlideBodySchema } from '@shop/shared';
import { SQL, sql } from 'drizzle-orm';
import { selectRows, type Database, type Db } from '../../db/client';
import { audit } from '../../lib/audit';
import { CATALOGUE_CHANNEL, CONTENT_NOTICE, type ProductCache } from '../../lib/cache';
import { badRequest, notFound } from '../../lib/errors';
import type { ListingIndex } from '../catalogue/listing-index';
import { listProducts, productSummaries } from '../catalogue/service';

/** How many pieces of an edit the home page shows. */
const EDIT_PIECES_SHOWN = 4;

/** A slide as the back office reads it: the shopper's slide, its dates as the driver gives them and its place. */
interface SlideRow extends HeroSlide {
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  position: number;
}
interface EditRow {
  id: string;
  title: string;
  description: string;
  kind: 'pieces' | 'filter';
  product_ids: string[] | string;
  filter: Record<string, string>;
  is_visible: boolean;
  position: number;
}

const asDate = (v: string | Date | null): Date | null => (v === null ? null : new Date(v));

function toStaffSlide({ starts_at, ends_at, ...slide }: SlideRow, now: Date): StaffHeroSlide {
  const startsAt = asDate(starts_at);
  const endsAt = asDate(ends_at);
  return { ...slide, starts_at: startsAt?.toISOString() ?? null, ends_at: endsAt?.toISOString() ?? null, state: slideState({ startsAt, endsAt }, now) };
}
/** PGlite returns uuid[] as an array; node-postgres may give the literal `{a,b}`. */
function idsOf(v: string[] | string): string[] {
  if (Array.isArray(v)) return v;
  return v
    .replace(/^\{|\}$/g, '')
    .split(',')
    .filter(Boolean);
}
function toStaffEdit(r: EditRow): StaffFeaturedEdit {
  return { _id: r.id, title: r.title, description: r.description, kind: r.kind, product_ids: idsOf(r.product_ids), filter: r.filter, visible: r.is_visible, position: r.position };
}

/** A slide's and a video's columns under the names the API gives them (a shopper's slide or video is exactly these). */
const SLIDE_COLUMNS = sql`id AS _id, eyebrow, heading, body AS text, link_url, link_label, image_url AS image, phone_image_url AS phone_image, image_alt`;
const VIDEO_COLUMNS = sql`id AS _id, title, credit, video_url, image_url AS image`;

/** The pieces of an edit as the home page shows them: its chosen pieces still for sale, or the first of its filter's listing. */
async function editProducts(database: Database, edit: EditRow, index?: ListingIndex, cards?: ProductCache<unknown>): Promise<ProductSummary[]> {
  if (edit.kind === 'pieces') {
    const ids = idsOf(edit.product_ids);
    const found = await productSummaries(database, ids);
    return ids
      .flatMap((id) => {
        const card = found.get(id);
        if (!card || card.sold_out) return [];
        const { description: _description, ...summary } = card;
        return [summary];
      })
      .slice(0, EDIT_PIECES_SHOWN);
  }
  const query = ProductListQuerySchema.safeParse({ ...edit.filter, in_stock: 'true', facets: 'false', limit: String(EDIT_PIECES_SHOWN) });
  if (!query.success) return [];
  return (await listProducts(database, query.data, index, cards)).products;
}

/** What the home page shows at `now`: the live slides, the visible carousel entries, the visible edits that have pieces. */
export async function getHomeContent(database: Database, now: Date, index?: ListingIndex, cards?: ProductCache<unknown>): Promise<HomeContent> {
  const db = database.db;
  const slides = await selectRows<HeroSlide>(
    db,
    sql`SELECT ${SLIDE_COLUMNS} FROM hero_slides WHERE (starts_at IS NULL OR starts_at <= ${now}) AND (ends_at IS NULL OR ends_at > ${now}) ORDER BY position, created_at`,
  );
  const videos = await selectRows<CreatorVideo>(db, sql`SELECT ${VIDEO_COLUMNS} FROM creator_videos WHERE is_visible ORDER BY position, created_at`);
  const editRows = await selectRows<EditRow>(
    db,
    sql`SELECT id, title, description, kind, product_ids, filter, is_visible, position FROM featured_edits WHERE is_visible ORDER BY position, created_at`,
  );
  const edits: FeaturedEdit[] = [];
  for (const e of editRows) {
    const products = await editProducts(database, e, index, cards);
    if (products.length) edits.push({ _id: e.id, title: e.title, description: e.description, kind: e.kind, filter: e.kind === 'filter' ? e.filter : {}, products });
  }
  return { slides, videos, edits };
}

/** The first live slide's pictures, for the home page's preload tags; null when none is live. */
export async function firstLiveSlide(db: Db, now: Date): Promise<Pick<HeroSlide, 'image' | 'phone_image'> | null> {
  const [row] = await selectRows<Pick<HeroSlide, 'image' | 'phone_image'>>(
    db,
    sql`SELECT image_url AS image, phone_image_url AS phone_image FROM hero_slides WHERE (starts_at IS NULL OR starts_at <= ${now}) AND (ends_at IS NULL OR ends_at > ${now}) ORDER BY position, created_at LIMIT 1`,
  );
  return row ?? null;
}

/** True when a slide started or ended in (since, now]: the cached home page is then out of date. */
export async function slideDatesPassed(db: Db, since: Date, now: Date): Promise<boolean> {
  const rows = await selectRows<{ id: string }>(db, sql`SELECT id FROM hero_slides WHERE (starts_at > ${since} AND starts_at <= ${now}) OR (ends_at > ${since} AND ends_at <= ${now}) LIMIT 1`);
  return rows.length > 0;
}

// The back office

export async function listSlides(db: Db, now: Date): Promise<StaffHeroSlide[]> {
  const rows = await selectRows<SlideRow>(db, sql`SELECT ${SLIDE_COLUMNS}, starts_at, ends_at, position FROM hero_slides ORDER BY position, created_at`);
  return rows.map((r) => toStaffSlide(r, now));
}

export async function listVideos(db: Db): Promise<StaffCreatorVideo[]> {
  return selectRows<StaffCreatorVideo>(db, sql`SELECT ${VIDEO_COLUMNS}, is_visible AS visible, position FROM creator_videos ORDER BY position, created_at`);
}

export async function listEdits(db: Db): Promise<StaffFeaturedEdit[]> {
  const rows = await selectRows<EditRow>(db, sql`SELECT id, title, description, kind, product_ids, filter, is_visible, position FROM featured_edits ORDER BY position, created_at`);
  return rows.map(toStaffEdit);
}

const TABLES: Record<ContentKind, { table: SQL; entity: string }> = {
  slides: { table: sql`hero_slides`, entity: 'hero_slide' },
  videos: { table: sql`creator_videos`, entity: 'creator_video' },
  edits: { table: sql`featured_edits`, entity: 'featured_edit' },
};

/** Drops every process's cached pages when the transaction commits. */
async function announce(tx: Db): Promise<void> {
  await tx.execute(sql`SELECT pg_notify(${CATALOGUE_CHANNEL}, ${CONTENT_NOTICE})`);
}

async function nextPosition(tx: Db, kind: ContentKind): Promise<number> {
  const [row] = await selectRows<{ n: number }>(tx, sql`SELECT coalesce(max(position) + 1, 0)::int AS n FROM ${TABLES[kind].table}`);
  return row!.n;
}

/** An edit's pieces must exist and be for sale when it is saved. */
async function checkPieces(tx: Db, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const unique = [...new Set(ids)];
  if (unique.length !== ids.length) throw badRequest('VALIDATION_FAILED', 'A piece is listed twice in the edit.');
  const rows = await selectRows<{ id: string }>(tx, sql`SELECT id FROM products WHERE status = 'active' AND id = ANY(${`{${unique.join(',')}}`}::uuid[])`);
  if (rows.length !== unique.length) throw badRequest('VALIDATION_FAILED', 'Some pieces of the edit are not in the shop.');
}

type Columns = [column: string, value: SQL | string | number | boolean | Date | null][];

/** The columns a kind's body sets, after its schema (the routes parse too; a service never trusts its caller). */
async function columnsFor(tx: Db, kind: ContentKind, input: unknown): Promise<Columns> {
  if (kind === 'slides') {
    const b = HeroSlideBodySchema.parse(input);
    return [
      ['eyebrow', b.eyebrow ?? ''],
      ['heading', b.heading],
      ['body', b.text ?? ''],
      ['link_url', b.link_url],
      ['link_label', b.link_label],
      ['image_url', b.image],
      ['phone_image_url', b.phone_image],
      ['image_alt', b.image_alt],
      ['starts_at', b.starts_at ? new Date(b.starts_at) : null],
      ['ends_at', b.ends_at ? new Date(b.ends_at) : null],
    ];
  }
  if (kind === 'videos') {
    const b = CreatorVideoBodySchema.parse(input);
    return [
      ['title', b.title],
      ['credit', b.credit],
      ['video_url', b.video_url],
      ['image_url', b.image],
      ['is_visible', b.visible],
    ];
  }
  const b = FeaturedEditBodySchema.parse(input);
  const ids = b.kind === 'pieces' ? b.product_ids : [];
  await checkPieces(tx, ids);
  return [
    ['title', b.title],
    ['description', b.description ?? ''],
    ['kind', b.kind],
    ['product_ids', sql`${`{${ids.join(',')}}`}::uuid[]`],
    ['filter', sql`${JSON.stringify(b.kind === 'filter' ? b.filter : {})}::jsonb`],
    ['is_visible', b.visible],
  ];
}

const valueOf = (v: Columns[number][1]): SQL => (v instanceof SQL ? v : sql`${v}`);

/** Adds one row of a kind at the end of its order (the body is parsed by the kind's schema); returns its id. */
export async function createContent(db: Db, actorId: string, kind: ContentKind, body: unknown, now: Date): Promise<string> {
  return db.transaction(async (tx) => {
    const columns = await columnsFor(tx, kind, body);
    columns.push(['position', await nextPosition(tx, kind)], ['created_at', now], ['updated_at', now]);
    const [row] = await selectRows<{ id: string }>(
      tx,
      sql`INSERT INTO ${TABLES[kind].table} (${sql.join(
        columns.map(([c]) => sql.identifier(c)),
        sql`, `,
      )})
          VALUES (${sql.join(
            columns.map(([, v]) => valueOf(v)),
            sql`, `,
          )}) RETURNING id`,
    );
    await audit(tx, actorId, `${TABLES[kind].entity}.create`, TABLES[kind].entity, row!.id, null, now);
    await announce(tx);
    return row!.id;
  });
}

/** Replaces one row's content (its place in the order stays). */
export async function updateContent(db: Db, actorId: string, kind: ContentKind, id: string, body: unknown, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const columns = await columnsFor(tx, kind, body);
    columns.push(['updated_at', now]);
    const rows = await selectRows<{ id: string }>(
      tx,
      sql`UPDATE ${TABLES[kind].table} SET ${sql.join(
        columns.map(([c, v]) => sql`${sql.identifier(c)} = ${valueOf(v)}`),
        sql`, `,
      )} WHERE id = ${id} RETURNING id`,
    );
    if (rows.length === 0) throw notFound('NOT_FOUND', 'That home page item no longer exists.');
    await audit(tx, actorId, `${TABLES[kind].entity}.update`, TABLES[kind].entity, id, null, now);
    await announce(tx);
  });
}

export async function deleteContent(db: Db, actorId: string, kind: ContentKind, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await selectRows<{ id: string }>(tx, sql`DELETE FROM ${TABLES[kind].table} WHERE id = ${id} RETURNING id`);
    if (rows.length === 0) throw notFound('NOT_FOUND', 'That home page item no longer exists.');
    await audit(tx, actorId, `${TABLES[kind].entity}.delete`, TABLES[kind].entity, id, null, now);
    await announce(tx);
  });
}

/** Puts every row of a kind in the order given; the ids must be exactly that kind's rows. */
export async function reorderContent(db: Db, actorId: string, kind: ContentKind, ids: readonly string[], now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const rows = await selectRows<{ id: string }>(tx, sql`SELECT id FROM ${TABLES[kind].table} ORDER BY id FOR UPDATE`);
    const known = new Set(rows.map((r) => r.id));
    if (new Set(ids).size !== ids.length || ids.length !== known.size || ids.some((id) => !known.has(id))) {
      throw badRequest('VALIDATION_FAILED', 'The new order must list each item once; reload the page and try again.');
    }
    for (const [position, id] of ids.entries()) await tx.execute(sql`UPDATE ${TABLES[kind].table} SET position = ${position}, updated_at = ${now} WHERE id = ${id}`);
    await audit(tx, actorId, `${TABLES[kind].entity}.reorder`, TABLES[kind].entity, null, { ids }, now);
    await announce(tx);
  });
}
