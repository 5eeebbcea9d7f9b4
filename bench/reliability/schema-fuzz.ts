/**
 * A property-based fuzzer over every operation of the API's own OpenAPI document (`/api/docs/json`),
 * with fast-check. Each operation's path parameters, query and JSON body are drawn from its
 * documented schemas: valid values (real product, size and account ids among them), boundary values
 * (the documented lengths and limits, one past them) and hostile ones (control characters, lone
 * surrogates, injections, wrong types, unknown and polluting keys). Each request is sent as a
 * visitor, a shopper or the administrator. The property: the server answers, and never with 5xx.
 * Seeded and bounded: the same seed sends the same requests; `runs` bounds the count.
 */
import fc from 'fast-check';
import { INJECTION_STRINGS } from './hostile-strings';

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number | boolean;
  exclusiveMaximum?: number | boolean;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  nullable?: boolean;
  $ref?: string;
  default?: unknown;
};

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: Schema;
}

export interface Operation {
  method: string;
  path: string;
  parameters: Parameter[];
  body?: Schema;
  multipart: boolean;
}

export interface Identities {
  shopper: { id: string; token: string };
  admin: { id: string; token: string };
  productIds: string[];
  sizeIds: string[];
}

export interface SchemaFuzzReport {
  requests: number;
  operations: number;
  operationsHit: number;
  byClass: Record<string, number>;
  byPersona: Record<string, number>;
  connectionErrors: number;
  failure: string | undefined;
  seconds: number;
}

const HOSTILE_STRINGS = [
  '\u0000',
  'a\u0000b',
  '\u0001\u0002\u001b[31m',
  '\u007f\u0085',
  '\ud800',
  'x\udfffy',
  '\r\n\t',
  ...INJECTION_STRINGS,
  '=HYPERLINK("http://x")',
  'NaN',
  '-1',
  '1e309',
  'null',
  '__proto__',
  '\u202eevil',
  'e\u0301',
  '🔥👜💼',
  'नमस्ते',
  ' ',
];
const HOSTILE_VALUES: unknown[] = [null, true, -1, 0, 1e308, -1e308, 1.5, [], {}, [null], { __proto__: { role_id: '1' } }, 'a'.repeat(5000)];

function resolve(schema: Schema | undefined, doc: { components?: { schemas?: Record<string, Schema> } }): Schema {
  let s = schema ?? {};
  for (let i = 0; s.$ref && i < 10; i++) s = doc.components?.schemas?.[s.$ref.split('/').pop()!] ?? {};
  return s;
}

