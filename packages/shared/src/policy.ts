/**
 * The shop's business constants (storefront §9, catalogue §9). Policy pages, checkout, order rules
 * and the product page's tabs all read these, so a changed figure changes every place at once.
 * Amounts are paise; durations are hours, days or weeks as named.
 */
export const POLICY = {
  currency: 'INR',
  /** Cash on delivery fee (storefront §9): ₹40. */
  codFeePaise: 40_00,
  /** Default domestic shipping fee; the live value is the shop setting `shippingFeePaise` (spec README). */
  defaultShippingFeePaise: 0,
  defaultCountry: 'India',
  countries: ['India', 'US', 'UK', 'CA'] as const,
  shipping: {
    dispatchDays: { min: 7, max: 10 },
    domesticDeliveryMaxDays: 15,
    delhiNcrDays: { min: 7, max: 12 },
    internationalDaysAfterDispatch: { min: 20, max: 25 },
    /** Product page summary (storefront §9). */
    summaryIndiaBusinessDays: { min: 7, max: 10 },
    summaryInternationalBusinessDays: { min: 10, max: 15 },
    codAcrossIndia: true,
    dutiesPaidByBuyer: true,
    pricesIncludeTaxes: true,
  },
  returns: {
    noticeHours: 24,
    sendBackDays: 5,
    creditValidityMonths: 6,
    saleItemsReturnable: false,
    fakeRefundConfirmationDays: 15,
    cancellationHours: 24,
    customerPaysReturnShipping: true,
    jurisdiction: 'Faridabad',
  },
  layaway: {
    depositPercent: 25,
    depositRefundable: false,
    /** A reminder mail goes this many days before the balance is due. */
    reminderDaysBefore: 3,
    /** Minimum price (exclusive) for layaway: above ₹10,000. */
    minPriceExclusivePaise: 10_000_00,
    /** Period by price (catalogue §9); each tier is (fromExclusive, toInclusive]. */
    tiers: [
      { fromExclusivePaise: 10_000_00, toInclusivePaise: 25_000_00, weeks: 2 },
      { fromExclusivePaise: 25_000_00, toInclusivePaise: 50_000_00, weeks: 3 },
      { fromExclusivePaise: 50_000_00, toInclusivePaise: 1_00_000_00, weeks: 4 },
      { fromExclusivePaise: 1_00_000_00, toInclusivePaise: null, weeks: 5 },
    ],
  },
  payment: {
    /** An online payment holds the stock this long before the order lapses (issue 5). */
    holdMinutes: 15,
  },
  offers: {
    /** An accepted or countered offer can be bought at its price this long (issue 6). */
    validHours: 48,
  },
  passwordReset: { validMinutes: 60, minPasswordLength: 8 },
  privateViewing: {
    inPersonArea: 'Delhi/NCR',
    inPersonFeePaise: 700_00,
    inPersonIncludedProducts: 4,
    extraProductFeePaise: 100_00,
    videoCallFeePaise: 0,
    videoCallNoticeHours: { min: 24, max: 48 },
  },
  authentication: { turnaroundHours: { min: 48, max: 72 }, expressHours: 24 },
  sellWithUs: { payoutHours: 24, freePickupAcrossIndia: true, minPhotos: 4, maxPhotos: 10, maxPhotoMegabytes: 5 },
  privacy: { retentionYears: 1, guardianBelowAge: 18, lastUpdated: 'March 2025' },
  newsletter: { discountPercent: 25, exclusions: 'third-party branded, promotional and sale items' },
  shopHours: '11:00 AM - 7:00 PM',
} as const;

/** Search (storefront §5, §9). */
export const SEARCH = { minChars: 3, debounceMs: 300, headerMaxResults: 5 } as const;

/** Listing page size (catalogue §9) and the API's bounds (issue 2). */
export const PAGINATION = { defaultLimit: 12, maxLimit: 100 } as const;
