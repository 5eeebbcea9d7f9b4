/**
 * product_cards (migration 0016) keeps each card's sizes and first two images as the listing shows
 * them, by statement triggers on product_sizes and product_images. Random statements of every kind
 * (multi-row inserts, quantity and position changes, sizes moved between products, deletes) leave
 * every card equal to the aggregate computed from scratch; and on PostgreSQL, two transactions
 * changing different sizes of one product at once both show on the card.
 */
import fc from 'fast-check';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, onPostgres, type TestApp } from '../../../test/build-test-app';
import { createProduct } from '../../../test/factories';
import { cardsInOrder } from './card-loader';

/** Each product's card as computed from scratch next to the one kept (text, so ordering and values both count). */
const COMPARE = `SELECT p.id,
  coalesce((SELECT json_agg(json_build_array(s.id, s.size, s.quantity) ORDER BY s.position, s.size)
              FROM product_sizes s WHERE s.product_id = p.id), '[]'::json)::text AS want_sizes,
  coalesce((SELECT json_agg(i.url ORDER BY i.position) FROM (SELECT url, position FROM product_images
              WHERE product_id = p.id ORDER BY position LIMIT 2) i), '[]'::json)::text AS want_images,
  coalesce(c.sizes, '[]'::json)::text AS sizes, coalesce(c.images, '[]'::json)::text AS images
  FROM products p LEFT JOIN product_cards c ON c.product_id = p.id WHERE p.id = ANY($1::uuid[]) ORDER BY p.id`;

type Op =
  | { kind: 'addSizes'; to: number[]; quantity: number; position: number }
  | { kind: 'setQuantity'; picks: number[]; quantity: number }
  | { kind: 'setPosition'; pick: number; position: number }
  | { kind: 'moveSize'; pick: number; to: number }
  | { kind: 'deleteSizes'; picks: number[] }
  | { kind: 'addImages'; to: number[] }
  | { kind: 'moveImage'; pick: number }
  | { kind: 'deleteImages'; picks: number[] };

const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('addSizes' as const), to: fc.array(fc.nat(3), { minLength: 1, maxLength: 4 }), quantity: fc.nat(5), position: fc.nat(4) }),
  fc.record({ kind: fc.constant('setQuantity' as const), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 3 }), quantity: fc.nat(5) }),
  fc.record({ kind: fc.constant('setPosition' as const), pick: fc.nat(), position: fc.nat(4) }),
  fc.record({ kind: fc.constant('moveSize' as const), pick: fc.nat(), to: fc.nat(3) }),
  fc.record({ kind: fc.constant('deleteSizes' as const), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }) }),
  fc.record({ kind: fc.constant('addImages' as const), to: fc.array(fc.nat(3), { minLength: 1, maxLength: 3 }) }),
  fc.record({ kind: fc.constant('moveImage' as const), pick: fc.nat() }),
  fc.record({ kind: fc.constant('deleteImages' as const), picks: fc.array(fc.nat(), { minLength: 1, maxLength: 2 }) }),
);

