import { z } from 'zod';
import { CONDITIONS } from '../catalogue/attributes';
import { BooleanQuerySchema, IdSchema, PageQuerySchema, RupeesSchema, envelope, freeText, listParam, optionalText, pageOf, requiredText } from './common';

// ---- taxonomy -------------------------------------------------------------------------------

export const CategorySchema = z.object({ _id: z.string(), name: z.string() });
export const SubCategorySchema = z.object({ _id: z.string(), name: z.string(), category_id: z.string() });
export const SubSubCategorySchema = z.object({ _id: z.string(), name: z.string(), sub_category_id: z.string() });
/** One shape for the category list (spec README): `data` is the list. */
export const CategoryListResponseSchema = envelope(z.array(CategorySchema));
export const SubCategoryListResponseSchema = envelope(z.array(SubCategorySchema));
export const SubSubCategoryListResponseSchema = envelope(z.array(SubSubCategorySchema));

// ---- brands ---------------------------------------------------------------------------------

export const BrandSchema = z.object({
  _id: IdSchema,
  name: z.string(),
  description: z.string(),
  image: z.string().nullable(),
  product_count: z.number().int().optional(),
});
export type Brand = z.infer<typeof BrandSchema>;
export const BrandListResponseSchema = envelope(z.array(BrandSchema));
export const BrandListAltResponseSchema = envelope(z.object({ brands: z.array(BrandSchema) }));

export const AddBrandBodySchema = z.strictObject({
  name: freeText('Brand name', { max: 80 }).min(1, { error: 'Brand name cannot be empty' }),
  description: freeText('Brand description', { max: 2000, multiline: true }).min(1, { error: 'Brand description cannot be empty' }),
  /** An uploaded image URL (from /api/upload/image) or, as the spec's form sends, base64 without a prefix. */
  image: freeText('Brand image', { max: 8_000_000 }).optional().nullable(),
});
export type AddBrandBody = z.infer<typeof AddBrandBodySchema>;
export const BrandResponseSchema = envelope(BrandSchema);

// ---- products -------------------------------------------------------------------------------

export const ConditionSchema = z.enum(CONDITIONS, { error: 'Condition must be one of the six condition levels.' });

