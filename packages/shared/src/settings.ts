/**
 * The shop's settings that pages read without validating anything: the footer's social networks and
 * the defaults a new shop starts with. Kept apart from the schemas so the storefront's first
 * JavaScript does not carry zod.
 */
import { POLICY } from './policy';
import type { EmiConfig } from './rules/emi';
import type { GstRateRow } from './rules/gst';
import { DEFAULT_METRO_PIN_PREFIXES } from './rules/pincode';
import type { ShopSettings } from './schemas/settings';

/** The footer's social networks, in the spec's order; each has a `<network>Url` setting. */
export const SOCIAL_NETWORKS = [
  { key: 'facebookUrl', name: 'Facebook' },
  { key: 'instagramUrl', name: 'Instagram' },
  { key: 'twitterUrl', name: 'Twitter' },
  { key: 'youtubeUrl', name: 'Youtube' },
] as const;

/**
 * HSN codes and GST rates for a luxury resale shop, as in force since 22 September 2025 (GST 2.0):
 * clothing and footwear 5% up to ₹2,500 a piece and 18% above; leather goods, watches and
 * sunglasses 18%; jewellery 3%. The most specific row wins; unlisted categories fall back to the
 * sub-category or category row.
 */
export const GST_RATE_DEFAULTS: GstRateRow[] = [
  { categoryId: 'women-bags', hsn: '4202', ratePercent: 18 },
  { categoryId: 'women-clothing', hsn: '6204', ratePercent: 18, lowerRatePercent: 5, lowerRateUpToRupees: 2500 },
  { categoryId: 'men-clothing', hsn: '6203', ratePercent: 18, lowerRatePercent: 5, lowerRateUpToRupees: 2500 },
  { categoryId: 'kids-clothing', hsn: '6209', ratePercent: 18, lowerRatePercent: 5, lowerRateUpToRupees: 2500 },
  { categoryId: 'women-footwear', hsn: '6403', ratePercent: 18, lowerRatePercent: 5, lowerRateUpToRupees: 2500 },
  { categoryId: 'men-footwear', hsn: '6403', ratePercent: 18, lowerRatePercent: 5, lowerRateUpToRupees: 2500 },
  { categoryId: 'kids-footwear', hsn: '6403', ratePercent: 18, lowerRatePercent: 5, lowerRateUpToRupees: 2500 },
  { categoryId: 'women-jewellery', hsn: '7113', ratePercent: 3 },
  { categoryId: 'women-accessories', hsn: '4202', ratePercent: 18 },
  { categoryId: 'men-accessories', hsn: '4202', ratePercent: 18 },
  { categoryId: 'kids-accessories', hsn: '4202', ratePercent: 18 },
  { categoryId: 'women-accessories-watches', hsn: '9102', ratePercent: 18 },
  { categoryId: 'women-accessories-belts', hsn: '4203', ratePercent: 18 },
  { categoryId: 'men-accessories-belts', hsn: '4203', ratePercent: 18 },
  { categoryId: 'kids-accessories-belts', hsn: '4203', ratePercent: 18 },
  { categoryId: 'women-accessories-sunglasses', hsn: '9004', ratePercent: 18 },
  { categoryId: 'men-accessories-sunglasses', hsn: '9004', ratePercent: 18 },
  { categoryId: 'women-accessories-shawls-and-scarves', hsn: '6214', ratePercent: 18, lowerRatePercent: 5, lowerRateUpToRupees: 2500 },
  { categoryId: 'men-accessories-scarves', hsn: '6214', ratePercent: 18, lowerRatePercent: 5, lowerRateUpToRupees: 2500 },
  { categoryId: 'men-accessories-caps', hsn: '6505', ratePercent: 5 },
  { categoryId: 'kids-accessories-caps', hsn: '6505', ratePercent: 5 },
];

/** What a new shop starts with; the web app shows these until the API answers. */
export const SHOP_SETTING_DEFAULTS: ShopSettings = {
  shippingFee: POLICY.defaultShippingFeePaise / 100,
  businessName: 'Tangerine Luxury',
  businessAddress: 'Plot 14, Sector 27, Faridabad, Haryana 121003, India',
  businessPhone: '+91 98100 00000',
  businessEmail: 'sales@tangerineluxury.example',
  businessHours: POLICY.shopHours,
  facebookUrl: '',
  instagramUrl: '',
  twitterUrl: '',
  youtubeUrl: '',
  // ---- GST tax invoices (issue 20); sources and assumptions in docs/decisions.md ----
  gstLegalName: 'Tangerine Luxury',
  gstAddress: 'Plot 14, Sector 27, Faridabad, Haryana 121003, India',
  gstState: 'Haryana',
  /** A placeholder of the right form (state code 06, Haryana): the shop enters its own in the back office. */
  gstin: '06AABCT1234F1ZU',
  gstRates: GST_RATE_DEFAULTS,
  // Delivery and cash on delivery by PIN code (issue 20). The days include the studio's 7–10 days
  // before dispatch (POLICY.shipping), so the promise agrees with the shipping policy.
  codLimit: 50_000,
  codBlockedPinPrefixes: [],
  metroPinPrefixes: DEFAULT_METRO_PIN_PREFIXES,
  deliveryDaysMetro: { min: 7, max: 10 },
  deliveryDaysOther: { min: 9, max: 13 },
  // UPI by intent and card EMI (issue 20). The VPA is a placeholder of the right form: the shop
  // enters its own. Interest as Indian card issuers charge on EMI (13–16% a year); the shop bears
  // it on 3 months from ₹25,000 and on 6 months from ₹50,000 (no-cost EMI).
  upiVpa: 'tangerineluxury@icici',
  upiPayeeName: 'Tangerine Luxury',
  emiMinOrder: 5_000,
  emiPlans: [
    { months: 3, annualRatePercent: 13, noCostFromRupees: 25_000 },
    { months: 6, annualRatePercent: 14, noCostFromRupees: 50_000 },
    { months: 9, annualRatePercent: 15, noCostFromRupees: null },
    { months: 12, annualRatePercent: 15, noCostFromRupees: null },
  ],
};

/** The EMI rule's configuration from the settings (the minimum in paise). */
export function emiConfig(settings: Pick<ShopSettings, 'emiMinOrder' | 'emiPlans'>): EmiConfig {
  return { minOrderPaise: Math.round(settings.emiMinOrder * 100), plans: settings.emiPlans as EmiConfig['plans'] };
}
