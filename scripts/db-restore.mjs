// `npm run db:restore -- FILE [--force]`: puts a backup from `npm run db:backup` back.
// PostgreSQL (DATABASE_URL set): pg_restore into that database, replacing its tables.
// Embedded: unpacks into DATA_DIR/db, which must be empty or absent (or --force moves the old
// one aside to DATA_DIR/db.before-restore-<time>). Stop the server first.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

if (fs.existsSync('.env')) process.loadEnvFile('.env');
const file = process.argv.slice(2).find((a) => !a.startsWith('--'));
const force = process.argv.includes('--force');
if (!file || !fs.existsSync(file)) {
  console.error('Usage: npm run db:restore -- <backup file> [--force]');
  process.exit(1);
}
const url = process.env.DATABASE_URL;

if (url) {
  const result = spawnSync('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', '--dbname', url, file], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
} else {
  const dataDir = path.resolve(process.env.DATA_DIR ?? 'data', 'db');
  if (fs.existsSync(dataDir) && fs.readdirSync(dataDir).length > 0) {
    if (!force) {
      console.error(`${dataDir} is not empty. Stop the shop and run again with --force to move it aside.`);
      process.exit(1);
    }
    const aside = `${dataDir}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19)}`;
    fs.renameSync(dataDir, aside);
    console.log(`The previous database is kept at ${aside}`);
  }
  fs.mkdirSync(dataDir, { recursive: true });
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(dataDir, { loadDataDir: new Blob([fs.readFileSync(file)]) });
  await db.waitReady;
  await db.query('SELECT 1');
  await db.close();
}
console.log(`Restored ${file}`);
