/**
 * `npm run lighthouse`: Lighthouse (mobile preset, simulated throttling) on home, shop, a product
 * page, the sale page and a policy page of the built shop with the demo catalogue, driving the
 * system Chromium. Each page is loaded once to warm the server (demo pictures are drawn on first
 * request), then measured RUNS times; the run with the median performance score is reported.
 * Scores go to bench/results/lighthouse-*.md and lighthouse-latest.md.
 *
 * LIGHTHOUSE_RUNS (default 3), LIGHTHOUSE_PAGES=shop,product (a subset; the table files are then
 * not written), LIGHTHOUSE_JSON=dir (keeps each median run's full report there, for the LCP
 * breakdown, request chains and byte counts), LIGHTHOUSE_STRICT=1 (exit 1 on a missed target).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startSettings } from './measure';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 3720);
const base = `http://127.0.0.1:${PORT}`;
const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const TARGETS: Record<(typeof CATEGORIES)[number], number> = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 };
/** Metric targets (issue 15): LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02. FCP has none; it is reported to read the LCP by. */
const METRIC_TARGETS: Record<string, number> = { 'largest-contentful-paint': 2000, 'total-blocking-time': 150, 'cumulative-layout-shift': 0.02 };
const METRICS = ['largest-contentful-paint', 'first-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift'] as const;
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',').filter(Boolean);
const JSON_DIR = process.env.LIGHTHOUSE_JSON;

async function waitFor(url: string) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer`);
}

async function main() {
  const serverJs = path.join(root, 'apps/api/dist/server.js');
  if (!fs.existsSync(serverJs)) throw new Error('Build first: npm run build');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lighthouse-'));
  const start = startSettings();
  const server = spawn(process.execPath, [...start.flags, serverJs], {
    env: { ...start.env, ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, PUBLIC_URL: base, JOBS: 'false', PRERENDER_PICTURES: 'false', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  try {
    await waitFor(`${base}/readyz`);
    const list = (await (await fetch(`${base}/api/product/list?in_stock=true&limit=1`)).json()) as { data: { products: { _id: string }[] } };
    const pages = (
      [
        ['home', `${base}/`],
        ['shop', `${base}/shop`],
        ['product', `${base}/product/${list.data.products[0]!._id}`],
        ['sale', `${base}/sale-items`],
        ['policy', `${base}/order-policy`],
      ] as const
    ).filter(([name]) => !ONLY || ONLY.includes(name));
    const rows: string[] = [];
    let failed = false;
    for (const [name, url] of pages) {
      const options = { port: chrome.port, output: 'json' as const, logLevel: 'error' as const, onlyCategories: [...CATEGORIES] };
      await lighthouse(url, options); // warm-up: the server draws the pictures this page shows
      // Lighthouse varies from run to run: report the run with the median performance score of three.
      const runs = [];
      // A run whose trace Chromium failed to record (NO_NAVSTART and the like, on a busy machine) has no
      // scores: it is run again (up to RUNS more times), not counted as a 0.
      for (let attempts = 0; runs.length < RUNS && attempts < 2 * RUNS; attempts++) {
        const lhr = (await lighthouse(url, options))!.lhr;
        if (lhr.runtimeError) console.log(`${name}: run failed (${lhr.runtimeError.code}), running again`);
        else runs.push(lhr);
      }
      if (runs.length === 0) throw new Error(`${name}: no Lighthouse run succeeded`);
      runs.sort((a, b) => (a.categories.performance?.score ?? 0) - (b.categories.performance?.score ?? 0));
      const lhr = runs[Math.floor(runs.length / 2)]!;
      if (JSON_DIR) {
        fs.mkdirSync(JSON_DIR, { recursive: true });
        fs.writeFileSync(path.join(JSON_DIR, `${name}.json`), JSON.stringify(lhr));
      }
      const scores = CATEGORIES.map((c) => Math.round((lhr.categories[c]?.score ?? 0) * 100));
      const metricCells = METRICS.map((id) => {
        const audit = lhr.audits[id];
        const target = METRIC_TARGETS[id];
        const miss = target !== undefined && (audit?.numericValue ?? Infinity) > target;
        if (miss) failed = true;
        return `${audit?.displayValue ?? ''}${miss ? ' ✗' : ''}`;
      });
      const perRun = runs.map((r) => `${Math.round((r.categories.performance?.score ?? 0) * 100)}`).join('/');
      const [perf, ...others] = scores.map((s, i) => `${s}${s < TARGETS[CATEGORIES[i]!] ? ' ✗' : ''}`);
      const cpu = Math.round(lhr.environment.benchmarkIndex);
      rows.push(`| ${name} | ${perf} (${perRun}) | ${metricCells.join(' | ')} | ${others.join(' | ')} | ${cpu} |`);
      console.log(`${name}: ${CATEGORIES.map((c, i) => `${c} ${scores[i]}`).join(', ')} (runs ${perRun}); ${METRICS.map((m, i) => `${m} ${metricCells[i]}`).join(', ')}`);
      for (const [i, c] of CATEGORIES.entries()) {
        if (scores[i]! < TARGETS[c]) {
          failed = true;
          const misses = Object.values(lhr.audits)
            .filter((a) => a.score !== null && a.score < 1 && lhr.categories[c]?.auditRefs.some((r) => r.id === a.id && r.weight > 0))
            .map((a) => `${a.id} (${a.score})`);
          console.log(`  ${c} below ${TARGETS[c]}: ${misses.join(', ')}`);
        }
      }
    }
    const when = new Date();
    const table = [
      `# Lighthouse ${when.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
      '',
      `Lighthouse ${lighthouseVersion()}, mobile preset (simulated slow 4G and 4× CPU slowdown), system Chromium, the built shop on loopback with the demo catalogue; the run with the median performance score of ${RUNS} per page (the scores of all runs in brackets). Targets: performance ≥ 95, LCP ≤ 2.0 s, TBT ≤ 150 ms, CLS ≤ 0.02, accessibility, best practices and SEO 100 (✗ marks a miss). CPU index is Lighthouse's benchmark of the machine during that run (higher is faster; below about 1,000 the machine was busy and the blocking time, which Lighthouse multiplies by 4 from the measured tasks, reads high).`,
      '',
      '| page | performance | LCP | FCP | TBT | CLS | accessibility | best practices | SEO | CPU index |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
      ...rows,
      '',
    ].join('\n');
    const dir = path.join(here, 'results');
    fs.mkdirSync(dir, { recursive: true });
    if (!ONLY) {
      fs.writeFileSync(path.join(dir, `lighthouse-${when.toISOString().slice(0, 16).replace(/[:T]/g, '-')}.md`), table);
      fs.writeFileSync(path.join(dir, 'lighthouse-latest.md'), table);
    }
    console.log(`\n${table}`);
    if (failed && process.env.LIGHTHOUSE_STRICT) process.exitCode = 1;
  } finally {
    chrome.kill();
    server.kill('SIGTERM');
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

function lighthouseVersion(): string {
  try {
    return JSON.parse(fs.readFileSync(path.join(here, 'node_modules/lighthouse/package.json'), 'utf8')).version;
  } catch {
    return '';
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
