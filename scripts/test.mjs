// `npm test`: the type check of every workspace, then every suite, in order. The API suite runs on PGlite and, when TEST_DATABASE_URL is
// set, once more on PostgreSQL. Browser tests run last on a fresh build.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// Every step below runs on this Node: npm puts node_modules/.bin (the project's own Node, see
// docs/decisions.md) first on PATH, and the child processes inherit it.
console.log(`Node ${process.version} (${process.execPath})`);
const steps = [
  ['types (every workspace)', 'npm', ['run', 'typecheck'], {}],
  ['lint (ESLint: types, hooks, accessibility, boundaries; Prettier)', 'npm', ['run', 'lint'], {}],
  ['shared rules and schemas', 'npx', ['vitest', 'run', '--project', 'shared'], {}],
  ['web logic (URL state, amounts, forms)', 'npx', ['vitest', 'run', '--project', 'web'], {}],
  ['API on PGlite', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'pglite' }],
];
if (process.env.TEST_DATABASE_URL) steps.push(['API on PostgreSQL', 'npx', ['vitest', 'run', '--project', 'api'], { TEST_DB: 'pg' }]);
else console.log('TEST_DATABASE_URL is not set: the API suite runs on PGlite only.');
steps.push(['browser (Playwright, system Chromium)', 'npm', ['run', 'test:e2e'], {}]);

// A failed step's failure lines are printed again at the very end, so the last lines of a CI log say what failed.
const FAILURE_LINE = /\bFAIL\b|✘|×|\d+\) \[|Error:|expected|Expected|Received|❯ .*:\d+:\d+/;
// eslint-disable-next-line no-control-regex -- the escape character starts every colour code
const ANSI = /\x1b\[[0-9;]*m/g;

function run(cmd, args, env) {
  return new Promise((resolve) => {
    const child = spawn(cmd, args, { cwd: root, stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...env } });
    const failures = [];
    let pending = '';
    const collect = (chunk) => {
      const lines = (pending + chunk.toString('utf8')).split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const plain = line.replace(ANSI, '').trimEnd();
        if (FAILURE_LINE.test(plain) && failures.length < 60) failures.push(plain);
      }
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      collect(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      collect(chunk);
    });
    child.on('close', (status) => resolve({ status, failures }));
  });
}

const failed = [];
for (const [name, cmd, args, env] of steps) {
  console.log(`\n=== ${name} ===`);
  const started = Date.now();
  const result = await run(cmd, args, env);
  console.log(`=== ${name}: ${result.status === 0 ? 'passed' : 'FAILED'} in ${Math.round((Date.now() - started) / 1000)} s ===`);
  if (result.status !== 0) failed.push({ name, failures: result.failures });
}
if (failed.length) {
  for (const { name, failures } of failed) {
    console.error(`\n--- ${name}: what failed ---`);
    console.error(failures.length ? failures.join('\n') : '(no failure line recognised; see the step above)');
  }
  console.error(`\nFailed: ${failed.map((f) => f.name).join(', ')}`);
  process.exit(1);
}
console.log('\nAll suites passed.');
