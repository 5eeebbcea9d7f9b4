import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests on the system Chromium against the built server, started on its own port with a
 * fresh embedded database (the demo seed) for each run.
 */
const port = Number(process.env.E2E_PORT ?? 4173);
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${Date.now()}`);
export const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // Long flows (a layaway paid in three parts, a return and a second purchase) take 35-50 s on a slow
  // two-core machine with two workers, and ran past a minute there: two minutes leaves room.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  outputDir: path.join(os.tmpdir(), 'shop-e2e-results'),
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 }, channel: undefined } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 }, channel: undefined }, testMatch: /.*\.mobile\.spec\.ts/ },
  ],
  webServer: {
    // The Node that runs Playwright (the project's own, under `npm test`) runs the server too.
    command: `"${process.execPath}" ../apps/api/dist/server.js`,
    url: `${baseURL}/readyz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseURL,
      PRERENDER_PICTURES: 'false',
      RATE_LIMITS: 'false',
      LOG_LEVEL: 'warn',
      TEST_ROUTES: 'true',
    },
  },
});