export const PRODUCT_SORTS = ['default', 'newest', 'price-asc', 'price-desc', 'discount', 'reduced'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

const TaxonomyIdSchema = z
  .string()
  .trim()
  .min(1)
  .max(80)
  .regex(/^[a-z0-9-]+$/, { error: 'Unknown category.' });

export const ProductListQuerySchema = PageQuerySchema.extend({
  search: freeText('Search', { max: 100 }).optional(),
  category_id: TaxonomyIdSchema.optional(),
  sub_category_id: TaxonomyIdSchema.optional(),
  subSubCategoryid: TaxonomyIdSchema.optional(),
  sub_sub_category_id: TaxonomyIdSchema.optional(),
  brandId: listParam(IdSchema, 50),
  brand_id: listParam(IdSchema, 50),
  min_price: z.coerce.number({ error: 'min_price must be a number.' }).pipe(RupeesSchema).optional(),
  max_price: z.coerce.number({ error: 'max_price must be a number.' }).pipe(RupeesSchema).optional(),
  sizes: listParam(freeText('Size', { min: 1, max: 20 })),
  colors: listParam(freeText('Colour', { min: 1, max: 30 })),
  conditions: listParam(ConditionSchema, 6),
  on_sale: BooleanQuerySchema,
  in_stock: BooleanQuerySchema,
  /** Only products with at least one picture (true) or none (false), e.g. for picture carousels. */
  with_images: BooleanQuerySchema,
  /** Facet counts in the answer (`data.facets`); on unless `facets=false`. */
  facets: BooleanQuerySchema,
  sort: z.enum(PRODUCT_SORTS, { error: 'sort must be default, newest, price-asc, price-desc, discount or reduced.' }).default('default'),
  /** The spec's query also carries names for the breadcrumb; they do not filter. */
  categoryName: freeText('categoryName', { max: 100 }).optional(),
  subcategoryName: freeText('subcategoryName', { max: 100 }).optional(),
  subSubcategoryName: freeText('subSubcategoryName', { max: 100 }).optional(),
});
export type ProductListQuery = z.infer<typeof ProductListQuerySchema>;

export const ProductSizeSchema = z.object({ _id: IdSchema, size: z.string(), quantity: z.number().int() });
export const BrandRefSchema = z.object({ _id: IdSchema, name: z.string() });

/** What a product card, search suggestion or listing needs (compact: no long texts). */
export const ProductSummarySchema = z.object({
  _id: IdSchema,
  product_name: z.string(),
  price: z.number(),
  discount_price: z.number(),
  estimated_price: z.number(),
  effective_price: z.number(),
  discount_percent: z.number().nullable(),
  images: z.array(z.string()),
  sizes: z.array(ProductSizeSchema),
  sold_out: z.boolean(),
  color: z.string(),
  condition: z.string(),
  brand: BrandRefSchema.nullable(),
  brand_id: z.string().nullable(),
  category_id: z.string(),
  sub_category_id: z.string().nullable(),
  sub_sub_category_id: z.string().nullable(),
});
export type ProductSummary = z.infer<typeof ProductSummarySchema>;

export const ProductDetailSchema = ProductSummarySchema.extend({
  description: z.string(),
  additionalInfo: z.string(),
  colors: z.array(z.string()),
  brandDetails: z.array(BrandRefSchema),
  product_details: z.object({ material: z.string(), pattern: z.string(), fit: z.string() }),
  tags: z.array(z.string()),
  status: z.enum(['active', 'archived']),
  createdAt: z.string(),
});
export type ProductDetail = z.infer<typeof ProductDetailSchema>;

/** How many products hold one value of a facet (a brand id, a size label, a colour, a condition, a type id, a price band key). */
export const FacetCountSchema = z.object({ value: z.string(), count: z.number().int() });
export type FacetCount = z.infer<typeof FacetCountSchema>;
/**
 * Counts per value for the listing's filters: each facet is counted with every other filter of the
 * query applied but its own, so a shopper sees what choosing another value would give. Values
 * with no product are left out. `category` counts types (sub-sub-categories); `price` counts PRICE_BANDS.
 */
export const ListingFacetsSchema = z.object({
  brand: z.array(FacetCountSchema),
  size: z.array(FacetCountSchema),
  colour: z.array(FacetCountSchema),
  condition: z.array(FacetCountSchema),
  category: z.array(FacetCountSchema),
  price: z.array(FacetCountSchema),
});
export type ListingFacets = z.infer<typeof ListingFacetsSchema>;

export const ProductListDataSchema = pageOf('products', ProductSummarySchema).extend({
  limit: z.number().int(),
  /** Facet counts for the query's filters (absent when the query asked `facets=false`). */
  facets: ListingFacetsSchema.optional(),
  /**
   * Set when the words searched found nothing and close words did ("channel" → "Chanel"): the
   * answer is for this search instead, and the shop says "Showing results for …".
   */
  corrected_search: z.string().optional(),
});
export type ProductListData = z.infer<typeof ProductListDataSchema>;
export const ProductListResponseSchema = envelope(ProductListDataSchema);
export const ProductResponseSchema = envelope(ProductDetailSchema);
export const ProductSummaryListResponseSchema = envelope(z.array(ProductSummarySchema));

export const PriceRangeResponseSchema = envelope(z.object({ min: z.number(), max: z.number() }));

const sizeRow = (minQuantity: number) =>
  z.strictObject({
    size: requiredText('Size', 20),
    quantity: z
      .number({ error: 'Quantity must be a number.' })
      .int({ error: 'Quantity must be a whole number.' })
      .min(minQuantity, { error: minQuantity === 1 ? 'Quantity must be at least 1.' : 'Quantity cannot be negative.' })
      .max(10_000),
  });
/** A size as a product is added: at least one piece (catalogue spec, "Product (as posted)"). */
export const SizeRowSchema = sizeRow(1);
/** A size as a product is edited: a size that has sold out stays on the product with 0. */
export const StockSizeRowSchema = sizeRow(0);

/** Fields of a product as staff write it (catalogue §3 "Product (as posted)"), with tags now saved and images as uploaded URLs. */
const ProductFieldsSchema = z.strictObject({
  category_id: TaxonomyIdSchema,
  subCategory_id: TaxonomyIdSchema.optional()
    .or(z.literal(''))
    .transform((v) => v || undefined),
  subSubCategory_id: TaxonomyIdSchema.optional()
    .or(z.literal(''))
    .transform((v) => v || undefined),
  brand_id: IdSchema.optional()
    .or(z.literal(''))
    .transform((v) => v || undefined),
  product_name: requiredText('Product name', 160),
  color: requiredText('Colour', 40),
  price: RupeesSchema.refine((v) => v > 0, { error: 'Our Price must be above 0.' }),
  estimated_price: RupeesSchema.optional().nullable(),
  discount_price: RupeesSchema.optional().nullable(),
  sizes: z.array(SizeRowSchema).min(1, { error: 'Please add at least one size with quantity' }).max(40),
  images: z
    .array(
      z
        .string()
        .max(500)
        .regex(/^\/uploads\/[A-Za-z0-9/_.-]+$/, { error: 'Images must be uploaded through the image upload.' }),
    )
    .max(12)
    .default([]),
  description: optionalText('Description', 5000, { multiline: true }),
  additionalInfo: optionalText('Additional information', 2000, { multiline: true }),
  condition: ConditionSchema,
  tags: z
    .array(freeText('A tag', { min: 1, max: 40 }))
    .max(30)
    .default([]),
  material: optionalText('Material', 60),
  pattern: optionalText('Pattern', 60),
  fit: optionalText('Fit', 60),
});

const discountBelowPrice = {
  check: (b: { discount_price?: number | null; price: number }) => b.discount_price == null || b.discount_price === 0 || b.discount_price < b.price,
  params: { error: 'The discount price must be below Our Price.', path: ['discount_price'] },
};

export const AddProductBodySchema = ProductFieldsSchema.refine(discountBelowPrice.check, discountBelowPrice.params);
export type AddProductBody = z.infer<typeof AddProductBodySchema>;

/** Editing a product: the same fields; a size row with an _id updates that size (and its stock), one without adds a size. */
export const UpdateProductBodySchema = ProductFieldsSchema.extend({
  sizes: z
    .array(StockSizeRowSchema.extend({ _id: IdSchema.optional() }))
    .min(1, { error: 'Please add at least one size with quantity' })
    .max(40),
}).refine(discountBelowPrice.check, discountBelowPrice.params);
export type UpdateProductBody = z.infer<typeof UpdateProductBodySchema>;

export const StaffProductQuerySchema = PageQuerySchema.extend({
  search: freeText('Search', { max: 100 }).optional(),
  status: z.enum(['active', 'archived', 'all']).default('active'),
  category_id: TaxonomyIdSchema.optional(),
  brand_id: IdSchema.optional(),
  stock: z.enum(['in', 'out']).optional(),
  /** Whose stock: all, the shop's own, consigned pieces, or one consignor's (a seller's id). */
  consignor: z
    .string()
    .refine((v) => ['all', 'shop', 'consigned'].includes(v) || z.uuid().safeParse(v).success, { error: 'The consignor filter is all, shop, consigned or a seller’s id.' })
    .default('all'),
  limit: z.coerce.number().int().min(1).max(200).default(25),
});
export type StaffProductQuery = z.infer<typeof StaffProductQuerySchema>;

export const StaffProductRowSchema = z.object({
  _id: IdSchema,
  product_name: z.string(),
  brand: z.string().nullable(),
  category_id: z.string(),
  sub_sub_category_id: z.string().nullable(),
  price: z.number(),
  effective_price: z.number(),
  stock: z.number().int(),
  status: z.enum(['active', 'archived']),
  image: z.string().nullable(),
  /** The seller who consigned the piece; null for the shop's own stock. */
  consignor: z.object({ _id: IdSchema, name: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type StaffProductRow = z.infer<typeof StaffProductRowSchema>;

/** A seller with pieces in the catalogue (the product table's consignor filter). */
export const StaffConsignorSchema = z.object({ _id: IdSchema, name: z.string(), products: z.number().int() });
export type StaffConsignor = z.infer<typeof StaffConsignorSchema>;

/** What a CSV import did, or would do on a dry run: rows created, updated, unchanged, and each refused row with every reason. */
export const CsvImportReportSchema = z.object({
  dry_run: z.boolean(),
  rows: z.number().int(),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.array(z.object({ row: z.number().int(), reason: z.string(), reasons: z.array(z.string()) })),
});

export const CsvImportQuerySchema = z.object({ dry_run: BooleanQuerySchema });
export type CsvImportReport = z.infer<typeof CsvImportReportSchema>;