/** A string that fits the schema, or sits on its documented edge. */
function validString(s: Schema, ids: Identities, name: string): fc.Arbitrary<string> {
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 60, 200);
  if (s.format === 'uuid') {
    // A field named for a size or a product gets one of those ids, so cart lines and orders happen.
    if (/size/i.test(name)) return fc.constantFrom(...ids.sizeIds);
    if (/product/i.test(name)) return fc.constantFrom(...ids.productIds);
    return fc.oneof(fc.constantFrom(...ids.productIds, ...ids.sizeIds, ids.shopper.id), fc.uuid());
  }
  if (s.format === 'email') return fc.emailAddress();
  if (s.format === 'date-time' || s.format === 'date') return fc.date({ min: new Date('2020-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }).map((d) => d.toISOString());
  if (s.format === 'uri') return fc.webUrl();
  if (s.pattern) {
    try {
      return fc.stringMatching(new RegExp(s.pattern)).filter((v) => v.length >= min && v.length <= (s.maxLength ?? Infinity));
    } catch {
      // a pattern JavaScript cannot read: fall through to plain text
    }
  }
  // Letters and digits of several scripts, no spaces at the ends: text a person would type.
  return fc.oneof(fc.string({ minLength: Math.max(min, 1), maxLength: Math.max(min, 1, max), unit: WORD_CHARACTER }), fc.constant('x'.repeat(min)), fc.constant('x'.repeat(Math.max(min, max))));
}

function boundaryString(s: Schema): fc.Arbitrary<string> {
  const edges = [''];
  if (s.minLength) edges.push('x'.repeat(s.minLength - 1), 'x'.repeat(s.minLength));
  if (s.maxLength !== undefined && s.maxLength < 20_000) edges.push('x'.repeat(s.maxLength), 'y'.repeat(s.maxLength + 1), ` ${'z'.repeat(s.maxLength)} `);
  return fc.constantFrom(...edges);
}

function numberEdges(s: Schema, integer: boolean): number[] {
  const lo = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum : s.minimum;
  const hi = typeof s.exclusiveMaximum === 'number' ? s.exclusiveMaximum : s.maximum;
  const edges = [0, -1, 1];
  if (lo !== undefined) edges.push(lo, lo - 1, lo + 1);
  if (hi !== undefined) edges.push(hi, hi + 1, hi - 1);
  if (!integer) edges.push(0.01, 0.005, 1.999, 12345.67);
  return edges;
}

/**
 * Values the schema cannot say are valid (a PIN code's checksum-free format, a phone number), by
 * field name, so that "valid" requests also get through the rules behind the schema.
 */
const KNOWN_GOOD: Record<string, unknown[]> = {
  zipCode: ['560001', '110001', '400050'],
  phone: ['9876543210', '+91 98765 43210'],
  whatsapp: ['9876543210'],
  contactPhone: ['9876543210'],
  businessPhone: ['+91 22 4000 1234'],
  country: ['India'],
  cardNumber: ['4111111111111111', '5555555555554444'],
  expiryDate: ['12/30', '01/29'],
  cvv: ['123'],
  upiId: ['shopper@okbank'],
  imageUrl: ['https://example.com/bag.jpg'],
  quantity: [1, 1, 2],
  email: ['shopper@example.com', 'Meera.Shah@Example.com'],
  contactEmail: ['buyer@example.com'],
  businessEmail: ['hello@example.com'],
  couponCode: [''],
  layaway: [false],
};

const WORD_CHARACTER = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', 'é', 'ñ', 'अ', 'न', '名');

export type Mode = 'valid' | 'mixed';

/** Values for a schema: in 'valid' mode only what it documents; in 'mixed' mode also edges and hostile values. */
export function valueFor(schema: Schema | undefined, doc: object, ids: Identities, depth = 0, mode: Mode = 'mixed', name = ''): fc.Arbitrary<unknown> {
  const s = resolve(schema, doc as never);
  const hostile = fc.oneof(fc.constantFrom(...HOSTILE_STRINGS), fc.constantFrom(...HOSTILE_VALUES), fc.anything({ maxDepth: 2, maxKeys: 3 }));
  const typed = (valid: fc.Arbitrary<unknown>, edge: fc.Arbitrary<unknown>) =>
    mode === 'valid' ? valid : fc.oneof({ arbitrary: valid, weight: 6 }, { arbitrary: edge, weight: 2 }, { arbitrary: hostile, weight: 2 });
  const known = KNOWN_GOOD[name];
  if (known && mode === 'valid') return fc.constantFrom(...known);
  if (s.const !== undefined) return typed(fc.constant(s.const), fc.constant(String(s.const).toUpperCase()));
  if (s.enum) return typed(fc.constantFrom(...s.enum), fc.constantFrom('', ` ${String(s.enum[0])}`, String(s.enum[0]).toUpperCase()));
  const variants = s.anyOf ?? s.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((v) => valueFor(v, doc, ids, depth, mode, name)));
  if (s.allOf?.length) return valueFor(Object.assign({}, ...s.allOf.map((p) => resolve(p, doc as never))), doc, ids, depth, mode, name);
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== 'null') : s.type;
  switch (type) {
    case 'string':
      return typed(validString(s, ids, name), boundaryString(s));
    case 'integer': {
      const lo = s.minimum ?? -10;
      const hi = Math.min(s.maximum ?? 1000, 1_000_000);
      return typed(fc.integer({ min: Math.ceil(lo), max: Math.max(Math.ceil(lo), Math.floor(hi)) }), fc.constantFrom(...numberEdges(s, true), 2 ** 31, Number.MAX_SAFE_INTEGER + 2));
    }
    case 'number': {
      const lo = s.minimum ?? -10;
      const hi = Math.min(s.maximum ?? 100_000, 10_000_000);
      return typed(
        fc.double({ min: lo, max: Math.max(lo, hi), noNaN: true }).map((v) => Math.round(v * 100) / 100),
        fc.constantFrom(...numberEdges(s, false)),
      );
    }
    case 'boolean':
      return typed(fc.boolean(), fc.constantFrom('true', 1, 0));
    case 'array': {
      const maxLength = Math.min(s.maxItems ?? 5, 8);
      const item = depth > 3 ? fc.constant(null) : valueFor(s.items, doc, ids, depth + 1, mode, name);
      return typed(
        fc.array(item, { minLength: Math.min(s.minItems ?? 0, maxLength), maxLength }),
        fc.constantFrom(
          [],
          Array.from({ length: (s.maxItems ?? 40) + 1 }, () => 'x'),
        ),
      );
    }
    case 'object':
    default: {
      if (!s.properties || depth > 4) return typed(fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 3 }), fc.constant({}));
      const required = new Set(s.required ?? []);
      const shape: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [key, prop] of Object.entries(s.properties)) shape[key] = valueFor(prop, doc, ids, depth + 1, mode, key);
      const requiredKeys = Object.keys(shape).filter((k) => required.has(k));
      const valid = fc.record(shape, { requiredKeys });
      // Unknown keys, polluting keys, and a required key left out.
      const extra = fc
        .tuple(valid, fc.constantFrom('role_id', '__proto__', 'constructor', 'price', 'total_price', 'user_id', 'status'), fc.jsonValue({ maxDepth: 1 }))
        .map(([o, k, v]) => ({ ...(o as object), [k]: v }));
      const missing = valid.map((o) => {
        const copy = { ...(o as Record<string, unknown>) };
        delete copy[requiredKeys[0] ?? ''];
        return copy;
      });
      return typed(valid, fc.oneof(extra, missing));
    }
  }
}

