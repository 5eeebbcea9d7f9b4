/**
 * The shop's settings, changed from the back office (`/admin/settings`) and read by every page
 * (`GET /api/settings/public`): the domestic shipping fee, the business's contact details and the
 * footer's social links.
 */
import { z } from 'zod';
import { RupeesSchema } from './common';

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
