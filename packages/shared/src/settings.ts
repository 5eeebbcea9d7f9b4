/**
 * The shop's settings that pages read without validating anything: the footer's social networks and
 * the defaults a new shop starts with. Kept apart from the schemas so the storefront's first
 * JavaScript does not carry zod.
 */
import { POLICY } from './policy';
import type { ShopSettings } from './schemas/settings';

/** The footer's social networks, in the spec's order; each has a `<network>Url` setting. */
export const SOCIAL_NETWORKS = [
  { key: 'facebookUrl', name: 'Facebook' },
  { key: 'instagramUrl', name: 'Instagram' },
  { key: 'twitterUrl', name: 'Twitter' },
  { key: 'youtubeUrl', name: 'Youtube' },
] as const;

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
};
