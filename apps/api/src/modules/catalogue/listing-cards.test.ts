import { describe, expect, it } from 'vitest';
import { CardColumns } from './listing-cards';
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
    product_name: 'Birkin 30 Togo',
    price_paise: 12_50_000_00,
    discount_price_paise: 0,
    estimated_price_paise: 15_00_000_00,
    sizes: [[`5e1a0000-0000-4000-8000-${hex}`, 'One Size', 1]],
    images: ['/uploads/products/0a1b-full.webp', '/uploads/products/0a1c-full.webp'],
    ...over,
  };
}

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

describe('the listing index’s card columns', () => {
  it('give back each card as stored: any text, no brand or sub-category, no images, several sizes', () => {
    const cards = new CardColumns();
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
    ];
    rows.forEach((r, slot) => cards.put(slot, r));
    rows.forEach((r, slot) => expect(cards.row(slot, r.id)).toEqual(expected(r)));
  });

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
    held.forEach((r, slot) => expect(cards.row(slot, r.id)).toEqual(expected(r)));
    // Thousands of changes to four cards leave the heap about as it started: what no slot holds was dropped.
    expect(cards.bytes).toBe(start);
  });

  it('keeps the cards when it grows, and a cleared slot takes a new card', () => {
    const cards = new CardColumns();
    cards.reset(2);
    const rows = Array.from({ length: 300 }, () => row());
    rows.slice(0, 2).forEach((r, slot) => cards.put(slot, r));
    for (let capacity = 4; capacity <= 512; capacity *= 2) cards.grow(capacity);
    rows.slice(2).forEach((r, i) => cards.put(i + 2, r));
    cards.clear(7);
    const replacement = row({ product_name: 'Kelly 25' });
    cards.put(7, replacement);
    rows[7] = replacement;
    rows.forEach((r, slot) => expect(cards.row(slot, r.id)).toEqual(expected(r)));
  });
});
