/** Toasts of the back office: the server's own sentence when there is one, else the screen's fallback. */
import { toast, type ToastOptions } from 'react-toastify';
import { errorMessage } from '@/lib/error-message';

export function toastError(error: unknown, fallback: string, options?: ToastOptions): void {
  toast.error(errorMessage(error, fallback), options);
}

/** The brand toasts of catalogue §8: black, top-centre, 3 s. */
export const BRAND_TOAST: ToastOptions = { position: 'top-center', autoClose: 3000, theme: 'dark' };
