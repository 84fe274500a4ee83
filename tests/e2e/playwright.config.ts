import { defineConfig } from '@playwright/test';

// The real server on a fresh embedded database, the built SPA, Debian's
// Chromium (a browser download is not possible on these machines).
export const PORT = Number(process.env.E2E_PORT ?? 3100);
export const NORDIC = `http://nordic.localhost:${PORT}`;
export const PACIFIC = `http://pacific.localhost:${PORT}`;

// Tests speak English unless they choose otherwise: the language is pinned as
// an explicit choice in this browser, which wins over each user's saved one.
const english = [
  { name: 'seaward.languageChosen', value: '1' },
  { name: 'i18nextLng', value: 'en-GB' },
];

export default defineConfig({
  testDir: './specs',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: NORDIC,
    locale: 'en-GB',
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    viewport: { width: 1440, height: 900 },
    storageState: { cookies: [], origins: [NORDIC, PACIFIC].map((origin) => ({ origin, localStorage: english })) },
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
  },
  webServer: {
    command: `rm -rf ../../data/e2e-${PORT} && tsx ../../apps/server/src/main.ts`,
    url: `http://localhost:${PORT}/healthz`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: { PORT: String(PORT), DATA_DIR: `../../data/e2e-${PORT}`, LOG_LEVEL: 'warn', NODE_ENV: 'test', SEED_DEMO: 'true', JOBS_WORKER: 'true' },
  },
});
