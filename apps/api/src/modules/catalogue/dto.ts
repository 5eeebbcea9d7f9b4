import { SPEC_DEFAULTS, discountPercent, isSoldOut, toRupees, type ProductDetail, type ProductSummary } from '@shop/shared';

/** A product row as the catalogue queries select it (snake_case straight from SQL). */
export interface ProductRow {
  id: string;
  product_name: string;
  price_paise: number;
  discount_price_paise: number;
  estimated_price_paise: number;
  effective_price_paise: number;
  color: string;
  condition: string;
  brand_id: string | null;
  brand_name: string | null;
  category_id: string;
  sub_category_id: string | null;
  sub_sub_category_id: string | null;
  /** [id, size, quantity] triples in display order. */
  sizes: [string, string, number][];
  images: string[];
}

export interface ProductDetailRow extends ProductRow {
  description: string;
  additional_info: string;
  material: string | null;
  pattern: string | null;
  fit: string | null;
  tags: string[];
  status: string;
  created_at: Date;
}

export function toProductSummary(row: ProductRow): ProductSummary {
  const sizes = row.sizes.map(([id, size, quantity]) => ({ _id: id, size, quantity }));
  return {
    _id: row.id,
    product_name: row.product_name,
    price: toRupees(row.price_paise),
    discount_price: toRupees(row.discount_price_paise),
    estimated_price: toRupees(row.estimated_price_paise),
    effective_price: toRupees(row.effective_price_paise),
    discount_percent: discountPercent(row.effective_price_paise, row.estimated_price_paise),
    images: row.images,
    sizes,
    sold_out: isSoldOut(sizes),
    color: row.color,
    condition: row.condition,
    brand: row.brand_id ? { _id: row.brand_id, name: row.brand_name ?? '' } : null,
    brand_id: row.brand_id,
    category_id: row.category_id,
    sub_category_id: row.sub_category_id,
    sub_sub_category_id: row.sub_sub_category_id,
  };
}

export function toProductDetail(row: ProductDetailRow, raw = false): ProductDetail {
  const or = (value: string | null, fallback: string) => (raw ? (value ?? '') : value || fallback);
  const summary = toProductSummary(row);
  return {
    ...summary,
    description: row.description,
    additionalInfo: or(row.additional_info, SPEC_DEFAULTS.additionalInfo),
    colors: [row.color],
    brandDetails: summary.brand ? [summary.brand] : [],
    product_details: {
      material: or(row.material, SPEC_DEFAULTS.material),
      pattern: or(row.pattern, SPEC_DEFAULTS.pattern),
      fit: or(row.fit, SPEC_DEFAULTS.fit),
    },
    tags: row.tags,
    status: row.status === 'archived' ? 'archived' : 'active',
    createdAt: row.created_at.toISOString(),
  };
}
