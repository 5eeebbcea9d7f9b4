/**
 * Errors thrown by services, and the one table that maps any error to an HTTP answer.
 * Clients always get `{ success: false, message, code, details? }`; never a stack or a 5xx's own text.
 */
import { ERROR_MESSAGES, type ApiErrorBody, type ErrorCode } from '@shop/shared';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { notFoundCode } from './ids';

export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string = ERROR_MESSAGES[code],
    readonly details?: { path: string; message: string }[],
  ) {
    super(message);
  }
}

export const badRequest = (code: ErrorCode = 'VALIDATION_FAILED', message?: string, details?: AppError['details']) => new AppError(400, code, message, details);
export const unauthenticated = (message?: string) => new AppError(401, 'UNAUTHENTICATED', message);
export const forbidden = (message?: string) => new AppError(403, 'FORBIDDEN', message);
export const notFound = (code: ErrorCode = 'NOT_FOUND', message?: string) => new AppError(404, code, message);
export const conflict = (code: ErrorCode = 'CONFLICT', message?: string) => new AppError(409, code, message);

/** Status codes Fastify and its plugins raise for client mistakes, with our code for each. */
const CLIENT_STATUS_CODES: Record<number, ErrorCode> = {
  400: 'VALIDATION_FAILED',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'NOT_FOUND',
  406: 'VALIDATION_FAILED',
  409: 'CONFLICT',
  411: 'VALIDATION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  414: 'VALIDATION_FAILED',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'VALIDATION_FAILED',
  429: 'RATE_LIMITED',
  431: 'VALIDATION_FAILED',
};

/** Readable messages for Fastify's own client errors (their raw texts are for developers). */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'That content type is not accepted here; send JSON.',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The request body does not match its Content-Length.',
  FST_ERR_CTP_INVALID_TYPE: 'The content type header is not valid.',
  FST_ERR_VALIDATION: ERROR_MESSAGES.VALIDATION_FAILED,
  FST_ERR_BAD_URL: 'The address is not valid.',
  FST_ERR_ASYNC_CONSTRAINT: 'The request could not be routed.',
};

/** The start of zod's built-in messages, which name no field. */
const ZOD_DEFAULT_MESSAGE = /^(Invalid|Too (big|small)|Unrecognized key)/;

function hasStatus(err: unknown): err is FastifyError {
  return typeof err === 'object' && err !== null && typeof (err as FastifyError).statusCode === 'number';
}

/** Maps any thrown value to a status and envelope. Pure apart from the log line for 5xx. */
export function toHttpError(err: unknown): { status: number; body: ApiErrorBody; log: boolean } {
  if (err instanceof AppError) {
    return { status: err.status, body: { success: false, code: err.code, message: err.message, ...(err.details ? { details: err.details } : {}) }, log: false };
  }
  if (hasZodFastifySchemaValidationErrors(err)) {
    // An id that cannot be a database id is answered as a missing row (see `idParam`).
    for (const v of err.validation) {
      const code = notFoundCode(v.params);
      if (code) return { status: 404, body: { success: false, code, message: v.message ?? ERROR_MESSAGES[code] }, log: false };
    }
    const details = err.validation.map((v) => {
      const field = v.instancePath.replace(/^\//, '').replace(/\//g, '.');
      const message = v.message ?? 'Invalid value.';
      return {
        path: `${(err as { validationContext?: string }).validationContext ?? 'body'}${field ? `.${field}` : ''}`,
        // zod's own messages ("Invalid input: expected string, received number") do not say which field; ours do.
        message: field && ZOD_DEFAULT_MESSAGE.test(message) ? `${field}: ${message}` : message,
      };
    });
    return { status: 400, body: { success: false, code: 'VALIDATION_FAILED', message: details[0]?.message ?? ERROR_MESSAGES.VALIDATION_FAILED, details }, log: false };
  }
  if (typeof err === 'object' && err !== null && isResponseSerializationError(err as never)) {
    return { status: 500, body: { success: false, code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL }, log: true };
  }
  const pgCode = typeof err === 'object' && err !== null ? (err as { code?: unknown }).code : undefined;
  if (pgCode === '23505') return { status: 409, body: { success: false, code: 'CONFLICT', message: ERROR_MESSAGES.CONFLICT }, log: false };
  const status = hasStatus(err) ? (err.statusCode ?? 500) : 500;
  if (status >= 400 && status < 500) {
    const code: ErrorCode = CLIENT_STATUS_CODES[status] ?? 'VALIDATION_FAILED';
    const fastifyCode = (err as FastifyError).code;
    const message = (fastifyCode && FASTIFY_MESSAGES[fastifyCode]) || ERROR_MESSAGES[code];
    return { status, body: { success: false, code, message }, log: false };
  }
  return { status: 500, body: { success: false, code: 'INTERNAL', message: ERROR_MESSAGES.INTERNAL }, log: true };
}

export function errorHandler(this: unknown, err: unknown, request: FastifyRequest, reply: FastifyReply) {
  const { status, body, log } = toHttpError(err);
  if (log) request.log.error({ err, reqId: request.id }, 'request failed');
  const retryAfter = (err as { retryAfterSeconds?: number }).retryAfterSeconds;
  if (status === 429 && retryAfter) void reply.header('retry-after', String(retryAfter));
  return reply.status(status).type('application/json; charset=utf-8').send(body);
}
