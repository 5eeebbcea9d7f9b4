// Bundles the API into dist/server.js (workspace TypeScript and drizzle-orm inlined, other npm packages left external)
// and copies the SQL migrations beside it. Modules imported dynamically (the demo seed and its
// drawings) become chunks of their own under dist/chunks, loaded only when used.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

/** Pure JavaScript packages inlined: drizzle-orm's 179 KB package.json was read once per module it loaded. */
const BUNDLED = new Set(['drizzle-orm']);
const here = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(here, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {})
  .filter((name) => !name.startsWith('@shop/') && !BUNDLED.has(name))
  .flatMap((name) => [name, `${name}/*`]);

fs.rmSync(path.join(here, 'dist/chunks'), { recursive: true, force: true });
await build({
  entryPoints: { server: path.join(here, 'src/server.ts') },
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  splitting: true,
  chunkNames: 'chunks/[name]-[hash]',
  target: 'node22',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
// esbuild writes code in ASCII (its default charset) but keeps doc comments as they are, and one
// character past Latin-1 in them (a ₹) makes V8 hold the whole module's text at two bytes a character.
for (const dir of ['dist', 'dist/chunks']) {
  for (const name of fs.readdirSync(path.join(here, dir)).filter((n) => n.endsWith('.js'))) {
    const file = path.join(here, dir, name);
    const text = fs.readFileSync(file, 'utf8');
    const ascii = text.replace(/\P{ASCII}/gu, (c) => `\\u{${c.codePointAt(0).toString(16)}}`);
    if (ascii !== text) fs.writeFileSync(file, ascii);
  }
}
fs.rmSync(path.join(here, 'dist/migrations'), { recursive: true, force: true });
fs.cpSync(path.join(here, 'src/db/migrations'), path.join(here, 'dist/migrations'), { recursive: true, filter: (src) => !src.includes(`${path.sep}meta`) });
console.log('api built: apps/api/dist/server.js');
