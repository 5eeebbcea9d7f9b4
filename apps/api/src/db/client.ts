/**
 * Opens the shop's database: a PostgreSQL server through `pg` when a URL is given, otherwise the
 * embedded PGlite under the data directory (or in memory for tests). Both speak the same SQL and
 * are used through Drizzle.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import * as schema from './schema';

export type Schema = typeof schema;
/** A database handle or an open transaction: services take either as their first argument. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

/**
 * Runs a drizzle `sql` template on a database or transaction and returns the plain rows.
 * Drizzle leaves timestamps as ISO strings here (unlike `Database.query`, which gives Dates).
 */
export async function selectRows<T>(db: Db, query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'pg';
  /**
   * Plain parameterised SQL for hot paths and migrations; returns the rows. A `name` makes it a
   * prepared statement on PostgreSQL (parsed and planned once per connection).
   */
  query<T = Record<string, unknown>>(text: string, params?: unknown[], name?: string): Promise<T[]>;
  /** Runs a script of several statements (no parameters). */
  exec(text: string): Promise<void>;
  /**
   * Calls `onMessage` for every NOTIFY on `channel` (from this or any other process) and
   * `onGap(connected)` when the listening connection drops (false) and is back (true): notices
   * may have been missed in between. Resolves true once listening.
   */
  listen(channel: string, onMessage: (payload: string) => void, onGap?: (connected: boolean) => void): Promise<boolean>;
  /** Runs `fn` on one pinned connection (session-level locks, scripts that must not interleave). */
  pinned<T>(fn: (conn: Pick<Database, 'query' | 'exec'>) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

export interface OpenOptions {
  /** PostgreSQL URL; when absent PGlite is used. */
  url?: string;
  /** PGlite data directory, or 'memory://' for an in-memory database. */
  dataDir: string;
  poolSize?: number;
}

export async function openDatabase(options: OpenOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.poolSize ?? 10) : openPglite(options.dataDir);
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pg = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = new pg.default.Pool({ connectionString: url, max: poolSize, idleTimeoutMillis: 30_000 });
  // A dropped idle connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema, casing: 'snake_case' }) as unknown as Db;
  let listener: import('pg').Client | undefined;
  let closed = false;
  const handlers = new Map<string, { onMessage: (payload: string) => void; onGap?: (connected: boolean) => void }[]>();
  const gap = (connected: boolean) => {
    for (const list of handlers.values()) for (const h of list) h.onGap?.(connected);
  };
  /** One dedicated connection for LISTEN; if it drops, it is re-established every second. */
  async function connectListener(): Promise<void> {
    const client = new pg.default.Client({ connectionString: url });
    let lost = false;
    const onLost = () => {
      if (lost || closed) return;
      lost = true;
      listener = undefined;
      gap(false);
      const retry = () => {
        if (closed) return;
        connectListener().then(
          () => gap(true),
          () => setTimeout(retry, 1000).unref(),
        );
      };
      setTimeout(retry, 1000).unref();
    };
    client.on('error', onLost);
    client.on('end', onLost);
    client.on('notification', (msg) => {
      for (const h of handlers.get(msg.channel) ?? []) h.onMessage(msg.payload ?? '');
    });
    await client.connect();
    for (const channel of handlers.keys()) await client.query(`LISTEN ${quoteIdent(channel)}`);
    listener = client;
  }
  return {
    db,
    kind: 'pg',
    async query<T>(text: string, params?: unknown[], name?: string) {
      const result = name ? await pool.query({ name, text, values: params as unknown[] }) : await pool.query(text, params as unknown[]);
      return result.rows as T[];
    },
    async exec(text: string) {
      await pool.query(text);
    },
    async pinned(fn) {
      const conn = await pool.connect();
      let broken = false;
      try {
        return await fn({
          async query<T>(text: string, params?: unknown[]) {
            return (await conn.query(text, params as unknown[])).rows as T[];
          },
          async exec(text: string) {
            await conn.query(text);
          },
        });
      } catch (err) {
        broken = true;
        throw err;
      } finally {
        conn.release(broken);
      }
    },
    async listen(channel, onMessage, onGap) {
      const list = handlers.get(channel) ?? [];
      list.push({ onMessage, onGap });
      handlers.set(channel, list);
      if (!listener) await connectListener();
      else if (list.length === 1) await listener.query(`LISTEN ${quoteIdent(channel)}`);
      return true;
    },
    async close() {
      closed = true;
      await listener?.end().catch(() => {});
      await pool.end();
    },
  };
}

async function openPglite(dataDir: string): Promise<Database> {
  const { PGlite } = await import('@electric-sql/pglite');
  // Trigram similarity for the forgiving search (migration 0008); PGlite ships it as an extension.
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  const inMemory = dataDir === 'memory://';
  let releaseLock = () => {};
  if (!inMemory) {
    fs.mkdirSync(dataDir, { recursive: true });
    releaseLock = acquireDirectoryLock(dataDir);
  }
  let client: InstanceType<typeof PGlite>;
  try {
    client = inMemory ? new PGlite({ extensions: { pg_trgm } }) : new PGlite(dataDir, { extensions: { pg_trgm } });
    await client.waitReady;
  } catch (err) {
    releaseLock();
    throw err;
  }
  const db = drizzle({ client, schema, casing: 'snake_case' }) as unknown as Db;
  const conn: Pick<Database, 'query' | 'exec'> = {
    async query<T>(text: string, params?: unknown[]) {
      const result = await client.query<T>(text, params as unknown[]);
      return result.rows;
    },
    async exec(text: string) {
      await client.exec(text);
    },
  };
  return {
    db,
    kind: 'pglite',
    ...conn,
    async listen(channel, onMessage) {
      // One process owns the embedded database: its own notices are all there is to hear.
      await client.listen(channel, onMessage);
      return true;
    },
    async pinned(fn) {
      return fn(conn);
    },
    async close() {
      await client.close();
      releaseLock();
    },
  };
}

export class DatabaseLockedError extends Error {
  constructor(dir: string, pid: number) {
    super(`The embedded database in ${dir} is in use by process ${pid}. ` + 'PGlite cannot be shared between processes: stop the other server, or set DATABASE_URL to use PostgreSQL.');
  }
}

/**
 * PGlite has no cross-process locking, and two processes on one data directory silently lose
 * writes. A lock file holding our pid refuses a second process; a lock left by a process that no
 * longer runs (kill -9) is taken over.
 */
export function acquireDirectoryLock(dir: string): () => void {
  const lockPath = path.join(dir, '.shop-server.lock');
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx');
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone.
        }
      };
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const holder = Number.parseInt(fs.readFileSync(lockPath, 'utf8'), 10);
      if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) throw new DatabaseLockedError(dir, holder);
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new Error(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}
