import { describe, expect, it } from 'vitest';
import { SavedSearchQuerySchema, type SavedSearchQuery } from '../schemas/alerts';
import { dueBatches, linesToMail, matchesProductRequest, matchesSavedSearch, requestWords, type ListingFacts, type PriceDropEvent } from './alerts';

const T0 = new Date('2026-11-22T10:00:00Z');
const at = (seconds: number) => new Date(T0.getTime() + seconds * 1000);
let n = 0;
const drop = (userId: string, productId: string, oldPricePaise: number, newPricePaise: number, seenAfter: number): PriceDropEvent => ({
  id: `e${++n}`,
  userId,
  productId,
  oldPricePaise,
  newPricePaise,
  seenAt: at(seenAfter),
});

describe('dueBatches', () => {
  const cases: { name: string; events: PriceDropEvent[]; now: number; expected: { userId: string; lines: [string, number, number][] }[] }[] = [
    { name: 'one drop inside the window waits', events: [drop('u1', 'p1', 100, 80, 0)], now: 299, expected: [] },
    { name: 'one drop when the window closes is due', events: [drop('u1', 'p1', 100, 80, 0)], now: 300, expected: [{ userId: 'u1', lines: [['p1', 100, 80]] }] },
    {
      name: 'two drops of one piece are one line, first old and last new price',
      events: [drop('u1', 'p1', 100, 80, 0), drop('u1', 'p1', 80, 60, 200)],
      now: 300,
      expected: [{ userId: 'u1', lines: [['p1', 100, 60]] }],
    },
    {
      name: 'drops of two pieces are one batch with two lines; the window starts at the earliest',
      events: [drop('u1', 'p2', 500, 400, 250), drop('u1', 'p1', 100, 90, 10)],
      now: 310,
      expected: [
        {
          userId: 'u1',
          lines: [
            ['p1', 100, 90],
            ['p2', 500, 400],
          ],
        },
      ],
    },
    {
      name: 'each shopper has their own window',
      events: [drop('u1', 'p1', 100, 80, 0), drop('u2', 'p1', 100, 80, 100)],
      now: 300,
      expected: [{ userId: 'u1', lines: [['p1', 100, 80]] }],
    },
    {
      name: 'a price back up to where it started has no line',
      events: [drop('u1', 'p1', 100, 80, 0), drop('u1', 'p1', 120, 100, 10)],
      now: 400,
      expected: [{ userId: 'u1', lines: [] }],
    },
    { name: 'a window of 0 seconds sends at once', events: [drop('u1', 'p1', 100, 80, 0)], now: 0, expected: [{ userId: 'u1', lines: [['p1', 100, 80]] }] },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const windowSeconds = c.name.includes('0 seconds') ? 0 : 300;
      const got = dueBatches(c.events, at(c.now), windowSeconds).map((b) => ({ userId: b.userId, lines: b.lines.map((l) => [l.productId, l.oldPricePaise, l.newPricePaise]) }));
      expect(got).toEqual(c.expected);
    });
  }

  it('accounts for every event of a due shopper, lines or not', () => {
    const events = [drop('u1', 'p1', 100, 80, 0), drop('u1', 'p1', 80, 100, 5), drop('u1', 'p2', 50, 40, 6)];
    const [batch] = dueBatches(events, at(301), 300);
    expect(batch!.eventIds.sort()).toEqual(events.map((e) => e.id).sort());
  });
});

describe('linesToMail', () => {
  const lines = [
    { productId: 'p1', oldPricePaise: 100, newPricePaise: 80 },
    { productId: 'p2', oldPricePaise: 100, newPricePaise: 80 },
    { productId: 'p3', oldPricePaise: 100, newPricePaise: 80 },
    { productId: 'p4', oldPricePaise: 100, newPricePaise: 80 },
  ];
  it.each([
    ['p1', { pricePaise: 70, forSale: true }, 70],
    ['p2', { pricePaise: 100, forSale: true }, null],
    ['p3', { pricePaise: 70, forSale: false }, null],
    ['p4', undefined, null],
  ] as const)('%s now %o → %s', (id, piece, expected) => {
    const now = new Map(piece ? [[id, piece]] : []);
    const got = linesToMail(
      lines.filter((l) => l.productId === id),
      now,
    );
    expect(got[0]?.newPricePaise ?? null).toBe(expected);
  });
});

