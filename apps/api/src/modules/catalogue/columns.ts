/** The columns of a product card (listings); sizes and the first two images come from their own indexed lookups. */
export const SUMMARY_COLUMNS = `p.id, p.product_name, p.price_paise, p.discount_price_paise, p.estimated_price_paise,
  p.effective_price_paise, p.color, p.condition, p.brand_id, p.brand_name, p.category_id, p.sub_category_id,
  p.sub_sub_category_id,
  coalesce((SELECT json_agg(json_build_array(s.id, s.size, s.quantity) ORDER BY s.position, s.size)
              FROM product_sizes s WHERE s.product_id = p.id), '[]'::json) AS sizes`;
// JSON rather than text[]: the driver parses JSON natively, text arrays in JavaScript.
export const CARD_IMAGES = `coalesce((SELECT json_agg(i.url ORDER BY i.position) FROM (SELECT url, position FROM product_images
  WHERE product_id = p.id ORDER BY position LIMIT 2) i), '[]'::json) AS images`;
export const ALL_IMAGES = `coalesce((SELECT json_agg(i.url ORDER BY i.position) FROM product_images i
  WHERE i.product_id = p.id), '[]'::json) AS images`;
