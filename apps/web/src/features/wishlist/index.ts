/** The wishlist feature's public entry: what other features may use. */
export { useAddToWishlist, useIsWishlisted, useRemoveFromWishlist } from './api';
