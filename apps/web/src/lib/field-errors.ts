import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from './api-client';

/**
 * Shows the server's reasons next to the fields they are about: an API refusal's `details` name
 * `body.<field>` (a common password, a wrong current password). Returns true when one was placed.
 */
export function showServerFieldErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly Path<T>[]): boolean {
  if (!(err instanceof ApiError) || !err.details) return false;
  let placed = false;
  for (const detail of err.details) {
    const field = fields.find((f) => detail.path === `body.${f}`);
    if (!field) continue;
    setError(field, { type: 'server', message: detail.message }, { shouldFocus: !placed });
    placed = true;
  }
  return placed;
}
