/** The contact feature's public entry: what other features may use. */
export { useShopSettings } from './api';
