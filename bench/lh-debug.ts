import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]!;
const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'] });
const r = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['accessibility', 'performance'] });
const a = r!.lhr.audits;
for (const id of ['heading-order']) console.log(id, JSON.stringify((a[id]?.details as { items?: unknown[] })?.items?.slice(0, 5), null, 1)?.slice(0, 1500));
for (const id of ['largest-contentful-paint-element', 'render-blocking-resources', 'bootup-time', 'mainthread-work-breakdown', 'network-requests']) {
  const items = ((a[id]?.details as { items?: Record<string, unknown>[] })?.items ?? []).slice(0, 14);
  console.log(`\n${id}: ${a[id]?.displayValue ?? ''}`);
  for (const it of items) console.log('  ', JSON.stringify(it).slice(0, 260));
}
await chrome.kill();
