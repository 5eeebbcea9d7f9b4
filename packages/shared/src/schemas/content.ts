/**
 * The home page's content as data (issue 19): hero slides with their dates, the creator carousel
 * and featured edits, edited in the back office and read by the home page; and the shopper's
 * recently viewed pieces.
 */
import { z } from 'zod';
import { isCleanText, IdSchema, envelope, listParam, optionalText, requiredText } from './common';
import { ProductListQuerySchema, ProductSummarySchema } from './catalogue';

/** A picture the shop stores: an upload (`/uploads/…webp`) or one of the web app's drawn pictures (`/art/…webp`). */
export const ContentImageSchema = z
  .string({ error: 'Picture is required.' })
  .trim()
  .max(300, { error: 'Picture address is too long.' })
  .regex(/^\/(uploads|art)\/(?!.*\.\.)[A-Za-z0-9/_-]+\.webp$/, { error: 'Please upload a picture.' });

/** A link on the home page: a page of this shop (`/shop?…`) or an https address elsewhere. */
export const ContentLinkSchema = z
  .string({ error: 'Link is required.' })
  .trim()
  .min(1, { error: 'Link is required.' })
  .max(500, { error: 'Link must be at most 500 characters.' })
  .refine((v) => isCleanText(v) && !/\s/.test(v), { error: 'Link cannot contain spaces or control characters.' })
  .refine((v) => (v.startsWith('/') && !v.startsWith('//') && !v.startsWith('/\\')) || isHttpsUrl(v), {
    error: 'Link must be a page of the shop (starting with /) or an https:// address.',
  });

