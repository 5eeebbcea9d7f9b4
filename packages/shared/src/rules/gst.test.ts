import { describe, expect, it } from 'vitest';
import { amountInWords, financialYear, gstFromInclusive, gstRateFor, invoiceNumber, isValidGstin, principalRate, sameState, splitTax, taxInvoiceLines, type GstRateRow } from './gst';

describe('gstFromInclusive: the tax taken out of a GST-inclusive price', () => {
  const cases: [gross: number, rate: number, taxable: number, tax: number][] = [
    [11_800_00, 18, 10_000_00, 1_800_00], // ₹11,800 at 18% → ₹10,000 + ₹1,800
    [10_500, 5, 10_000, 500],
    [10_300, 3, 10_000, 300],
    [100, 18, 85, 15], // 84.745… → 85
    [1, 18, 1, 0], // 0.847… → 1
    [59, 18, 50, 9], // exactly 50
    [177, 18, 150, 27],
    [11_900, 40, 8_500, 3_400],
    [99_999, 0, 99_999, 0],
    [0, 18, 0, 0],
    [613_600_00, 18, 520_000_00, 93_600_00],
    [250_000, 3, 242_718, 7_282], // 242718.446… → 242718
    [1_000_000_000, 18, 847_457_627, 152_542_373], // ₹1 crore
  ];
  it.each(cases)('₹%i paise at %i%% → taxable %i + tax %i', (gross, rate, taxable, tax) => {
    const r = gstFromInclusive(gross, rate);
    expect(r).toEqual({ taxablePaise: taxable, taxPaise: tax });
    expect(r.taxablePaise + r.taxPaise).toBe(gross);
  });
  it('rounds half up: 0.5 paise goes up', () => {
    // 5% of a taxable value of x.5 paise: gross 21 → 21 / 1.05 = 20 exactly; gross 1.05 × 10.5 = 11.025 → 11 / 1.05 = 10.476 → 10
    expect(gstFromInclusive(21, 5).taxablePaise).toBe(20);
    expect(gstFromInclusive(11, 5).taxablePaise).toBe(10);
    // 0.25%: 401 / 1.0025 = 400.0 → 400; 2005 / 1.0025 = 2000 exactly
    expect(gstFromInclusive(2005, 0.25).taxablePaise).toBe(2000);
  });
  it('refuses what is not a whole number of paise or a rate out of range', () => {
    expect(() => gstFromInclusive(1.5, 18)).toThrow(RangeError);
    expect(() => gstFromInclusive(-1, 18)).toThrow(RangeError);
    expect(() => gstFromInclusive(100, 101)).toThrow(RangeError);
  });
});

describe('splitTax: CGST + SGST within the state, IGST across states', () => {
  const cases: [tax: number, intra: boolean, cgst: number, sgst: number, igst: number][] = [
    [1_800_00, true, 900_00, 900_00, 0],
    [27, true, 14, 13, 0], // the odd paisa to CGST
    [1, true, 1, 0, 0],
    [0, true, 0, 0, 0],
    [1_800_00, false, 0, 0, 1_800_00],
    [27, false, 0, 0, 27],
  ];
  it.each(cases)('tax %i, intra-state %s → CGST %i, SGST %i, IGST %i', (tax, intra, cgst, sgst, igst) => {
    expect(splitTax(tax, intra)).toEqual({ cgstPaise: cgst, sgstPaise: sgst, igstPaise: igst });
  });
});

describe('sameState', () => {
  it.each([
    ['Haryana', 'haryana', true],
    [' Haryana ', 'HARYANA', true],
    ['Jammu & Kashmir', 'Jammu and Kashmir', true],
    ['Haryana', 'Delhi', false],
    ['', '', false],
  ] as const)('%s / %s → %s', (a, b, same) => expect(sameState(a, b)).toBe(same));
});

describe('gstRateFor: the most specific row of the table', () => {
  const table: GstRateRow[] = [
    { categoryId: 'women-bags', hsn: '4202', ratePercent: 18 },
    { categoryId: 'women-clothing', hsn: '6204', ratePercent: 18, lowerRatePercent: 5, lowerRateUpToRupees: 2500 },
    { categoryId: 'women-accessories', hsn: '4203', ratePercent: 18 },
    { categoryId: 'women-accessories-watches', hsn: '9102', ratePercent: 18 },
    { categoryId: 'women-jewellery', hsn: '7113', ratePercent: 3 },
    { categoryId: 'kids', hsn: '6209', ratePercent: 5 },
  ];
  const fallback = { hsn: '4202', ratePercent: 18 };
  const cases: [name: string, path: [string, string | null, string | null], unit: number, hsn: string, rate: number][] = [
    ['a bag', ['women', 'women-bags', 'women-bags-tote-bags'], 2_50_000_00, '4202', 18],
    ['a watch: the sub-sub-category wins', ['women', 'women-accessories', 'women-accessories-watches'], 5_00_000_00, '9102', 18],
    ['a belt: the sub-category row', ['women', 'women-accessories', 'women-accessories-belts'], 40_000_00, '4203', 18],
    ['jewellery', ['women', 'women-jewellery', null], 1_00_000_00, '7113', 3],
    ['a dress above ₹2,500 a piece', ['women', 'women-clothing', 'women-clothing-dresses-and-gowns'], 45_000_00, '6204', 18],
    ['a dress at exactly ₹2,500 + 5%', ['women', 'women-clothing', null], 2_625_00, '6204', 5],
    ['a dress one paisa above', ['women', 'women-clothing', null], 2_625_02, '6204', 18],
    ['kids: the category row', ['kids', 'kids-footwear', 'kids-footwear-shoes'], 10_000_00, '6209', 5],
    ['nothing matches: the fallback', ['men', 'men-footwear', null], 10_000_00, '4202', 18],
  ];
  it.each(cases)('%s', (_name, [categoryId, subCategoryId, subSubCategoryId], unit, hsn, rate) => {
    expect(gstRateFor(table, { categoryId, subCategoryId, subSubCategoryId }, unit, fallback)).toEqual({ hsn, ratePercent: rate });
  });
});

