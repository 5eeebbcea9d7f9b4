/** The cart feature's public entry: what other features may use. */
export { useAddToCart, useCart, useCartSummary } from './api';
