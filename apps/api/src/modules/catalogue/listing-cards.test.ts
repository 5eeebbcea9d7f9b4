import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CardColumns, cardsOf, type CardStore } from './listing-cards';
import { CARD_RECORD, CardFile, UNWRITTEN_MAX, cardFile } from './listing-card-file';
import type { CardFields, ListingRow } from './listing-row';

type CardRow = ListingRow & CardFields;

let serial = 0;
function row(over: Partial<CardRow> = {}): CardRow {
  serial++;
  const hex = serial.toString(16).padStart(12, '0');
  return {
    id: `00000000-0000-4000-8000-${hex}`,
    category_id: 'women',
    sub_category_id: 'women-bags',
    sub_sub_category_id: 'women-bags-tote',
    brand_id: 'b0000000-0000-4000-8000-000000000001',
    brand_name: 'Hermès',
    color: 'black',
    card_color: 'Black',
    condition: 'Excellent',
    on_sale: false,
    effective_price_paise: 12_50_000_00,
    created_us: '0',
    discount_bp: 0,
    reduced_us: null,
    size_labels: ['One Size'],
    in_stock: true,
    with_images: true,
    lexemes: '',
    title_lexemes: '',
    search_title: '',
    text_version: 0,
    row_version: 0,
    product_name: 'Birkin 30 Togo',
    price_paise: 12_50_000_00,
    discount_price_paise: 0,
    estimated_price_paise: 15_00_000_00,
    sizes: [[`5e1a0000-0000-4000-8000-${hex}`, 'One Size', 1]],
    images: ['/uploads/products/0a1b-full.webp', '/uploads/products/0a1c-full.webp'],
    ...over,
  };
}

/** A card's listed prices, which the listing store keeps (not the card). */
const listed = (r: CardRow) => ({ price_paise: r.price_paise, effective_price_paise: r.effective_price_paise, on_sale: r.discount_price_paise > 0 });

/** The card as the catalogue's queries select it, from the row the index read. */
function expected(r: CardRow) {
  return {
    id: r.id,
    product_name: r.product_name,
    price_paise: r.price_paise,
    discount_price_paise: r.discount_price_paise,
    estimated_price_paise: r.estimated_price_paise,
    effective_price_paise: r.effective_price_paise,
    color: r.card_color,
    condition: r.condition,
    brand_id: r.brand_id,
    brand_name: r.brand_name,
    category_id: r.category_id,
    sub_category_id: r.sub_category_id,
    sub_sub_category_id: r.sub_sub_category_id,
    sizes: r.sizes,
    images: r.images,
  };
}

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-cards-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Many sizes with long labels: an encoding longer than a file's record. */
const longSizes = (n: number): [string, string, number][] => Array.from({ length: n }, (_, i) => [`aaaaaaaa-bbbb-4ccc-8ddd-${String(i).padStart(12, '0')}`, `EU ${30 + i} — wide fit`, i]);

describe.each([
  ['in memory', () => new CardColumns()],
  ['in a file', () => new CardFile(dir)],
] as const)('the listing index’s cards %s', (_, make: () => CardStore) => {
  it('give back each card as stored: any text, no brand or sub-category, no images, several sizes, longer than a record', () => {
    const cards = make();
    cards.reset(8);
    const rows = [
      row(),
      row({ product_name: 'साड़ी — Banarasi silk 🌸', brand_id: null, brand_name: null, sub_category_id: null, sub_sub_category_id: null, images: [] }),
      row({
        sizes: [
          ['11111111-2222-4333-8444-555555555555', 'UK 7', 0],
          ['aaaaaaaa-bbbb-4ccc-8ddd-eeeeeeeeeeee', 'EU 41½', 2_000_000],
        ],
      }),
      row({ sizes: [], discount_price_paise: 9_99_999_00, effective_price_paise: 9_99_999_00 }),
      row({ sizes: longSizes(12) }),
    ];
    rows.forEach((r, slot) => cards.put(slot, r));
    rows.forEach((r, slot) => expect(cards.row(slot, r.id, listed(r))).toEqual(expected(r)));
    cards.close();
  });

  it('keep the cards when it grows, and a cleared slot takes a new card', () => {
    const cards = make();
    cards.reset(2);
    const rows = Array.from({ length: 300 }, (_, i) => row(i % 50 === 3 ? { sizes: longSizes(10) } : {}));
    rows.slice(0, 2).forEach((r, slot) => cards.put(slot, r));
    for (let capacity = 4; capacity <= 512; capacity *= 2) cards.grow(capacity);
    rows.slice(2).forEach((r, i) => cards.put(i + 2, r));
    for (const slot of [7, 53]) {
      cards.clear(slot);
      rows[slot] = row({ product_name: 'Kelly 25' });
      cards.put(slot, rows[slot]);
    }
    rows.forEach((r, slot) => expect(cards.row(slot, r.id, listed(r))).toEqual(expected(r)));
    // Emptied, it holds what it is given next, not what it held.
    cards.reset(512);
    const again = rows.slice(0, 20).map(() => row({ product_name: 'Constance 18' }));
    again.forEach((r, slot) => cards.put(slot, r));
    again.forEach((r, slot) => expect(cards.row(slot, r.id, listed(r))).toEqual(expected(r)));
    cards.close();
  });
});

