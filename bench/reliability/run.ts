/**
 * `npm run test:reliability`: the shop attacked, raced, killed and fuzzed, on real server
 * processes, PGlite and PostgreSQL. Prints each figure, writes them to docs/reliability.md
 * (between the generated markers) and fails if any promise is broken.
 *
 *   race      100 buyers for 10 one-of-one items through two processes sharing PostgreSQL
 *   coupon    20 shoppers use a 50 % coupon limited to one use, at once, through two processes on PostgreSQL
 *   crash     kill -9 of the server five times during an order load (PGlite, then PostgreSQL)
 *   lock      a second process on the embedded database is refused
 *   fuzz      10,000+ malformed requests over every endpoint, with and without a token
 *   schema-fuzz  20,000 property-based requests (fast-check) drawn from every operation's documented
 *             schemas: valid, boundary and hostile values, as visitor, shopper and administrator
 *   fresh     a change through one process is read at once from another (cache across processes)
 *   shutdown  SIGTERM finishes in-flight requests, then exits
 *   backup    db:backup then db:restore, embedded and PostgreSQL, and the data is the same
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { figures, record } from './figures';
import { fuzzing, schemaFuzzing } from './fuzzing';
import { ADMIN_URL, root, serverJs } from './harness';
import { backup, freshness, shutdown } from './operations';
import { couponRace, crash, race } from './races';

function writeDoc() {
  const doc = path.join(root, 'docs/reliability.md');
  const when = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const table = [
    `<!-- figures:start (written by npm run test:reliability, ${when} UTC) -->`,
    '| run | promise | figure | holds |',
    '|---|---|---|---|',
    ...figures.map((f) => `| ${f.section} | ${f.promise} | ${f.figure} | ${f.ok ? 'yes' : '**no**'} |`),
    '<!-- figures:end -->',
  ].join('\n');
  const text = fs.existsSync(doc) ? fs.readFileSync(doc, 'utf8') : '';
  const next = /<!-- figures:start[\s\S]*<!-- figures:end -->/.test(text) ? text.replace(/<!-- figures:start[\s\S]*<!-- figures:end -->/, table) : `${text}\n${table}\n`;
  fs.writeFileSync(doc, next);
}

async function main() {
  if (!fs.existsSync(serverJs)) execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  console.log(`PostgreSQL: ${ADMIN_URL.replace(/\/\/[^@]*@/, '//')}`);
  const started = Date.now();
  const only = process.argv.slice(2);
  const sections: [string, () => Promise<void>][] = [
    ['race', race],
    ['coupon', couponRace],
    ['crash', () => crash('pglite').then(() => crash('pg'))],
    ['fresh', freshness],
    ['shutdown', shutdown],
    ['backup', backup],
    ['fuzz', fuzzing],
    ['schema-fuzz', schemaFuzzing],
  ];
  for (const [name, fn] of sections) {
    if (only.length && !only.includes(name)) continue;
    try {
      await fn();
    } catch (err) {
      record(name, 'run completed', `error: ${(err as Error).message.slice(0, 300)}`, false);
    }
  }
  if (!only.length) writeDoc();
  const failed = figures.filter((f) => !f.ok);
  console.log(`\n${figures.length - failed.length} of ${figures.length} figures hold (${Math.round((Date.now() - started) / 1000)} s).`);
  if (failed.length) process.exit(1);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
