import { describe, expect, it } from 'vitest';
import { dueBatches, linesToMail, matchesProductRequest, requestWords, savedSearchPath, type ListingFacts, type PriceDropEvent } from './alerts';

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
  /** A due batch as expected: the shopper and [product, old price, new price] per line. */
  const batch = (userId: string, ...lines: [string, number, number][]) => ({ userId, lines });
  const cases: [name: string, events: PriceDropEvent[], now: number, expected: ReturnType<typeof batch>[]][] = [
    ['one drop inside the window waits', [drop('u1', 'p1', 100, 80, 0)], 299, []],
    ['one drop when the window closes is due', [drop('u1', 'p1', 100, 80, 0)], 300, [batch('u1', ['p1', 100, 80])]],
    ['two drops of one piece are one line, first old and last new price', [drop('u1', 'p1', 100, 80, 0), drop('u1', 'p1', 80, 60, 200)], 300, [batch('u1', ['p1', 100, 60])]],
    [
      'drops of two pieces are one batch with two lines; the window starts at the earliest',
      [drop('u1', 'p2', 500, 400, 250), drop('u1', 'p1', 100, 90, 10)],
      310,
      [batch('u1', ['p1', 100, 90], ['p2', 500, 400])],
    ],
    ['each shopper has their own window', [drop('u1', 'p1', 100, 80, 0), drop('u2', 'p1', 100, 80, 100)], 300, [batch('u1', ['p1', 100, 80])]],
    ['a price back up to where it started has no line', [drop('u1', 'p1', 100, 80, 0), drop('u1', 'p1', 120, 100, 10)], 400, [batch('u1')]],
    ['a window of 0 seconds sends at once', [drop('u1', 'p1', 100, 80, 0)], 0, [batch('u1', ['p1', 100, 80])]],
  ];
  it.each(cases)('%s', (name, events, now, expected) => {
    const windowSeconds = name.includes('0 seconds') ? 0 : 300;
    const got = dueBatches(events, at(now), windowSeconds).map((b) => ({ userId: b.userId, lines: b.lines.map((l) => [l.productId, l.oldPricePaise, l.newPricePaise]) }));
    expect(got).toEqual(expected);
  });

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
  brandName: 'Hermès',
  text: 'Birkin 30 Togo leather gold hardware',
};

describe('savedSearchPath', () => {
  it.each([
    [{}, '/shop'],
    [{ search: 'kelly bag', colors: ['Black', 'Red'] }, '/shop?search=kelly+bag&colors=Black%2CRed'],
    [{ category_id: 'women', min_price: 1000, max_price: 2500.5 }, '/shop?category_id=women&min_price=1000&max_price=2500.5'],
    // The keys in the listing's own order, whatever order they were stored in.
    [{ max_price: 10, search: 'bag' }, '/shop?search=bag&max_price=10'],
    // A sale-only search was saved on the sale page, which always asks for sale pieces.
    [{ on_sale: true }, '/sale-items'],
    [{ on_sale: true, brandId: ['11111111-1111-4111-8111-111111111111'], sizes: [] }, '/sale-items?brandId=11111111-1111-4111-8111-111111111111'],
  ])('%o → %s', (query, expected) => {
    expect(savedSearchPath(query)).toBe(expected);
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
