/**
 * The columns of a product card (listings). Its sizes and first two images are kept ready in
 * product_cards by triggers (migration 0016): two primary-key lookups, not two sorted aggregates.
 */
export const CARD_SIZES = `coalesce((SELECT c.sizes FROM product_cards c WHERE c.product_id = p.id), '[]'::json) AS sizes`;
export const SUMMARY_COLUMNS = `p.id, p.product_name, p.price_paise, p.discount_price_paise, p.estimated_price_paise,
  p.effective_price_paise, p.color, p.condition, p.brand_id, p.brand_name, p.category_id, p.sub_category_id,
  p.sub_sub_category_id, ${CARD_SIZES}`;
// JSON rather than text[]: the driver parses JSON natively, text arrays in JavaScript.
export const CARD_IMAGES = `coalesce((SELECT c.images FROM product_cards c WHERE c.product_id = p.id), '[]'::json) AS images`;
export const ALL_IMAGES = `coalesce((SELECT json_agg(i.url ORDER BY i.position) FROM product_images i
  WHERE i.product_id = p.id), '[]'::json) AS images`;
/** A card's own columns as the listing index reads them with its row (listing-cards.ts, CardFields). */
export const INDEX_CARD_COLUMNS = `p.product_name, p.price_paise, p.discount_price_paise, p.estimated_price_paise, p.color AS card_color,
  p.brand_name, ${CARD_SIZES}, ${CARD_IMAGES}`;