const bag: ListingFacts = {
  brandId: '11111111-1111-4111-8111-111111111111',
  brandName: 'Hermès',
  categoryId: 'women',
  subCategoryId: 'women-bags',
  subSubCategoryId: 'women-bags-tote-bags',
  sizes: ['One Size'],
  color: 'Black',
  condition: 'pristine',
  effectivePricePaise: 1_250_000_00,
  onSale: false,
  text: 'Birkin 30 Togo leather gold hardware',
};

describe('matchesSavedSearch', () => {
  const q = (v: Record<string, unknown>): SavedSearchQuery => SavedSearchQuerySchema.parse(v);
  it.each([
    ['no filters', {}, true],
    ['search by house, accents aside', { search: 'hermes' }, true],
    ['search word as a prefix', { search: 'birk togo' }, true],
    ['a search word not in the listing', { search: 'kelly' }, false],
    ['category', { category_id: 'women' }, true],
    ['another category', { category_id: 'men' }, false],
    ['sub-sub-category', { subSubCategoryid: 'women-bags-tote-bags' }, true],
    ['another sub-category', { sub_category_id: 'women-shoes' }, false],
    ['house by id', { brandId: ['11111111-1111-4111-8111-111111111111'] }, true],
    ['another house', { brandId: ['22222222-2222-4222-8222-222222222222'] }, false],
    ['price inside the range (rupees)', { min_price: 1_000_000, max_price: 1_250_000 }, true],
    ['price above the max', { max_price: 1_249_999.99 }, false],
    ['price below the min', { min_price: 1_250_000.01 }, false],
    ['size', { sizes: ['One Size'] }, true],
    ['another size', { sizes: ['M'] }, false],
    ['colour, case aside', { colors: ['black'] }, true],
    ['another colour', { colors: ['Red'] }, false],
    ['condition', { conditions: ['pristine'] }, true],
    ['another condition', { conditions: ['good'] }, false],
    ['on sale only', { on_sale: true }, false],
    ['every filter at once', { search: 'birkin', category_id: 'women', colors: ['Black'], max_price: 2_000_000 }, true],
  ])('%s', (_name, query, expected) => {
    expect(matchesSavedSearch(bag, q(query))).toBe(expected);
  });
});

describe('matchesProductRequest', () => {
  it.each([
    ['same house and words', { brand: 'Hermes', productName: 'Birkin 30' }, true],
    ['house in other case and accents', { brand: 'HERMÈS', productName: 'Birkin in Togo' }, true],
    ['one word of three is not enough', { brand: 'Hermès', productName: 'Birkin 35 Epsom' }, false],
    ['half of four words', { brand: 'Hermès', productName: 'Birkin Togo blue 25' }, true],
    ['another house', { brand: 'Chanel', productName: 'Birkin 30' }, false],
    ['the house alone is not a request', { brand: 'Hermès', productName: 'Hermès' }, false],
    ['common words do not count', { brand: 'Hermès', productName: 'Looking for any Birkin' }, true],
  ])('%s', (_name, request, expected) => {
    expect(matchesProductRequest(bag, request)).toBe(expected);
  });

  it('a listing without a house matches nothing', () => {
    expect(matchesProductRequest({ ...bag, brandName: null }, { brand: 'Hermès', productName: 'Birkin' })).toBe(false);
  });

  it('request words leave out the house and common words', () => {
    expect(requestWords({ brand: 'Louis Vuitton', productName: 'Louis Vuitton Neverfull MM with pouch' })).toEqual(['neverfull', 'mm', 'pouch']);
  });
});
