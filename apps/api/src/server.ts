/**
 * Starts the shop: configuration → database → migrations → taxonomy and (into an empty database)
 * the demo catalogue → HTTP. SIGTERM and SIGINT stop it gracefully: no new connections, in-flight
 * requests finish, then the database closes.
 *
 * `WORKERS=N` (with `DATABASE_URL`) runs N such server processes with node:cluster, sharing the
 * port: the first process prepares the database (migrations, taxonomy, demo seed) while the
 * workers load their code, and they open it once it is prepared; a worker that dies is replaced,
 * and SIGTERM stops them all. They stay fresh with each other through the database's change
 * notices (lib/cache.ts).
 */
import cluster, { type Worker } from 'node:cluster';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { ensureTaxonomy, isEmpty } from './db/seed/taxonomy';

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

/** What a worker asks its primary, and the answer once the database is prepared. */
const ASK_PREPARED = 'shop:prepared?';
const PREPARED = 'shop:prepared';

/** A worker's wait for its primary to have prepared the database (asked, so no answer is missed). */
function preparedByPrimary(): Promise<void> {
  return new Promise((resolve) => {
    const onMessage = (message: unknown) => {
      if (message !== PREPARED) return;
      process.off('message', onMessage);
      resolve();
    };
    process.on('message', onMessage);
    process.send!(ASK_PREPARED);
  });
}

/**
 * The primary of `WORKERS=N`: starts N server processes, which load their code while it prepares
 * the database once; they open it when told it is prepared. A process that stops is replaced.
 */
async function primary(config: ReturnType<typeof loadConfig>) {
  if (!config.databaseUrl) throw new Error('WORKERS above 1 needs DATABASE_URL: the embedded database serves one process.');
  const started = Date.now();
  let stopping = false;
  let prepared: Promise<void> | null = null;
  const fork = (index: number) =>
    cluster
      .fork()
      .on('message', function (this: Worker, message: unknown) {
        if (message === ASK_PREPARED)
          void prepared?.then(
            () => this.send(PREPARED),
            () => undefined,
          );
      })
      .on('exit', (code) => {
        if (!stopping) {
          console.error(`Server process ${index} stopped (${code}); starting another.`);
          fork(index);
        }
      });
  const stop = (signal: NodeJS.Signals) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
    cluster.disconnect(() => process.exit(0));
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
  prepared = (async () => {
    const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/db`, poolSize: 2 });
    await prepare(database, config, started);
    await database.close();
  })();
  for (let i = 0; i < config.workers; i++) fork(i);
  try {
    await prepared;
  } catch (err) {
    // Nothing may serve an unprepared database: the workers stop, and so does the primary.
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    throw err;
  }
  console.log(`Started ${config.workers} server processes on port ${config.port}.`);
}

async function main() {
  const config = loadConfig();
  if (config.workers > 1 && cluster.isPrimary) return primary(config);
  // In a cluster, the first worker alone draws pictures; every one runs timed work (rows are claimed with SKIP LOCKED).
  const firstWorker = cluster.isPrimary || cluster.worker?.id === 1;
  const started = Date.now();
  // The app's code loads while a cluster's primary prepares the database; a worker then waits for it.
  const serving = import('./serve');
  if (cluster.isWorker) await preparedByPrimary();
  const database = await openDatabase({ url: config.databaseUrl, dataDir: `${config.dataDir}/db`, poolSize: config.dbPoolSize });
  if (cluster.isPrimary) await prepare(database, config, started);
  await (await serving).serve(config, database, firstWorker);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
