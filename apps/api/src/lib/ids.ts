import { ERROR_MESSAGES, type ErrorCode } from '@shop/shared';
import { z } from 'zod';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a string can be a database id. */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}

/**
 * A database id in a path or query. One that cannot be an id is simply not found: the error table
 * (`lib/errors.ts`) answers 404 with `code` and `message`, as for a missing row, before any query.
 */
export function idParam(code: ErrorCode = 'NOT_FOUND', message: string = ERROR_MESSAGES[code]) {
  return z
    .string()
    .max(64)
    .refine(isUuid, { error: message, params: { notFound: code } });
}

/** The params schema of a route addressing one row by `key` (`idParams('orderId', 'ORDER_NOT_FOUND')`). */
export function idParams<K extends string>(key: K, code?: ErrorCode, message?: string) {
  return z.object({ [key]: idParam(code, message) } as Record<K, ReturnType<typeof idParam>>);
}

/** The 404 an `idParam` asks for, read back from a validation issue's params. */
export function notFoundCode(issueParams: unknown): ErrorCode | undefined {
  const code = (issueParams as { params?: { notFound?: unknown } } | undefined)?.params?.notFound;
  return typeof code === 'string' && code in ERROR_MESSAGES ? (code as ErrorCode) : undefined;
}
