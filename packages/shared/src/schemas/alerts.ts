/**
 * Alerts (issue 19): saved searches, mail preferences and the one-click unsubscribe. A saved search
 * stores the shop's listing query in the shared ProductListQuery shape (its filters and search,
 * not its page, sort or size).
 */
import { z } from 'zod';
import { ProductListQuerySchema } from './catalogue';
import { IdSchema, envelope, freeText, requiredText } from './common';

/** The filters of /shop a saved search keeps: ProductListQuery less paging, sorting and the breadcrumb's names. */
export const SavedSearchQuerySchema = ProductListQuerySchema.pick({
  search: true,
  category_id: true,
  sub_category_id: true,
  subSubCategoryid: true,
  brandId: true,
  sizes: true,
  colors: true,
  conditions: true,
  min_price: true,
  max_price: true,
  on_sale: true,
}).strict();
export type SavedSearchQuery = z.infer<typeof SavedSearchQuerySchema>;

/** A stored query as the API answers it (plain types: answers are not parsed, only checked). */
export const SavedSearchQueryOutSchema = z.object({
  search: z.string().optional(),
  category_id: z.string().optional(),
  sub_category_id: z.string().optional(),
  subSubCategoryid: z.string().optional(),
  brandId: z.array(z.string()).optional(),
  sizes: z.array(z.string()).optional(),
  colors: z.array(z.string()).optional(),
  conditions: z.array(z.string()).optional(),
  min_price: z.number().optional(),
  max_price: z.number().optional(),
  on_sale: z.boolean().optional(),
});

/** How many searches one shopper may keep. */
export const MAX_SAVED_SEARCHES = 20;

export const SavedSearchNameSchema = requiredText('Name', 80);

export const CreateSavedSearchBodySchema = z.strictObject({
  name: SavedSearchNameSchema,
  query: SavedSearchQuerySchema,
});
export type CreateSavedSearchBody = z.infer<typeof CreateSavedSearchBodySchema>;

export const RenameSavedSearchBodySchema = z.strictObject({ name: SavedSearchNameSchema });
export type RenameSavedSearchBody = z.infer<typeof RenameSavedSearchBodySchema>;

export const SavedSearchParamsSchema = z.object({ id: IdSchema });

export const SavedSearchSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  query: SavedSearchQueryOutSchema,
  createdAt: z.string(),
  /** When the last daily digest was made (the digest lists pieces listed after it); null before the first. */
  lastDigestAt: z.string().nullable(),
});
export type SavedSearch = z.infer<typeof SavedSearchSchema>;

export const SavedSearchResponseSchema = envelope(SavedSearchSchema);
export const SavedSearchListResponseSchema = envelope(z.object({ searches: z.array(SavedSearchSchema) }));

/** The alert mails a shopper can turn off, each with its own unsubscribe link. */
export const ALERT_KINDS = ['price_drop', 'sold', 'saved_search', 'product_request'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];
export const AlertKindSchema = z.enum(ALERT_KINDS, { error: 'Unknown kind of mail.' });

export const ALERT_KIND_LABELS: Record<AlertKind, string> = {
  price_drop: 'Price drops on my wishlist',
  sold: 'Wishlist pieces sold or on hold, with similar pieces',
  saved_search: 'Daily digest of my saved searches',
  product_request: 'A piece I requested is listed',
};

export const MailPreferencesSchema = z.strictObject({
  price_drop: z.boolean(),
  sold: z.boolean(),
  saved_search: z.boolean(),
  product_request: z.boolean(),
});
export type MailPreferences = z.infer<typeof MailPreferencesSchema>;
export const MailPreferencesBodySchema = MailPreferencesSchema.partial().strict();
export type MailPreferencesBody = z.infer<typeof MailPreferencesBodySchema>;
export const MailPreferencesResponseSchema = envelope(MailPreferencesSchema);

/** The signed token of an unsubscribe link (no sign-in needed). */
export const UnsubscribeTokenSchema = freeText('Token', { max: 600 }).pipe(z.string().regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/, { error: 'This unsubscribe link is not valid.' }));
export const UnsubscribeQuerySchema = z.object({ token: UnsubscribeTokenSchema.optional() });
/** The JSON body of the landing page, or the form body `List-Unsubscribe=One-Click` a mail program posts (RFC 8058). */
export const UnsubscribeBodySchema = z.object({ token: UnsubscribeTokenSchema.optional(), 'List-Unsubscribe': z.string().max(40).optional() }).optional();
export const UnsubscribeResponseSchema = envelope(z.object({ kind: AlertKindSchema, label: z.string() }));
