import type { ToastOptions } from 'react-toastify';

/** Product page toasts: top-center, 3 s (storefront §9). */
export const PRODUCT_TOAST: ToastOptions = { position: 'top-center', autoClose: 3000 };
