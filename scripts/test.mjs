// `npm test`: the type check of every workspace, then every suite, in order. The API suite runs on PGlite and, when TEST_DATABASE_URL is
// set, once more on PostgreSQL. Browser tests run last on a fresh build.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Every step below runs on this Node: npm puts node_modules/.bin (the project's own Node, see
// docs/decisions.md) first on PATH, and the child processes inherit it.
console.log(`Node ${process.version} (${process.execPath})`);
const steps = [
  ['types (every workspace)', 'npm', ['run', 'typecheck'], {}],
  ['shared rules and schemas', 'npx', ['vitest', 'run', '--project', 'shared'], {}],
  ['web logic (URL state, amounts, forms)', 'npx', ['vitest', 'run', '--project', 'web'], {}],
  ['API on PGlite', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'pglite' }],
];
if (process.env.TEST_DATABASE_URL) steps.push(['API on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'pg' }]);
else console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
steps.push(['browser (Playwright, system Chromium)', 'npm', ['run', 'test:e2e'], {}]);

const failed = [];
for (const [name, cmd, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (result.status !== 0) failed.push(name);
}
if (failed.length) {
  console.error(`\nFailed: ${failed.join(', ')}`);
  process.exit(1);
}
console.log('\nAll suites passed.');
