/**
 * The server's log options: no password, hash, token, reset link or card detail in any log line,
 * whatever fails. A failed query's error carries its parameters (a sign-up's password hash, a
 * session's token hash); the error serializer drops them and scrubs what is left.
 */
import type { FastifyBaseLogger, FastifyLoggerOptions, FastifyServerOptions } from 'fastify';

type LogStream = NonNullable<FastifyLoggerOptions['stream']>;
type LoggerConfig = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

const SECRET_PATTERNS: [RegExp, string][] = [
  // A failed query's message ends with its parameters ("Failed query: …\nparams: …").
  [/\n?params:[\s\S]*$/, '\nparams: [redacted]'],
  [/scrypt\$[^\s,'")]*/g, '[redacted hash]'],
  [/([?&](?:token|signature)=)[^\s&'")]+/gi, '$1[redacted]'],
  [/(bearer\s+)[A-Za-z0-9._~+/=-]+/gi, '$1[redacted]'],
  // SHA-256 hex (token hashes, signatures) and card-like digit runs.
  [/\b[a-f0-9]{64}\b/gi, '[redacted]'],
  [/\b(?:\d[ -]?){12,18}\d\b/g, '[redacted number]'],
];

/** Removes secrets from a text that goes to the log. */
export function scrubSecrets(text: string): string {
  return SECRET_PATTERNS.reduce((out, [pattern, replacement]) => out.replace(pattern, replacement), text);
}

/** Fields of an error that are safe to log as they are (PostgreSQL's own codes and names). */
const SAFE_FIELDS = ['code', 'statusCode', 'severity', 'routine', 'table', 'column', 'constraint', 'schema'] as const;

/** An error as logged: type, scrubbed message and stack, safe fields and its cause; never its query parameters. */
export function serializeError(err: unknown, depth = 0): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (!(err instanceof Error)) return { type: typeof err, message: scrubSecrets(String(err)), stack: '' };
  const out: { type: string; message: string; stack: string; [key: string]: unknown } = {
    type: err.constructor?.name ?? 'Error',
    message: scrubSecrets(err.message),
    stack: scrubSecrets(err.stack ?? ''),
  };
  for (const field of SAFE_FIELDS) {
    const value = (err as unknown as Record<string, unknown>)[field];
    if (typeof value === 'string' || typeof value === 'number') out[field] = value;
  }
  // A constraint's detail names the values ("Key (email)=(…) already exists"): scrubbed like the message.
  const detail = (err as { detail?: unknown }).detail;
  if (typeof detail === 'string') out.detail = scrubSecrets(detail);
  if (err.cause !== undefined && depth < 3) out.cause = serializeError(err.cause, depth + 1);
  return out;
}

/** Paths pino blanks wherever they appear in a log object. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  '*.password',
  '*.currentPassword',
  '*.confirmPassword',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.tokenHash',
  '*.token_hash',
  '*.cardNumber',
  '*.cvv',
  '*.params',
];

/** Fastify's logger: the level, the redacted paths, the safe error serializer, and an optional stream (tests capture the log). */
export function loggerOptions(level: string, stream?: LogStream): LoggerConfig {
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: (err: unknown) => serializeError(err), error: (err: unknown) => serializeError(err) },
    ...(stream ? { stream } : {}),
  };
}

type BaseLogger = FastifyBaseLogger;
const LOG_METHODS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Each request's logger, made only when the request logs something. Fastify gives every request a
 * child logger bound to its id; pino builds it, bindings serialised through the redaction, at
 * some 7% of a cached page's cost, for requests that almost never log (per-request lines are off).
 * The log methods sit on the class's prototype (set below), not in closures made per request: the
 * stand-in is one small object.
 */
class LazyChildLogger {
  private made: BaseLogger | null = null;
  constructor(
    private readonly parent: BaseLogger,
    private readonly bindings: Parameters<BaseLogger['child']>[0],
    private readonly options: Parameters<BaseLogger['child']>[1],
  ) {}
  real(): BaseLogger {
    return (this.made ??= this.parent.child(this.bindings, this.options));
  }
  get level(): string {
    return this.made?.level ?? this.parent.level;
  }
  set level(level: string) {
    this.real().level = level;
  }
  child(more: Parameters<BaseLogger['child']>[0], moreOptions?: Parameters<BaseLogger['child']>[1]): BaseLogger {
    return this.real().child(more, moreOptions);
  }
}
for (const method of LOG_METHODS) {
  (LazyChildLogger.prototype as unknown as Record<string, unknown>)[method] = function (this: LazyChildLogger, ...args: unknown[]) {
    (this.real()[method] as (...a: unknown[]) => void)(...args);
  };
}

export const lazyChildLogger: NonNullable<FastifyServerOptions['childLoggerFactory']> = function (logger, bindings, options) {
  return new LazyChildLogger(logger, bindings, options) as unknown as BaseLogger;
};
