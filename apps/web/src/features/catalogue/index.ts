/** The catalogue feature's public entry: what other features may use. */
export { productListQuery, useBrands, useProducts, useRecentlySold, useRelatedProducts, useSuggestions } from './api';
export { PriceTag } from './components/price-tag';
export { ProductCard } from './components/product-card';
export { ProductGrid } from './components/product-grid';