function isHttpsUrl(v: string): boolean {
  return /^https:\/\/[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}(:\d{1,5})?([/?#][^\s]*)?$/i.test(v);
}

/** A date and time with its offset (`2026-12-01T00:00:00+05:30` or `…Z`), or null for "no limit". */
const ContentDateSchema = z.iso.datetime({ offset: true, error: 'Dates must be full dates and times, e.g. 2026-12-01T09:00:00+05:30.' }).nullable().default(null);

export const HeroSlideBodySchema = z
  .object({
    eyebrow: optionalText('Eyebrow', 60),
    heading: requiredText('Heading', 80),
    text: optionalText('Text', 240),
    link_url: ContentLinkSchema,
    link_label: requiredText('Button label', 30),
    image: ContentImageSchema,
    phone_image: ContentImageSchema.nullable().default(null),
    image_alt: requiredText('Picture description', 160),
    starts_at: ContentDateSchema,
    ends_at: ContentDateSchema,
  })
  .strict()
  .refine((s) => !s.starts_at || !s.ends_at || Date.parse(s.ends_at) > Date.parse(s.starts_at), { error: 'The end date must be after the start date.', path: ['ends_at'] });
export type HeroSlideBody = z.input<typeof HeroSlideBodySchema>;

/** A slide as the home page shows it. */
export const HeroSlideSchema = z.object({
  _id: IdSchema,
  eyebrow: z.string(),
  heading: z.string(),
  text: z.string(),
  link_url: z.string(),
  link_label: z.string(),
  image: z.string(),
  phone_image: z.string().nullable(),
  image_alt: z.string(),
});
export type HeroSlide = z.infer<typeof HeroSlideSchema>;

/** A slide in the back office: its dates, its place and whether it shows now. */
export const StaffHeroSlideSchema = HeroSlideSchema.extend({
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  position: z.number().int(),
  state: z.enum(['live', 'scheduled', 'ended']),
});
export type StaffHeroSlide = z.infer<typeof StaffHeroSlideSchema>;

export const CreatorVideoBodySchema = z
  .object({
    title: requiredText('Title', 100),
    credit: requiredText('Credit', 80),
    video_url: ContentLinkSchema,
    image: ContentImageSchema,
    visible: z.boolean({ error: 'visible must be true or false.' }).default(true),
  })
  .strict();
export type CreatorVideoBody = z.input<typeof CreatorVideoBodySchema>;

export const CreatorVideoSchema = z.object({ _id: IdSchema, title: z.string(), credit: z.string(), video_url: z.string(), image: z.string() });
export type CreatorVideo = z.infer<typeof CreatorVideoSchema>;
export const StaffCreatorVideoSchema = CreatorVideoSchema.extend({ visible: z.boolean(), position: z.number().int() });
export type StaffCreatorVideo = z.infer<typeof StaffCreatorVideoSchema>;

/** The listing filters an edit may save: the shop page's own query keys (so the edit links to /shop with them). */
export const EDIT_FILTER_KEYS = ['search', 'category_id', 'sub_category_id', 'subSubCategoryid', 'brandId', 'sizes', 'colors', 'conditions', 'min_price', 'max_price', 'sort'] as const;
export type EditFilterKey = (typeof EDIT_FILTER_KEYS)[number];

/** A saved listing filter in the shop's query shape (strings, lists comma-separated), checked by the listing's own schema. */
export const EditFilterSchema = z
  .partialRecord(z.enum(EDIT_FILTER_KEYS, { error: `Filter keys must be among: ${EDIT_FILTER_KEYS.join(', ')}.` }), z.string().trim().max(2000, { error: 'A filter value is too long.' }))
  .transform((f) => Object.fromEntries(Object.entries(f).filter(([, v]) => v !== '')) as Partial<Record<EditFilterKey, string>>)
  .superRefine((f, ctx) => {
    const parsed = ProductListQuerySchema.safeParse(f);
    if (!parsed.success) ctx.addIssue({ code: 'custom', message: `Filter: ${parsed.error.issues[0]?.path.join('.')}: ${parsed.error.issues[0]?.message}` });
  });

export const FEATURED_EDIT_MAX_PIECES = 12;

export const FeaturedEditBodySchema = z
  .object({
    title: requiredText('Title', 80),
    description: optionalText('Description', 240),
    kind: z.enum(['pieces', 'filter'], { error: 'kind must be pieces or filter.' }),
    product_ids: z
      .array(IdSchema)
      .max(FEATURED_EDIT_MAX_PIECES, { error: `An edit holds at most ${FEATURED_EDIT_MAX_PIECES} pieces.` })
      .default([]),
    filter: EditFilterSchema.default({}),
    visible: z.boolean({ error: 'visible must be true or false.' }).default(true),
  })
  .strict()
  .refine((e) => e.kind !== 'pieces' || e.product_ids.length > 0, { error: 'Choose at least one piece for the edit.', path: ['product_ids'] })
  .refine((e) => e.kind !== 'filter' || Object.keys(e.filter).some((k) => k !== 'sort'), { error: 'Choose at least one filter for the edit.', path: ['filter'] });
export type FeaturedEditBody = z.input<typeof FeaturedEditBodySchema>;

/** An edit as the home page shows it: its first pieces and, for a filter, the shop link with that filter. */
export const FeaturedEditSchema = z.object({
  _id: IdSchema,
  title: z.string(),
  description: z.string(),
  kind: z.enum(['pieces', 'filter']),
  filter: z.record(z.string(), z.string()),
  products: z.array(ProductSummarySchema),
});
export type FeaturedEdit = z.infer<typeof FeaturedEditSchema>;
/** An edit as staff manage it: the chosen pieces' ids instead of the pieces, its visibility and place. */
export const StaffFeaturedEditSchema = FeaturedEditSchema.omit({ products: true }).extend({
  product_ids: z.array(IdSchema),
  visible: z.boolean(),
  position: z.number().int(),
});
export type StaffFeaturedEdit = z.infer<typeof StaffFeaturedEditSchema>;

export const HomeContentSchema = z.object({ slides: z.array(HeroSlideSchema), videos: z.array(CreatorVideoSchema), edits: z.array(FeaturedEditSchema) });
export type HomeContent = z.infer<typeof HomeContentSchema>;
export const HomeContentResponseSchema = envelope(HomeContentSchema);

export const CONTENT_KINDS = ['slides', 'videos', 'edits'] as const;
export type ContentKind = (typeof CONTENT_KINDS)[number];
export const ContentKindParamsSchema = z.object({ kind: z.enum(CONTENT_KINDS, { error: 'Unknown kind of content.' }) });
export const ContentItemParamsSchema = z.object({ id: IdSchema });
/** The new order of all the rows of one kind, first shown first. */
export const ContentOrderBodySchema = z.object({ ids: z.array(IdSchema).min(1, { error: 'ids is required.' }).max(100) }).strict();
export type ContentOrderBody = z.infer<typeof ContentOrderBodySchema>;

/** A hero picture after upload: the wide one (16:9) and the tall one phones get (4:5). */
export const HeroImageUploadSchema = z.object({ image: z.string(), phone_image: z.string() });
export type HeroImageUpload = z.infer<typeof HeroImageUploadSchema>;

// Recently viewed

export const RECENTLY_VIEWED_MAX = 12;
export const RecentlyViewedBodySchema = z.object({ product_id: IdSchema }).strict();
export type RecentlyViewedBody = z.infer<typeof RecentlyViewedBodySchema>;
/** The pieces a visitor viewed before signing in, most recent first. */
export const RecentlyViewedMergeBodySchema = z.object({ product_ids: z.array(IdSchema).max(RECENTLY_VIEWED_MAX, { error: `At most ${RECENTLY_VIEWED_MAX} pieces.` }) }).strict();
export type RecentlyViewedMergeBody = z.infer<typeof RecentlyViewedMergeBodySchema>;
export const RecentlyViewedQuerySchema = z.object({ ids: listParam(IdSchema, RECENTLY_VIEWED_MAX) });
export const RecentlyViewedResponseSchema = envelope(z.array(ProductSummarySchema));

// The dashboard's sales chart

export const SalesDaySchema = z.object({ date: z.string(), revenue: z.number(), orders: z.number().int() });
export type SalesDay = z.infer<typeof SalesDaySchema>;
export const DashboardSalesSchema = z.object({
  days: z.array(SalesDaySchema),
  top_brands: z.array(z.object({ brand: z.string(), revenue: z.number(), pieces: z.number().int() })),
  total: z.object({ revenue: z.number(), orders: z.number().int() }),
});
export type DashboardSales = z.infer<typeof DashboardSalesSchema>;
