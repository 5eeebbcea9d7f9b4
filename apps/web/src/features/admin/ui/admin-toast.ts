/** Toasts of the back office: the server's own sentence when there is one, else the screen's fallback. */
import { toast, type ToastOptions } from 'react-toastify';
import { ApiError } from '@/lib/api-client';

/** The readable message of a failed call: the server's sentence, or `fallback` when the call never got an answer. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.status > 0 && error.message) return error.message;
  return fallback;
}

export function toastError(error: unknown, fallback: string, options?: ToastOptions): void {
  toast.error(errorMessage(error, fallback), options);
}

/** The brand toasts of catalogue §8: black, top-centre, 3 s. */
export const BRAND_TOAST: ToastOptions = { position: 'top-center', autoClose: 3000, theme: 'dark' };
