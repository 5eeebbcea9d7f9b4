/**
 * Starts the shop: configuration → database → migrations → taxonomy and (into an empty database)
 * the demo catalogue → HTTP. SIGTERM and SIGINT stop it gracefully: no new connections, in-flight
 * requests finish, then the database closes.
 *
 * `WORKERS=N` (with `DATABASE_URL`) runs N such server processes with node:cluster, sharing the
 * port: the first process prepares the database (migrations, taxonomy, demo seed) before the
 * workers start, a worker that dies is replaced, and SIGTERM stops them all. They stay fresh with
 * each other through the database's change notices (lib/cache.ts).
 */
import cluster from 'node:cluster';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { prerenderPictures } from './db/seed/pictures';
import { ensureTaxonomy, isEmpty } from './db/seed/taxonomy';
import { DiskStorage } from './lib/storage';
import { smtpTransport } from './lib/mail';
import { startJobs } from './modules/jobs/runner';
import { appSecret } from './modules/alerts/tokens';

async function prepare(database: Awaited<ReturnType<typeof openDatabase>>, config: ReturnType<typeof loadConfig>, started: number) {
  await migrate(database);
  await ensureTaxonomy(database.db);
  if (config.seed === 'demo' && (await isEmpty(database))) {
    // The demo catalogue's data and code load only when an empty database is seeded.
    const { seedDemo } = await import('./db/seed/index');
    const seeded = await seedDemo(database);
    console.log(`Seeded the demo catalogue: ${seeded.products} products from ${seeded.brands} brands (${Date.now() - started} ms).`);
  }
}

/** The primary of `WORKERS=N`: prepares the database once, then keeps N server processes running. */
async function primary(config: ReturnType<typeof loadConfig>) {
  if (!config.databaseUrl) throw new Error('WORKERS above 1 needs DATABASE_URL: the embedded database serves one process.');
  const started = Date.now();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/db`, poolSize: 2 });
  await prepare(database, config, started);
  await database.close();
  let stopping = false;
  const fork = (index: number) =>
    cluster.fork().on('exit', (code) => {
      if (!stopping) {
        console.error(`Server process ${index} stopped (${code}); starting another.`);
        fork(index);
      }
    });
  for (let i = 0; i < config.workers; i++) fork(i);
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    cluster.disconnect(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  console.log(`Started ${config.workers} server processes on port ${config.port}.`);
}

async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return primary(config);
  // In a cluster, the first worker alone draws pictures; every one runs timed work (rows are claimed with SKIP LOCKED).
  const firstWorker = cluster.isPrimary || cluster.worker?.id === 1;
  const started = Date.now();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/db`, poolSize: config.dbPoolSize });
  if (cluster.isPrimary) await prepare(database, config, started);
  const app = await buildApp(config, database, { serveWeb: true });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: closing`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    // Keep-alive connections that finish their last request while we close are dropped at once
    // instead of lingering until their keep-alive timeout.
    const sweep = setInterval(() => app.server.closeIdleConnections(), 50);
    sweep.unref();
    stopJobs()
      .then(() => app.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  let stopJobs = async () => {};
  if (config.jobs) {
    const transport = config.smtpUrl ? await smtpTransport(config.smtpUrl) : null;
    const alerts = { batchSeconds: config.alertsBatchSeconds, publicUrl: config.publicUrl, secret: await appSecret(database.db, config.appSecret) };
    stopJobs = startJobs(
      { database, clock: app.deps.clock, cache: app.deps.cache, gateway: app.deps.paymentGateway, transport, mailFrom: config.mailFrom, log: (line) => app.log.info(line), alerts },
      config.jobIntervalMs,
      (err) => app.log.error({ err }, 'timed work failed'),
    );
  }
  const stopDrawing = new AbortController();
  app.addHook('onClose', async () => stopDrawing.abort());
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pg' ? 'PostgreSQL' : `the embedded database in ${config.dataDir}`;
  if (firstWorker) console.log(`Tangerine Luxury is open at ${config.publicUrl} (port ${config.port}, ${where}, Node ${process.version}).`);
  if (config.prerenderPictures && firstWorker) {
    const urls = await database.query<{ url: string }>(`SELECT DISTINCT url FROM product_images WHERE url LIKE '/uploads/seed/%' ORDER BY url`);
    prerenderPictures(
      urls.map((u) => u.url),
      new DiskStorage(config.uploadsDir),
      stopDrawing.signal,
    ).then(
      (made) => made && app.log.info(`Drew ${made} demo pictures.`),
      (err) => app.log.warn({ err }, 'Drawing demo pictures failed'),
    );
  }
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