describe('the listing index’s card columns', () => {
  it('follows changes: in place when the encoding keeps its length, appended when it does not, and compacts as it grows', () => {
    const cards = new CardColumns();
    cards.reset(4);
    const held = [row(), row(), row(), row()];
    held.forEach((r, slot) => cards.put(slot, r));
    const start = cards.bytes;
    for (let i = 0; i < 5_000; i++) {
      const slot = i % 4;
      const r = held[slot]!;
      // A stock change (same length), then a longer or shorter name and a picture more or less (another length).
      held[slot] =
        i % 2 === 0
          ? { ...r, sizes: r.sizes.map(([id, label, q]) => [id, label, q + 1] as [string, string, number]) }
          : { ...r, product_name: `${r.product_name.slice(0, 10)} ${'x'.repeat(i % 40)}`, images: r.images.length === 2 ? r.images.slice(1) : [...r.images, `/uploads/products/${i}-full.webp`] };
      cards.put(slot, held[slot]!);
    }
    held.forEach((r, slot) => expect(cards.row(slot, r.id, listed(r))).toEqual(expected(r)));
    // Thousands of changes to four cards leave the heap about as it started: what no slot holds was dropped.
    expect(cards.bytes).toBe(start);
  });
});

describe('the listing index’s card file', () => {
  it('is removed from its folder when made; reads every record back through changes in any order, long encodings kept in memory', () => {
    const before = fs.readdirSync(dir).length;
    const cards: CardStore = new CardFile(dir);
    expect(fs.readdirSync(dir)).toHaveLength(before);
    const n = 10_000;
    cards.reset(n);
    // Loaded in slot order (gathered, written in runs), then changed at random slots, some past a record's length and back.
    const held = Array.from({ length: n }, () => row());
    held.forEach((r, slot) => cards.put(slot, r));
    let seed = 5;
    const next = () => (seed = (seed * 48271) % 2147483647) % n;
    for (let i = 0; i < 3_000; i++) {
      const slot = next();
      const r = held[slot]!;
      held[slot] =
        i % 3 === 0 ? { ...r, sizes: r.sizes.length > 3 ? r.sizes.slice(0, 1) : longSizes(12) } : { ...r, price_paise: r.price_paise + 100, product_name: `${r.product_name.slice(0, 12)} ${i}` };
      cards.put(slot, held[slot]!);
      // A read in between sees the change at once, wherever the record is (gathered, written or in memory).
      const probe = next();
      expect(cards.row(probe, held[probe]!.id, listed(held[probe]!))).toEqual(expected(held[probe]!));
    }
    held.forEach((r, slot) => expect(cards.row(slot, r.id, listed(r))).toEqual(expected(r)));
    expect(longSizes(12).reduce((bytes, [, label]) => bytes + 22 + label.length, 0)).toBeGreaterThan(CARD_RECORD);
    expect(cardsOf(cards, [3, 1], [held[3]!.id, held[1]!.id], (slot) => listed(held[slot]!))).toEqual([expected(held[3]!), expected(held[1]!)]);
    cards.close();
    expect(() => cards.row(0, held[0]!.id, listed(held[0]!))).toThrow(/closed/);
    // A page whose cards cannot be read has none from the store: they are read from the database by id.
    expect(cardsOf(cards, [0], [held[0]!.id], (slot) => listed(held[slot]!))).toBeUndefined();
    expect(cardsOf(null, [0], [held[0]!.id], (slot) => listed(held[slot]!))).toBeUndefined();
  });

  it('holds changed cards in memory (at most UNWRITTEN_MAX) until written a step at a time, and reads each back from wherever it is', () => {
    const cards: CardStore = new CardFile(dir);
    const n = UNWRITTEN_MAX + 6_000;
    cards.reset(n);
    const held = Array.from({ length: n }, () => row());
    held.forEach((r, slot) => cards.put(slot, r));
    // The load's records are gathered and written in runs: none is held.
    expect(cards.unwritten).toBe(0);
    // Every card changed once, in an order that starts far from the load's last run.
    const order = Array.from({ length: n - 4096 }, (_, i) => (i * 7919) % (n - 4096));
    order.forEach((slot, i) => {
      held[slot] = { ...held[slot]!, price_paise: held[slot]!.price_paise + 100, product_name: `Changed ${i}` };
      cards.put(slot, held[slot]!);
    });
    // Up to the bound they wait in memory; past it each is written as it comes.
    expect(cards.unwritten).toBe(UNWRITTEN_MAX);
    held.forEach((r, slot) => expect(cards.row(slot, r.id, listed(r))).toEqual(expected(r)));
    // A step writes some (oldest first); a change meanwhile, and a cleared slot, hold their own.
    let steps = 0;
    while (cards.unwritten > 0) {
      const before = cards.unwritten;
      expect(cards.writeSome(0.05)).toBeGreaterThanOrEqual(0);
      expect(cards.unwritten).toBeLessThan(before);
      if (steps++ === 3) {
        const slot = order[order.length - 1]!;
        held[slot] = { ...held[slot]!, price_paise: 1 };
        cards.put(slot, held[slot]!);
      }
    }
    expect(steps).toBeGreaterThan(1);
    // Everything now comes from the file.
    held.forEach((r, slot) => expect(cards.row(slot, r.id, listed(r))).toEqual(expected(r)));
    cards.close();
  });

  it('is none, and says why, when its folder cannot be made', () => {
    const errors: unknown[] = [];
    const blocked = path.join(dir, 'a-file');
    fs.writeFileSync(blocked, '');
    expect(cardFile(path.join(blocked, 'cards'), (err) => errors.push(err))).toBeNull();
    expect(errors).toHaveLength(1);
    expect(cardFile(undefined)).toBeNull();
  });
});
