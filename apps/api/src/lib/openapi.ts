/**
 * Every API route's entry in the OpenAPI document lists its error answers with the one failure
 * envelope `{ success: false, message, code, details? }`, added in one place as routes register.
 */
import { ErrorResponseSchema } from '@shop/shared';
import type { FastifyInstance } from 'fastify';

const ERROR_ANSWERS = {
  400: 'The request is not valid: `code` VALIDATION_FAILED (with `details` per field) or a domain code.',
  401: 'No valid session: sign in and send `Authorization: Bearer <token>`.',
  403: 'Signed in, but not allowed (a shopper in the back office, a disabled account).',
  404: 'What the path names does not exist (or is not yours).',
  409: 'It conflicts with the current state (sold out, already taken, already moved).',
  429: 'Too many attempts; `Retry-After` says when to try again.',
  500: 'A fault on the server; the message is a fixed sentence.',
} as const;

/** One described schema per status, shared by every route (one a route and status held some 1.2 MB of zod objects). */
const ERROR_SCHEMAS = Object.fromEntries(Object.entries(ERROR_ANSWERS).map(([status, text]) => [status, ErrorResponseSchema.describe(text)])) as Record<
  keyof typeof ERROR_ANSWERS,
  ReturnType<typeof ErrorResponseSchema.describe>
>;

/** Adds the error answers a route can give to its response schemas (never replacing one it declares). */
export function registerErrorAnswers(app: FastifyInstance, requiredSessionGuards: readonly unknown[]): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.url.startsWith('/api/docs')) return;
    const schema = (route.schema ??= {});
    if ((schema as { hide?: boolean }).hide) return;
    const methods = [route.method].flat();
    const hooks = [route.onRequest, route.preValidation, route.preHandler].flat().filter(Boolean);
    const documented = ((schema as { security?: unknown[] }).security?.length ?? 0) > 0;
    const guarded = documented || hooks.some((hook) => requiredSessionGuards.includes(hook)) || route.url.startsWith('/api/admin');
    const writes = methods.some((m) => m !== 'GET' && m !== 'HEAD');
    const statuses: (keyof typeof ERROR_ANSWERS)[] = [400];
    if (guarded) statuses.push(401, 403);
    if (route.url.includes(':') || writes) statuses.push(404);
    if (writes) statuses.push(409, 429);
    statuses.push(500);
    const response = ((schema as { response?: Record<string, unknown> }).response ??= {});
    for (const status of statuses) response[status] ??= ERROR_SCHEMAS[status];
  });
}
