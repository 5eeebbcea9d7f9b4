/**
 * The web app's server renderer built from the current sources into a temporary directory, beside
 * the app's HTML template, for tests that serve pages (buildTestApp({ webDist }, { serveWeb: true })).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';

const webRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../web');

export async function buildWebRenderer(): Promise<{ dir: string; remove(): void }> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'));
  // Vitest runs with NODE_ENV=test, which would make the JSX compile for React's development runtime.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({
    root: webRoot,
    configFile: path.join(webRoot, 'vite.config.ts'),
    mode: 'production',
    logLevel: 'silent',
    build: { ssr: true, outDir: path.join(dir, 'server'), emptyOutDir: true },
  }).finally(() => {
    process.env.NODE_ENV = nodeEnv;
  });
  fs.copyFileSync(path.join(webRoot, 'index.html'), path.join(dir, 'index.html'));
  return { dir, remove: () => fs.rmSync(dir, { recursive: true, force: true }) };
}
