/**
 * The server's configuration, parsed from the environment once. This is the only module that reads
 * process.env; everything else receives the typed object.
 */
import path from 'node:path';
import { z } from 'zod';

const bool = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no'])
    .optional()
    .transform((v) => (v === undefined ? fallback : v === 'true' || v === '1' || v === 'yes'));

const EnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  /** A PostgreSQL URL; when unset the embedded PGlite database under DATA_DIR is used. */
  DATABASE_URL: z.string().url().optional(),
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(100).default(10),
  /** Server processes (node:cluster) sharing the port; more than 1 needs DATABASE_URL. */
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  /** Where the embedded database, uploads and the lock file live. */
  DATA_DIR: z.string().default('data'),
  /** The address shoppers reach the shop at: canonical URLs, sitemap and links in mails. Unset: http://localhost:<PORT>. */
  PUBLIC_URL: z.string().url().optional(),
  /** 'demo' seeds the demo catalogue into an empty database; 'none' leaves it empty. */
  SEED: z.enum(['demo', 'none']).default('demo'),
  /** SMTP server for mail (smtp://user:pass@host:port). Unset: mails stay in the outbox and the log. */
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Tangerine Luxury <hello@tangerineluxury.example>'),
  /** Where offers, contact messages and other shop notices are mailed. */
  SHOP_EMAIL: z.string().email().default('sales@tangerineluxury.example'),
  SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  /** Secret that signs the test payment gateway's callbacks. Unset: one is generated and stored in the database. */
  PAYMENT_SECRET: z.string().min(16).optional(),
  /** Signs links in mails (one-click unsubscribe). Unset: one is generated and stored in the database. */
  APP_SECRET: z.string().min(16).optional(),
  /** Price drops for one shopper within this many seconds become one mail. */
  ALERTS_BATCH_SECONDS: z.coerce.number().int().min(0).max(86_400).default(300),
  /** Run timed work (payment holds, layaway, offer expiry, mail) in this process. */
  JOBS: bool(true),
  /** Draw the demo catalogue's pictures in the background after start (otherwise each is drawn when first asked for). */
  PRERENDER_PICTURES: bool(true),
  /** Render every product's page ahead, in idle time, into the page store (decision 31); otherwise each is stored when first asked for. */
  PRERENDER_PAGES: bool(true),
  JOB_INTERVAL_MS: z.coerce.number().int().min(100).default(10_000),
  RATE_LIMITS: bool(true),
  /** In-process cache for hot catalogue reads, invalidated on change (also across processes on PostgreSQL). */
  CACHE: bool(true),
  /** Memory the listing index may give the products' cards when they are not in a file (LISTING_CARDS_FILE=false or no folder; decision 48); 0 turns it off. */
  LISTING_CARDS_MB: z.coerce.number().int().min(0).max(65_536).default(64),
  /** The listing index keeps the products' cards in a file under DATA_DIR/listing, read through the page cache (decisions 56, 57); false: in memory within LISTING_CARDS_MB, else read from the database. */
  LISTING_CARDS_FILE: bool(true),
  /** Every this many ms, the C allocator's free memory is handed back to the system (glibc's malloc_trim, lib/malloc-trim.ts; decision 61); 0 never. */
  MALLOC_TRIM_MS: z.coerce.number().int().min(0).max(3_600_000).default(2_000),
  /** Trust X-Forwarded-For from a proxy in front of the shop. */
  TRUST_PROXY: bool(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** The built web app to serve; unset: apps/web/dist next to this server. */
  WEB_DIST: z.string().optional(),
  /** Largest JSON body accepted, in bytes. */
  /** Test-only routes (/api/test/*) for the browser tests; never in production. */
  TEST_ROUTES: bool(false),
  BODY_LIMIT: z.coerce.number().int().min(1024).default(1_048_576),
});

export interface Config {
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dbPoolSize: number;
  workers: number;
  dataDir: string;
  uploadsDir: string;
  publicUrl: string;
  seed: 'demo' | 'none';
  smtpUrl: string | undefined;
  mailFrom: string;
  shopEmail: string;
  sessionTtlDays: number;
  paymentSecret: string | undefined;
  appSecret: string | undefined;
  alertsBatchSeconds: number;
  jobs: boolean;
  prerenderPictures: boolean;
  prerenderPages: boolean;
  jobIntervalMs: number;
  rateLimits: boolean;
  cache: boolean;
  listingCardsMb: number;
  mallocTrimMs: number;
  listingCardsFile: boolean;
  trustProxy: boolean;
  logLevel: string;
  webDist: string | undefined;
  bodyLimit: number;
  testRoutes: boolean;
}

/** Parses the environment; throws one error listing every bad variable. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = EnvSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n');
    throw new Error(`Invalid configuration:\n${lines}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  return Object.freeze({
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    dbPoolSize: e.DB_POOL_SIZE,
    workers: e.WORKERS,
    dataDir,
    uploadsDir: path.join(dataDir, 'uploads'),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    seed: e.SEED,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    shopEmail: e.SHOP_EMAIL,
    sessionTtlDays: e.SESSION_TTL_DAYS,
    paymentSecret: e.PAYMENT_SECRET,
    appSecret: e.APP_SECRET,
    alertsBatchSeconds: e.ALERTS_BATCH_SECONDS,
    jobs: e.JOBS,
    prerenderPictures: e.PRERENDER_PICTURES,
    prerenderPages: e.PRERENDER_PAGES,
    jobIntervalMs: e.JOB_INTERVAL_MS,
    rateLimits: e.RATE_LIMITS,
    cache: e.CACHE,
    listingCardsMb: e.LISTING_CARDS_MB,
    mallocTrimMs: e.MALLOC_TRIM_MS,
    listingCardsFile: e.LISTING_CARDS_FILE,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    webDist: e.WEB_DIST,
    bodyLimit: e.BODY_LIMIT,
    testRoutes: e.TEST_ROUTES,
    ...overrides,
  });
}
