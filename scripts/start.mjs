// `npm start`: builds the web app and the API when their build is missing or older than the
// sources, then starts the server in this process (so signals reach it directly).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function newest(paths) {
  let latest = 0;
  const walk = (p) => {
    if (!fs.existsSync(p)) return;
    const stat = fs.statSync(p);
    if (stat.isDirectory()) {
      if (p.endsWith('node_modules') || p.endsWith('dist')) return;
      for (const entry of fs.readdirSync(p)) walk(path.join(p, entry));
    } else latest = Math.max(latest, stat.mtimeMs);
  };
  paths.forEach((p) => walk(path.join(root, p)));
  return latest;
}

function builtAt(file) {
  const full = path.join(root, file);
  return fs.existsSync(full) ? fs.statSync(full).mtimeMs : 0;
}

function build(workspace) {
  const result = spawnSync('npm', ['run', 'build', '-w', workspace], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

// A .env file next to package.json, if there is one, sets variables the environment does not.
if (fs.existsSync(path.join(root, '.env'))) process.loadEnvFile(path.join(root, '.env'));

const shared = ['packages/shared/src'];
// The browser's app and the server renderer (dist/server) are built together; the older of the two decides.
if (
  Math.min(builtAt('apps/web/dist/index.html'), builtAt('apps/web/dist/server/entry-server.js')) <
  newest([...shared, 'apps/web/src', 'apps/web/index.html', 'apps/web/vite.config.ts', 'apps/web/public'])
)
  build('@shop/web');
if (builtAt('apps/api/dist/server.js') < newest([...shared, 'apps/api/src', 'apps/api/build.mjs'])) build('@shop/api');

await import(pathToFileURL(path.join(root, 'apps/api/dist/server.js')).href);
