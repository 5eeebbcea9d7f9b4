/**
 * Malformed requests over every endpoint the API documents (its OpenAPI document), plus the page
 * and file routes: random JSON, wrong types for each documented field, huge and unicode strings,
 * negative, NaN and huge numbers, __proto__ and duplicate keys, odd paths and content types, with
 * a shopper's token, an admin's token, a forged token and none. Deterministic (seeded).
 */
import { INJECTION_STRINGS } from './hostile-strings';

interface Operation {
  method: string;
  path: string;
  bodyFields: Record<string, { type?: string }>;
}

export interface FuzzReport {
  total: number;
  endpoints: number;
  byClass: Record<string, number>;
  transportErrors: number;
  /** Of the transport errors, those on bodies over the 1 MB limit: the server answers 413 and stops reading. */
  transportErrorsOnOversizedBodies: number;
  errorKinds: Record<string, number>;
  samples: { method: string; path: string; status: number; body: string }[];
}

let seed = 20261122;
const rand = () => (seed = (seed * 48271) % 2147483647) / 2147483647;
const int = (a: number, b: number) => a + Math.floor(rand() * (b - a + 1));
const pick = <T>(list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

const STRINGS = [
  '',
  ' ',
  'a'.repeat(int(1000, 20000)),
  '🔥💼👜'.repeat(50),
  'नमस्ते दुनिया',
  '\u0000\u0001\u0002',
  '\ud800',
  ...INJECTION_STRINGS,
  'NaN',
  '-1',
  '1e309',
  'true',
  'null',
  '00000000-0000-0000-0000-000000000000',
  'ffffffff-ffff-ffff-ffff-ffffffffffff',
];
const NUMBERS = [0, -1, -0.0001, 1.5, 1e15, -1e15, Number.MAX_SAFE_INTEGER, 2 ** 31, -(2 ** 31), 0.1 + 0.2, 1e-9];

function randomValue(depth = 0): unknown {
  switch (int(0, depth > 3 ? 4 : 7)) {
    case 0:
      return pick(STRINGS);
    case 1:
      return pick(NUMBERS);
    case 2:
      return pick([true, false, null]);
    case 3:
      return int(-5, 5);
    case 4:
      return pick(STRINGS).slice(0, 40);
    case 5:
      return Array.from({ length: int(0, 4) }, () => randomValue(depth + 1));
    default: {
      const o: Record<string, unknown> = {};
      for (let i = int(0, 4); i > 0; i--) o[pick(['a', 'id', 'price', 'quantity', 'email', 'role_id', '__proto__', 'constructor', 'x'.repeat(200)])] = randomValue(depth + 1);
      return o;
    }
  }
}

/** A value of the wrong type (or an edge value of the right one) for a documented field. */
function wrongFor(type: string | undefined): unknown {
  if (type === 'number' || type === 'integer') return pick<unknown>(['12', NaN, 'NaN', null, -1, -99999999, 1e300, 1.234567, [], {}, true]);
  if (type === 'string') return pick<unknown>([123, null, true, [], {}, 'a'.repeat(100_000), '', ' '.repeat(50), '🙂'.repeat(1000)]);
  if (type === 'boolean') return pick<unknown>(['true', 1, 0, null, 'yes']);
  if (type === 'array') return pick<unknown>(['a,b', {}, [null], Array.from({ length: 500 }, () => 'x'), [[[]]]]);
  return randomValue();
}

function body(op: Operation, ids: { productId: string; sizeId: string }): { text: string | undefined; type: string | undefined } {
  const jsonType = 'application/json';
  switch (int(0, 11)) {
    case 0:
      return { text: '{"email": "a@b.co", "password": ', type: jsonType };
    case 1:
      return { text: '{"a":1,"a":2,"quantity":1,"quantity":-5}', type: jsonType };
    case 2:
      return { text: '{"__proto__": {"role_id": "1", "isAdmin": true}, "constructor": {"prototype": {"polluted": true}}}', type: jsonType };
    case 3:
      return { text: `${'['.repeat(5000)}${']'.repeat(5000)}`, type: jsonType };
    case 4:
      return { text: pick(['NaN', 'Infinity', '-Infinity', 'undefined', '1e309', '"\\ud800"', 'null', '[]', '0', '""']), type: jsonType };
    case 5:
      return { text: 'quantity=1&price=0', type: pick(['application/x-www-form-urlencoded', 'text/plain', 'application/xml', 'text/html']) };
    case 6:
      return { text: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nb\r\n', type: pick(['multipart/form-data', 'multipart/form-data; boundary=x', 'multipart/form-data; boundary=']) };
    case 7:
      return { text: JSON.stringify(randomValue()), type: pick([jsonType, 'application/json; charset=utf-16', 'application/vnd.api+json', undefined]) };
    case 8:
      return { text: Buffer.alloc(int(1, 3) * 1024 * 1024 + 10, 'a').toString(), type: jsonType };
    default: {
      // The documented fields, each with a wrong or edge value; sometimes real ids.
      const o: Record<string, unknown> = {};
      for (const [name, schema] of Object.entries(op.bodyFields)) {
        if (rand() < 0.2) continue;
        if (name.endsWith('product_id') && rand() < 0.5) o[name] = ids.productId;
        else if (name === 'size_id' && rand() < 0.5) o[name] = ids.sizeId;
        else o[name] = rand() < 0.7 ? wrongFor(schema.type) : randomValue();
      }
      if (rand() < 0.3) o[pick(['role_id', 'price', 'total_price', 'user_id', 'status', 'paid_paise'])] = randomValue();
      return { text: JSON.stringify(o), type: jsonType };
    }
  }
}

/** encodeURIComponent, but a lone surrogate (which it refuses) is sent as raw UTF-8-like bytes. */
function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

function pathFor(template: string, ids: { productId: string; sizeId: string }): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    if (name === 'kind' && rand() < 0.5) return pick(['contact', 'sell-with-us', 'product-requests', 'newsletter']);
    if (name === 'id' && rand() < 0.3) return ids.productId;
    return encode(pick([...STRINGS.map((s) => s.slice(0, 300)), crypto.randomUUID(), ids.productId, '-5', '1.5', '%%', '..%2F..%2F']));
  });
}

