/**
 * The success envelope every route answers with, `{ success: true, data, message? }`; the error
 * handler (errors.ts) writes the failure one. The route's response schema checks and strips it.
 */

/** An answer carrying data, with a sentence for the shopper when the action deserves one. */
export function ok<T>(data: T, message?: string): { success: true; data: T; message?: string } {
  return message === undefined ? { success: true, data } : { success: true, data, message };
}

/** An answer that is only a sentence (a delete, a sign-out). */
export function done(message: string): { success: true; message: string } {
  return { success: true, message };
}
