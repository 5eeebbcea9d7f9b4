/**
 * One server process: the app on an open database, its timed work, its HTTP listener and (in the
 * first process) the demo pictures; SIGTERM and SIGINT close it gracefully. Loaded by server.ts
 * only in the processes that serve, so a cluster's primary never loads the app.
 */
import { buildApp } from './app';
import type { loadConfig } from './config';
import type { openDatabase } from './db/client';
import { prerenderPictures } from './db/seed/pictures';
import { DiskStorage } from './lib/storage';
import { startMallocTrim } from './lib/malloc-trim';
import { smtpTransport } from './lib/mail';
import { startJobs } from './modules/jobs/runner';
import { appSecret } from './modules/alerts/tokens';

export async function serve(config: ReturnType<typeof loadConfig>, database: Awaited<ReturnType<typeof openDatabase>>, firstWorker: boolean): Promise<void> {
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
  const trim = await startMallocTrim(config.mallocTrimMs);
  app.addHook('onClose', async () => trim?.stop());
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
