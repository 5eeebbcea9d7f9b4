/**
 * The shop's settings, changed from the back office (`/admin/settings`) and read by every page
 * (`GET /api/settings/public`): the domestic shipping fee, the business's contact details and the
 * footer's social links.
 */
import { z } from 'zod';
import { POLICY } from '../policy';
import { RupeesSchema } from './common';

/** The footer's social networks, in the spec's order; each has a `<network>Url` setting. */
export const SOCIAL_NETWORKS = [
  { key: 'facebookUrl', name: 'Facebook' },
  { key: 'instagramUrl', name: 'Instagram' },
  { key: 'twitterUrl', name: 'Twitter' },
  { key: 'youtubeUrl', name: 'Youtube' },
] as const;

export const ShopSettingsSchema = z.object({
  /** Domestic shipping fee in rupees; 0 shows as Free. */
  shippingFee: z.number(),
  businessName: z.string(),
  businessAddress: z.string(),
  businessPhone: z.string(),
  businessEmail: z.string(),
  businessHours: z.string(),
  /** The shop's page on each network; empty until the shop has one. */
  facebookUrl: z.string(),
  instagramUrl: z.string(),
  twitterUrl: z.string(),
  youtubeUrl: z.string(),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

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

/** A social link: a full https address, or empty for none. */
const SocialUrlSchema = z
  .string()
  .trim()
  .max(300, { error: 'A social link is at most 300 characters.' })
  .refine((v) => v === '' || /^https:\/\/[^\s/?#]+\.[^\s]+$/i.test(v), { error: 'A social link must be a full address starting with https://, or empty.' });

/** Any subset of the settings; what is left out keeps its value. */
export const ShopSettingsBodySchema = z.strictObject({
  shippingFee: RupeesSchema.optional(),
  businessName: z.string().trim().min(1).max(100).optional(),
  businessAddress: z.string().trim().min(1).max(300).optional(),
  businessPhone: z.string().trim().min(5).max(30).optional(),
  businessEmail: z.email().optional(),
  businessHours: z.string().trim().min(1).max(60).optional(),
  facebookUrl: SocialUrlSchema.optional(),
  instagramUrl: SocialUrlSchema.optional(),
  twitterUrl: SocialUrlSchema.optional(),
  youtubeUrl: SocialUrlSchema.optional(),
});
export type ShopSettingsBody = z.infer<typeof ShopSettingsBodySchema>;