function query(): string {
  if (rand() < 0.4) return '';
  const keys = [
    'page',
    'limit',
    'search',
    'sort',
    'brandId',
    'sizes',
    'min_price',
    'max_price',
    'on_sale',
    'status',
    '__proto__[x]',
    'constructor[prototype][x]',
    'product_id',
    'category_id',
    'handled',
  ];
  const parts: string[] = [];
  for (let i = int(1, 5); i > 0; i--) parts.push(`${encode(pick(keys))}=${encode(String(pick<unknown>([...STRINGS.map((s) => s.slice(0, 500)), ...NUMBERS, 'NaN', '-1', '99999999999999999999'])))}`);
  if (rand() < 0.2) parts.push('page=1&page=2&page=abc');
  return `?${parts.join('&')}`;
}

export async function fuzz(base: string, tokens: { shopper: string; admin: string; productId: string; sizeId: string }, count: number): Promise<FuzzReport> {
  const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { type?: string }> } }> } }>>;
  };
  const operations: Operation[] = [];
  for (const [p, methods] of Object.entries(doc.paths)) {
    for (const [method, spec] of Object.entries(methods)) {
      const props = spec.requestBody?.content?.['application/json']?.schema?.properties ?? {};
      operations.push({ method: method.toUpperCase(), path: p, bodyFields: props });
    }
  }
  for (const p of ['/', '/shop', '/product/{id}', '/sitemap.xml', '/robots.txt', '/healthz', '/readyz', '/uploads/seed/{file}', '/uploads/{file}', '/api/{x}', '/sitemap-{n}.xml']) {
    operations.push({ method: 'GET', path: p, bodyFields: {} });
  }
  const report: FuzzReport = { total: 0, endpoints: operations.length, byClass: {}, transportErrors: 0, transportErrorsOnOversizedBodies: 0, errorKinds: {}, samples: [] };
  const authFor = () =>
    pick<string | undefined>([
      undefined,
      `Bearer ${tokens.shopper}`,
      `Bearer ${tokens.admin}`,
      'Bearer forged-token-forged-token-forged-token',
      'Basic YWRtaW46YWRtaW4=',
      `Bearer ${'a'.repeat(5000)}`,
    ]);
  let issued = 0;
  const worker = async () => {
    while (issued < count) {
      issued++;
      const op = pick(operations);
      const method = rand() < 0.9 ? op.method : pick(['GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS']);
      const url = `${base}${pathFor(op.path, tokens)}${query()}`;
      const headers: Record<string, string> = {};
      const auth = authFor();
      if (auth) headers.authorization = auth;
      // Header values travel as bytes: non-Latin-1 text is sent as its UTF-8 bytes.
      if (rand() < 0.1) headers['idempotency-key'] = Buffer.from(pick(['', 'x', 'k'.repeat(500), '🙂🙂🙂🙂🙂🙂🙂🙂']), 'utf8').toString('latin1');
      let payload: string | undefined;
      if (method !== 'GET' && method !== 'OPTIONS' && rand() < 0.95) {
        const b = body(op, tokens);
        payload = b.text;
        if (b.type) headers['content-type'] = b.type;
      }
      try {
        const res = await fetch(url, { method, headers, body: payload, redirect: 'manual' });
        const text = await res.text();
        const cls = `${Math.floor(res.status / 100)}xx`;
        report.byClass[cls] = (report.byClass[cls] ?? 0) + 1;
        if (res.status >= 500 && report.samples.length < 20) report.samples.push({ method, path: url.slice(base.length, base.length + 200), status: res.status, body: text.slice(0, 200) });
      } catch (err) {
        const cause = ((err as { cause?: { code?: string; message?: string } }).cause?.code ?? (err as Error).message).slice(0, 60);
        report.errorKinds[cause] = (report.errorKinds[cause] ?? 0) + 1;
        report.transportErrors++;
        if ((payload?.length ?? 0) > 1024 * 1024) report.transportErrorsOnOversizedBodies++;
      }
      report.total++;
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return report;
}