describe('product cards kept by triggers', () => {
  let t: TestApp;
  let products: string[];
  beforeAll(async () => {
    t = await buildTestApp();
    products = [];
    for (let i = 0; i < 4; i++) products.push((await createProduct(t, { sizes: [{ size: `S${i}`, quantity: 2 }] })).id);
  });
  afterAll(async () => {
    await t?.close();
  });

  const compare = async () => {
    const rows = await t.database.query<{ id: string; want_sizes: string; want_images: string; sizes: string; images: string }>(COMPARE, [products]);
    expect(rows).toHaveLength(products.length);
    for (const r of rows) expect({ id: r.id, sizes: r.sizes, images: r.images }).toEqual({ id: r.id, sizes: r.want_sizes, images: r.want_images });
  };

  // Labels and image positions are unique, so the card's order never depends on a tie.
  let serial = 0;
  const apply = async (op: Op) => {
    const q = t.database.query.bind(t.database);
    const sizeIds = (await q<{ id: string }>('SELECT id FROM product_sizes WHERE product_id = ANY($1::uuid[]) ORDER BY id', [products])).map((r) => r.id);
    const imageIds = (await q<{ id: string }>('SELECT id FROM product_images WHERE product_id = ANY($1::uuid[]) ORDER BY id', [products])).map((r) => r.id);
    const pick = (list: string[], i: number) => list[i % list.length]!;
    switch (op.kind) {
      case 'addSizes': {
        const rows = op.to.map((p) => [products[p]!, `L${++serial}`, op.quantity, op.position]);
        await q(`INSERT INTO product_sizes (product_id, size, quantity, position) SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[], $4::int[])`, [
          rows.map((r) => r[0]),
          rows.map((r) => r[1]),
          rows.map((r) => r[2]),
          rows.map((r) => r[3]),
        ]);
        break;
      }
      case 'setQuantity':
        if (sizeIds.length) await q('UPDATE product_sizes SET quantity = $2 WHERE id = ANY($1::uuid[])', [op.picks.map((i) => pick(sizeIds, i)), op.quantity]);
        break;
      case 'setPosition':
        if (sizeIds.length) await q('UPDATE product_sizes SET position = $2 WHERE id = $1', [pick(sizeIds, op.pick), op.position]);
        break;
      case 'moveSize':
        if (sizeIds.length) await q('UPDATE product_sizes SET product_id = $2 WHERE id = $1', [pick(sizeIds, op.pick), products[op.to]]);
        break;
      case 'deleteSizes':
        if (sizeIds.length) await q('DELETE FROM product_sizes WHERE id = ANY($1::uuid[])', [op.picks.map((i) => pick(sizeIds, i))]);
        break;
      case 'addImages': {
        const rows = op.to.map((p) => [products[p]!, `/uploads/img-${++serial}-full.webp`, serial]);
        await q(`INSERT INTO product_images (product_id, url, position) SELECT * FROM unnest($1::uuid[], $2::text[], $3::int[])`, [
          rows.map((r) => r[0]),
          rows.map((r) => r[1]),
          rows.map((r) => r[2]),
        ]);
        break;
      }
      case 'moveImage':
        // To the front: the card's first picture changes.
        if (imageIds.length) await q('UPDATE product_images SET position = $2 WHERE id = $1', [pick(imageIds, op.pick), -++serial]);
        break;
      case 'deleteImages':
        if (imageIds.length) await q('DELETE FROM product_images WHERE id = ANY($1::uuid[])', [op.picks.map((i) => pick(imageIds, i))]);
        break;
    }
  };

  it('has a card for every product made, with its sizes', async () => {
    await compare();
    const cards = await cardsInOrder(t.database, products);
    expect(cards.map((c) => c.sizes.map((s) => s.size))).toEqual([['S0'], ['S1'], ['S2'], ['S3']]);
  });

  it('stays equal to the cards computed from scratch under random statements', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(opArb, { minLength: 1, maxLength: 12 }), async (ops) => {
        for (const op of ops) {
          await apply(op);
          await compare();
        }
      }),
      { numRuns: 25 },
    );
  });

  it('drops the card with its product', async () => {
    const { id } = await createProduct(t);
    expect(await t.database.query('SELECT 1 FROM product_cards WHERE product_id = $1', [id])).toHaveLength(1);
    await t.database.query('DELETE FROM products WHERE id = $1', [id]);
    expect(await t.database.query('SELECT 1 FROM product_cards WHERE product_id = $1', [id])).toHaveLength(0);
  });

  it.runIf(onPostgres)('shows two transactions that change different sizes of one product at once', async () => {
    const { id, sizeIds } = await createProduct(t, {
      sizes: [
        { size: 'S', quantity: 5 },
        { size: 'M', quantity: 5 },
      ],
    });
    const first = new pg.Client({ connectionString: t.config.databaseUrl });
    const second = new pg.Client({ connectionString: t.config.databaseUrl });
    await Promise.all([first.connect(), second.connect()]);
    try {
      await first.query('BEGIN');
      await first.query('UPDATE product_sizes SET quantity = 4 WHERE id = $1', [sizeIds[0]]);
      await second.query('BEGIN');
      // Waits in the trigger for the card row the first holds; computed once the first commits.
      const waiting = second.query('UPDATE product_sizes SET quantity = 3 WHERE id = $1', [sizeIds[1]]);
      await new Promise((resolve) => setTimeout(resolve, 150));
      await first.query('COMMIT');
      await waiting;
      await second.query('COMMIT');
    } finally {
      await Promise.all([first.end(), second.end()]);
    }
    const [card] = await t.database.query<{ sizes: [string, string, number][] }>('SELECT sizes FROM product_cards WHERE product_id = $1', [id]);
    expect(card!.sizes.map(([, size, quantity]) => [size, quantity])).toEqual([
      ['S', 4],
      ['M', 3],
    ]);
  });
});
