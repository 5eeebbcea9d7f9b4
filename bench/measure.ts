/** The bench's tools: the database, waiting for a server, memory, and one measured row with autocannon. */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import autocannon from 'autocannon';
import pg from 'pg';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const DURATION = Number(process.env.BENCH_DURATION ?? 10);
export const WARMUP = Number(process.env.BENCH_WARMUP ?? 3);

/**
 * How `npm start` runs the server (package.json `config`): its Node flags, and the variables that
 * tune its C allocator (decision 52), to spread into a spawned server's environment.
 */
export function startSettings(): { flags: string[]; env: Record<string, string> } {
  const config = (JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')) as { config?: { node_flags?: string; malloc?: string } }).config ?? {};
  const words = (text = '') => text.split(' ').filter(Boolean);
  return { flags: words(config.node_flags), env: Object.fromEntries(words(config.malloc).map((pair) => pair.split('=', 2) as [string, string])) };
}

export async function ensureDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  const exists = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
  if (exists.rowCount === 0) await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`);
  await client.end();
}

export function wait(ms: number) {
  return new Promise((r) => setTimeout(r, ms));
}

export async function waitFor(url: string, ok: (body: unknown) => boolean | Promise<boolean>, timeoutMs = 120_000) {
  const started = Date.now();
  for (;;) {
    try {
      const res = await fetch(url);
      if (res.ok && (await ok(await res.json()))) return;
    } catch {
      // not up yet
    }
    if (Date.now() - started > timeoutMs) throw new Error(`Timed out waiting for ${url}`);
    await wait(250);
  }
}

/**
 * Waits until every one of `processes` server processes answers `url` with a body `ok` accepts:
 * asked twice a process on a new connection each time (the cluster hands new connections to its
 * processes in turn; one kept open would ask the same process again and again).
 */
export async function waitForEvery(url: string, ok: (body: unknown) => boolean, processes: number, timeoutMs = 120_000) {
  await waitFor(
    url,
    async () => {
      for (let i = 0; i < processes * 2; i++) {
        const res = await fetch(url, { headers: { connection: 'close' } });
        if (!res.ok || !ok(await res.json())) return false;
      }
      return true;
    },
    timeoutMs,
  );
}

export function rssMiB(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    // With WORKERS above 1 the process started is the cluster's primary: the largest server process counts.
    let children: number[] = [];
    try {
      children = fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      // no children listed
    }
    return Math.max(kb / 1024, ...children.map((child) => rssMiB(child)));
  } catch {
    return 0;
  }
}

export interface Scenario {
  name: string;
  /** Requests for autocannon: each call of `next` returns the next request. */
  request: () => { method?: string; path: string; headers?: Record<string, string>; body?: string };
  /** Runs before the warm-up of each row. */
  prepare?: () => Promise<void>;
  /** Changes the bench's data (carts, orders): run once per bench, not once per server-process count. */
  writes?: boolean;
}

export interface Row {
  scenario: string;
  /** Server processes (null for the bare server). */
  workers: number | null;
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  rssMiB: number;
  ratio: number | null;
}

export async function measure(scenario: Scenario, port: number, connections: number, pid: number): Promise<Omit<Row, 'ratio' | 'workers'>> {
  const run = (duration: number) =>
    autocannon({
      url: `http://127.0.0.1:${port}`,
      connections,
      duration,
      pipelining: 1,
      // autocannon keeps each answer's body as a string (`body += chunk`), which the bench never reads.
      // Decoding a compressed page's bytes as UTF-8 costs the load generator, on the same two cores as
      // the server, about eight times what the same size of JSON costs: a bare server sending a
      // compressed page answers some 6,000 req/s against 50,000 for ASCII of the same size. Dropped.
      setupClient: (client) => {
        (client as unknown as { pipelinedRequests: { addBody(data: unknown): void } }).pipelinedRequests.addBody = () => undefined;
      },
      requests: [
        {
          setupRequest: (req: autocannon.Request) => {
            const r = scenario.request();
            return {
              ...req,
              method: (r.method ?? 'GET') as autocannon.Request['method'],
              path: r.path,
              headers: { ...(r.headers ?? {}), ...(r.body ? { 'content-type': 'application/json' } : {}) },
              ...(r.body ? { body: r.body } : {}),
            };
          },
        },
      ],
    });
  await scenario.prepare?.();
  if (WARMUP > 0) await run(WARMUP);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssMiB(pid))), 200);
  const result = await run(DURATION);
  clearInterval(sampler);
  return {
    scenario: scenario.name,
    connections,
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    rssMiB: Math.round(peak),
  };
}

/** Gzip size of the JavaScript the home route loads before it is live (hydrated). */
export function homeInitialJsKb(): number {
  const dist = path.join(root, 'apps/web/dist');
  const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
  const files = new Set<string>();
  for (const m of html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.js)"/g)) files.add(m[1]!);
  // The home page's own chunk and what it imports statically are loaded right after.
  const manifestPath = path.join(dist, '.vite/manifest.json');
  if (fs.existsSync(manifestPath)) {
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, { file: string; imports?: string[] }>;
    const visit = (key: string) => {
      const entry = manifest[key];
      if (!entry || files.has(`/${entry.file}`)) return;
      files.add(`/${entry.file}`);
      for (const i of entry.imports ?? []) visit(i);
    };
    // The app's start (src/start-app.tsx, imported by the entry once the first view has painted) too.
    for (const key of Object.keys(manifest)) if (key.endsWith('pages/home-page.tsx') || key.endsWith('src/start-app.tsx')) visit(key);
  }
  let total = 0;
  for (const f of files) total += gzipSync(fs.readFileSync(path.join(dist, f))).length;
  return Math.round(total / 1024);
}