describe('taxInvoiceLines', () => {
  const lines = [
    { description: 'Bag', hsn: '4202', ratePercent: 18, quantity: 1, grossPaise: 6_13_600_00 },
    { description: 'Ring', hsn: '7113', ratePercent: 3, quantity: 1, grossPaise: 1_03_000_00 },
    { description: 'Shipping', hsn: '4202', ratePercent: 18, quantity: 1, grossPaise: 177 },
  ];
  it('within the state: CGST + SGST per line; the totals add up to what was paid', () => {
    const r = taxInvoiceLines(lines, true);
    expect(r.lines.map((l) => [l.taxablePaise, l.cgstPaise, l.sgstPaise, l.igstPaise])).toEqual([
      [5_20_000_00, 46_800_00, 46_800_00, 0],
      [1_00_000_00, 1_500_00, 1_500_00, 0],
      [150, 14, 13, 0],
    ]);
    expect(r.totals).toEqual({ taxablePaise: 6_20_000_00 + 150, taxPaise: 96_600_00 + 27, grossPaise: 7_16_600_00 + 177, cgstPaise: 48_300_14, sgstPaise: 48_300_13, igstPaise: 0 });
    expect(r.totals.taxablePaise + r.totals.taxPaise).toBe(r.totals.grossPaise);
  });
  it('across states: IGST only', () => {
    const r = taxInvoiceLines(lines, false);
    expect(r.totals.cgstPaise + r.totals.sgstPaise).toBe(0);
    expect(r.totals.igstPaise).toBe(96_600_27);
  });
  it('the principal supply is the line of the largest value', () => {
    expect(principalRate(lines)).toEqual({ hsn: '4202', ratePercent: 18 });
    expect(principalRate([lines[1]!, { ...lines[0]!, grossPaise: 1 }])).toEqual({ hsn: '7113', ratePercent: 3 });
    expect(principalRate([])).toBeNull();
  });
});

describe('financialYear: April to March, in Asia/Kolkata', () => {
  const cases: [iso: string, year: string][] = [
    ['2026-04-01T00:00:00+05:30', '2026-27'],
    ['2026-03-31T18:29:59Z', '2025-26'], // 23:59:59 IST on 31 March
    ['2026-03-31T18:30:00Z', '2026-27'], // midnight IST on 1 April
    ['2026-11-23T10:00:00Z', '2026-27'],
    ['2027-01-15T12:00:00Z', '2026-27'],
    ['2099-12-31T23:00:00Z', '2099-00'],
    ['2009-06-01T00:00:00Z', '2009-10'],
  ];
  it.each(cases)('%s → %s', (iso, year) => expect(financialYear(new Date(iso))).toBe(year));
});

describe('invoiceNumber', () => {
  it.each([
    ['invoice', '2026-27', 123, 'TL/2026-27/000123'],
    ['invoice', '2026-27', 1, 'TL/2026-27/000001'],
    ['credit-note', '2026-27', 1, 'TL/CN/2026-27/000001'],
    ['invoice', '2026-27', 1_234_567, 'TL/2026-27/1234567'],
  ] as const)('%s %s #%i → %s', (kind, year, seq, expected) => expect(invoiceNumber(kind, year, seq)).toBe(expected));
  it('starts at 1', () => expect(() => invoiceNumber('invoice', '2026-27', 0)).toThrow(RangeError));
});

describe('amountInWords: the Indian system', () => {
  const cases: [paise: number, words: string][] = [
    [6_13_600_00, 'Rupees Six Lakh Thirteen Thousand Six Hundred Only'],
    [0, 'Rupees Zero Only'],
    [100, 'Rupees One Only'],
    [50, 'Rupees Zero and Fifty Paise Only'],
    [1_050, 'Rupees Ten and Fifty Paise Only'],
    [1_999_01, 'Rupees One Thousand Nine Hundred Ninety Nine and One Paise Only'],
    [1_00_000_00, 'Rupees One Lakh Only'],
    [99_99_999_00, 'Rupees Ninety Nine Lakh Ninety Nine Thousand Nine Hundred Ninety Nine Only'],
    [1_00_00_000_00, 'Rupees One Crore Only'],
    [5_99_040_00, 'Rupees Five Lakh Ninety Nine Thousand Forty Only'],
    [12_34_56_789_12, 'Rupees Twelve Crore Thirty Four Lakh Fifty Six Thousand Seven Hundred Eighty Nine and Twelve Paise Only'],
    [1_23_45_00_000_00, 'Rupees One Hundred Twenty Three Crore Forty Five Lakh Only'],
    [11_00, 'Rupees Eleven Only'],
    [20_00, 'Rupees Twenty Only'],
  ];
  it.each(cases)('%i paise → %s', (paise, words) => expect(amountInWords(paise)).toBe(words));
  it('refuses what is not whole paise', () => expect(() => amountInWords(1.5)).toThrow(RangeError));
});

describe('isValidGstin', () => {
  it.each([
    ['27AAPFU0939F1ZV', true],
    ['06AABCT1234F1ZU', true],
    ['06AABCT1234F1ZA', false], // wrong check character
    ['06aabct1234f1zu', false], // capitals only
    ['06AABCT1234F1Z', false],
    ['06AABCT1234F0ZU', false], // entity number starts at 1
    ['', false],
  ] as const)('%s → %s', (gstin, ok) => expect(isValidGstin(gstin)).toBe(ok));
});
