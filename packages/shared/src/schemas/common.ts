import { z } from 'zod';
import { MAX_AMOUNT_PAISE } from '../money';
import { PAGINATION } from '../policy';

/** A database id (UUID). Malformed ids are refused before any query runs. */
export const IdSchema = z.uuid({ error: 'Must be a valid id.' });

/** C0 and C1 control characters and DEL; a lone surrogate half is not a character either. */
// eslint-disable-next-line no-control-regex -- finding control characters is this pattern's purpose
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
/** The same, less tab, line feed and carriage return, which a multi-line field keeps. */
// eslint-disable-next-line no-control-regex -- as above
const CONTROL_CHARACTERS_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export interface TextOptions {
  /** At most this many characters (after normalising and trimming). */
  max?: number;
  /** At least this many characters; 1 makes the field required. */
  min?: number;
  /** Tab and line breaks allowed (a textarea); otherwise the text is one line. */
  multiline?: boolean;
}

/** True when a text has no control character (tab and line breaks allowed when `multiline`). */
export function isCleanText(value: string, multiline = false): boolean {
  return !(multiline ? CONTROL_CHARACTERS_MULTILINE : CONTROL_CHARACTERS).test(value);
}

/**
 * The one schema for free text that a person types: Unicode-normalised (NFC), trimmed, and refused
 * with a sentence naming the field when it holds a control character (U+0000 never reaches the
 * database). Every free-text field of every request uses it, through requiredText and optionalText.
 */
export function freeText(label: string, { max = 200, min = 0, multiline = false }: TextOptions = {}) {
  const schema = z
    // A missing required field says so; a wrong type elsewhere gets zod's message, which the API prefixes with the field.
    .string(min > 0 ? { error: `${label} is required.` } : undefined)
    .normalize('NFC')
    .trim()
    .refine((v) => isCleanText(v, multiline), {
      error: multiline ? `${label} cannot contain control characters.` : `${label} cannot contain control characters or line breaks.`,
    })
    .max(max, { error: `${label} must be at most ${max} characters.` });
  return min > 0 ? schema.min(min, { error: min === 1 ? `${label} is required.` : `${label} must be at least ${min} characters.` }) : schema;
}

/** A required text of at most `max` characters (one line unless `multiline`). */
export function requiredText(label: string, max = 200, options: Omit<TextOptions, 'max'> = {}) {
  return freeText(label, { min: 1, ...options, max });
}

/** Optional text: empty strings become undefined. */
export function optionalText(label: string, max = 2000, options: Omit<TextOptions, 'max'> = {}) {
  return freeText(label, { ...options, max })
    .optional()
    .transform((v) => (v === '' ? undefined : v));
}

export const EmailSchema = z
  .string({ error: 'Email is required.' })
  .trim()
  .toLowerCase()
  .max(254, { error: 'Email is too long.' })
  .pipe(z.email({ error: 'Please enter a valid email address.' }));

/** Indian and international phone numbers: digits with optional +, spaces, dashes, brackets. */
export const PhoneSchema = z
  .string({ error: 'Phone is required.' })
  .trim()
  .regex(/^\+?[0-9 ()-]{7,20}$/, { error: 'Please enter a valid phone number.' });

/** An amount in rupees at the API boundary: finite, ≥ 0, at most two decimals, at most ₹1 crore. */
export const RupeesSchema = z
  .number({ error: 'Amount must be a number.' })
  .finite({ error: 'Amount must be a number.' })
  .min(0, { error: 'Amount cannot be negative.' })
  .max(MAX_AMOUNT_PAISE / 100, { error: 'Amount is too large.' })
  .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, { error: 'Amount can have at most two decimals.' });

export const PageQuerySchema = z.object({
  page: z.coerce
    .number({ error: 'page must be a number.' })
    .int({ error: 'page must be a whole number.' })
    .min(1, { error: 'page must be at least 1.' })
    .max(10_000, { error: 'page is too large.' })
    .default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int({ error: 'limit must be a whole number.' })
    .min(1, { error: 'limit must be at least 1.' })
    .max(PAGINATION.maxLimit, { error: `limit must be at most ${PAGINATION.maxLimit}.` })
    .default(PAGINATION.defaultLimit),
});

/** `{ success: true, data, message? }`: the envelope every answer uses (DESIGN.md). */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

/** One page of a list: its rows under `key`, how many rows there are in all, the page given and the number of pages. */
export function pageOf<K extends string, T extends z.ZodType>(key: K, row: T) {
  const rows = { [key]: z.array(row) } as Record<K, z.ZodArray<T>>;
  return z.object({ ...rows, total: z.number().int(), page: z.number().int(), pages: z.number().int() });
}

export const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });

export const ErrorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: z.string(),
  details: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});

/** A list query value given as repeated keys or comma-separated: `sizes=S&sizes=M` or `sizes=S,M`. */
export function listParam<T extends z.ZodType>(item: T, max = 30) {
  return z.preprocess(
    (v) => {
      if (v === undefined || v === '') return undefined;
      const parts = (Array.isArray(v) ? v : [v]).flatMap((x) => (typeof x === 'string' ? x.split(',') : [x]));
      const cleaned = parts.map((x) => (typeof x === 'string' ? x.trim() : x)).filter((x) => x !== '');
      return cleaned.length ? cleaned : undefined;
    },
    z
      .array(item)
      .max(max, { error: `At most ${max} values.` })
      .optional(),
  );
}

export const BooleanQuerySchema = z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean({ error: 'Must be true or false.' }).optional());