/** Every operation of the document, with its parameters and JSON body schema. */
export function operationsOf(doc: { paths: Record<string, Record<string, { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>> }): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue;
      const content = op.requestBody?.content ?? {};
      ops.push({ method: method.toUpperCase(), path, parameters: op.parameters ?? [], body: content['application/json']?.schema, multipart: 'multipart/form-data' in content });
    }
  }
  return ops;
}

const PERSONAS = ['visitor', 'shopper', 'administrator'] as const;
type Persona = (typeof PERSONAS)[number];

interface Drawn {
  op: Operation;
  persona: Persona;
  path: string;
  query: string;
  body: unknown;
}

function requestFor(op: Operation, doc: object, ids: Identities): fc.Arbitrary<Drawn> {
  const pathParams = op.parameters.filter((p) => p.in === 'path');
  const queryParams = op.parameters.filter((p) => p.in === 'query');
  const pathArb = fc.record(
    Object.fromEntries(
      pathParams.map((p) => [
        p.name,
        // Ids that exist are most useful; the account id only for "my own" routes.
        p.name === 'userId' ? fc.oneof(fc.constant(ids.shopper.id), valueFor(p.schema, doc, ids)) : fc.oneof(fc.constantFrom(...ids.productIds, ...ids.sizeIds), valueFor(p.schema, doc, ids)),
      ]),
    ),
  );
  const queryArb = fc.record(Object.fromEntries(queryParams.map((p) => [p.name, fc.oneof(valueFor(p.schema, doc, ids, 0, 'valid', p.name), valueFor(p.schema, doc, ids, 0, 'mixed', p.name))])), {
    requiredKeys: [],
  });
  // Half the bodies hold only documented values (so they reach the services), half mix in edges and attacks.
  const bodyArb = op.body
    ? fc.oneof(valueFor(op.body, doc, ids, 0, 'valid'), valueFor(op.body, doc, ids, 0, 'mixed'))
    : op.multipart
      ? fc.constant(undefined)
      : fc.option(fc.jsonValue({ maxDepth: 1 }), { nil: undefined });
  // Signing out with the run's own tokens would end them: that operation is fuzzed without them.
  const personas = op.path === '/api/user/signout' ? fc.constant<Persona>('visitor') : fc.constantFrom(...PERSONAS);
  return fc.record({ persona: personas, params: pathArb, query: queryArb, body: bodyArb }).map(({ persona, params, query, body }) => {
    const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => encodePart(params[name]));
    const search = Object.entries(query)
      .filter(([, v]) => v !== undefined)
      .map(([k, v]) => `${encodeURIComponent(k)}=${encodePart(v)}`)
      .join('&');
    return { op, persona, path, query: search ? `?${search}` : '', body };
  });
}

