// `npm run db:backup [-- --out FILE]`: a backup of the shop's database.
// PostgreSQL (DATABASE_URL set): pg_dump in custom format, taken while the shop runs.
// Embedded (PGlite under DATA_DIR/db): a gzipped copy of the data directory; stop the server
// first (the embedded database belongs to one process at a time).
// Uploaded images live in DATA_DIR/uploads: copy that folder alongside.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const arg = (name) => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
};
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);
const url = process.env.DATABASE_URL;
const out = path.resolve(arg('out') ?? path.join('backups', url ? `shop-${stamp}.dump` : `shop-${stamp}.tar.gz`));
fs.mkdirSync(path.dirname(out), { recursive: true });

if (url) {
  const result = spawnSync('pg_dump', ['--format=custom', '--no-owner', '--file', out, url], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('pg_dump failed (is the PostgreSQL client installed? apt-get install postgresql-client).');
    process.exit(result.status ?? 1);
  }
} else {
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data', 'db');
  if (!fs.existsSync(dataDir)) {
    console.error(`There is no embedded database at ${dataDir}.`);
    process.exit(1);
  }
  const lock = path.join(dataDir, '.shop-server.lock');
  if (fs.existsSync(lock)) {
    const pid = Number(fs.readFileSync(lock, 'utf8'));
    let alive = false;
    try {
      process.kill(pid, 0);
      alive = true;
    } catch (err) {
      alive = err.code === 'EPERM';
    }
    if (alive) {
      console.error(`The shop (process ${pid}) is using ${dataDir}. Stop it, then back up.`);
      process.exit(1);
    }
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dataDir);
  await db.waitReady;
  const dump = await db.dumpDataDir('gzip');
  fs.writeFileSync(out, Buffer.from(await dump.arrayBuffer()));
  await db.close();
}
console.log(`Backup written to ${out}`);
