/**
 * A fresh shop per test file on a real database: in-memory PGlite by default, or a new PostgreSQL
 * database created from TEST_DATABASE_URL when TEST_DB=pg (dropped again in close()).
 */
import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { migrate } from '../src/db/migrate';
import { ensureTaxonomy } from '../src/db/seed/taxonomy';
import { createEmptyPgDatabase } from './pg-database';
import { ManualClock } from '../src/lib/clock';

export const onPostgres = process.env.TEST_DB === 'pg';

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: ManualClock;
  config: Config;
  close(): Promise<void>;
}

/** Creates an empty PostgreSQL database for one test file; returns its URL and a function that drops it. */
export async function createPgDatabase(): Promise<{ url: string; drop(): Promise<void> }> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=pg needs TEST_DATABASE_URL (e.g. postgres://postgres@127.0.0.1:5432/postgres)');
  return createEmptyPgDatabase(adminUrl, `shop_test_${randomBytes(6).toString('hex')}`);
}

/** `options.serveWeb` also serves the web app from `overrides.webDist` (see build-web-renderer.ts); `options.logStream` captures the log. */
export async function buildTestApp(overrides: Partial<Config> = {}, options: Pick<BuildOptions, 'logStream'> & { serveWeb?: boolean } = {}): Promise<TestApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-'));
  const pgDb = onPostgres ? await createPgDatabase() : undefined;
  // Pages are stored when first asked for, not rendered ahead in the background (a test asks for what it reads).
  const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOBS: 'false', RATE_LIMITS: 'false', PRERENDER_PAGES: 'false' } as NodeJS.ProcessEnv, {
    databaseUrl: pgDb?.url,
    ...overrides,
  });
  const database = await openDatabase({ url: pgDb?.url, dataDir: 'memory://', poolSize: 5 });
  await migrate(database);
  await ensureTaxonomy(database.db);
  const clock = new ManualClock(new Date('2026-11-22T10:00:00Z'));
  const { serveWeb = false, ...buildOptions } = options;
  const app = await buildApp(config, database, { clock, serveWeb, logger: buildOptions.logStream ? undefined : false, ...buildOptions });
  await app.ready();
  return {
    app,
    database,
    clock,
    config,
    async close() {
      await app.close();
      await pgDb?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