function encodePart(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? '');
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80'; // a lone surrogate, sent as the bytes a broken client would send
  }
}

/**
 * Runs `runs` requests, spread over every operation and persona, as `parallel` independent
 * fast-check properties (seeds seed, seed+1, …). Stops at the first answer ≥ 500 or cut connection
 * and reports it (with fast-check's counterexample and seed).
 */
export async function schemaFuzz(base: string, ids: Identities, { runs, seed, parallel = 4 }: { runs: number; seed: number; parallel?: number }): Promise<SchemaFuzzReport> {
  const started = Date.now();
  const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as Parameters<typeof operationsOf>[0];
  const ops = operationsOf(doc);
  const report: SchemaFuzzReport = { requests: 0, operations: ops.length, operationsHit: 0, byClass: {}, byPersona: {}, connectionErrors: 0, failure: undefined, seconds: 0 };
  const hit = new Set<string>();
  const tokens: Record<Persona, string | undefined> = { visitor: undefined, shopper: ids.shopper.token, administrator: ids.admin.token };
  // An operation drawn uniformly, so each is exercised about runs / ops times; the seed fixes the draw.
  const perOperation = ops.map((op) => requestFor(op, doc, ids));
  const request = fc.nat({ max: ops.length - 1 }).chain((i) => perOperation[i]!);

  const property = fc.asyncProperty(request, async (r) => {
    const headers: Record<string, string> = {};
    const token = tokens[r.persona];
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: string | undefined;
    if (r.op.method !== 'GET' && r.body !== undefined) {
      payload = JSON.stringify(r.body);
      headers['content-type'] = 'application/json';
    }
    report.requests++;
    report.byPersona[r.persona] = (report.byPersona[r.persona] ?? 0) + 1;
    hit.add(`${r.op.method} ${r.op.path}`);
    let status: number;
    try {
      const res = await fetch(`${base}${r.path}${r.query}`, { method: r.op.method, headers, body: payload, redirect: 'manual' });
      await res.arrayBuffer();
      status = res.status;
    } catch (err) {
      report.connectionErrors++;
      throw new Error(`connection error on ${r.op.method} ${r.path}: ${(err as Error).message}`);
    }
    const cls = `${Math.floor(status / 100)}xx`;
    report.byClass[cls] = (report.byClass[cls] ?? 0) + 1;
    if (status >= 500) throw new Error(`${status} from ${r.op.method} ${r.path}${r.query.slice(0, 200)} as ${r.persona}`);
  });

  const results = await Promise.all(
    Array.from({ length: parallel }, (_, i) => fc.check(property, { numRuns: Math.ceil(runs / parallel), seed: seed + i, endOnFailure: true, verbose: fc.VerbosityLevel.None })),
  );
  const failed = results.find((r) => r.failed);
  if (failed)
    report.failure = `seed ${failed.seed}, path ${failed.counterexamplePath}: ${String((failed.errorInstance as Error | undefined)?.message ?? 'property failed').slice(0, 400)}\n  counterexample: ${JSON.stringify(failed.counterexample)?.slice(0, 600)}`;
  report.operationsHit = hit.size;
  report.seconds = Math.round((Date.now() - started) / 1000);
  return report;
}
