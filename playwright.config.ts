import { defineConfig, devices } from '@playwright/test';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { consentAgreed, offersAlreadyShown } from './e2e/support/storageSeeds.ts';
import { timeScale } from './e2e/support/timeScale.ts';

// E2E runs against the built app served by the same server `npm start` runs,
// on its own port and a throwaway data directory (a fresh PGlite database).
const port = Number(process.env.E2E_PORT ?? 8181);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'bzsj-e2e-'));

export const chromiumArgs = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: 'e2e',
  testIgnore: ['bench/**'],
  timeout: 30_000 * timeScale,
  expect: { timeout: 5_000 * timeScale },
  fullyParallel: true,
  workers: 2,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    // No downloaded browser: Debian's Chromium (scripts/ensure-chromium.sh).
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: chromiumArgs },
    locale: 'zh-CN',
    trace: 'off',
    // The app's service worker (issue 15) would answer requests before page.route sees them;
    // the offline specs allow it.
    serviceWorkers: 'block',
    // Every first launch stops at the privacy dialog (issue 15). Specs start as a visitor who
    // agreed; the consent specs start from an empty storage state instead. They also start as a
    // visitor who was already offered the welcome (1) and retention (2) pop-ups today, as a real
    // visitor's storage would say, so no offer covers the page; e2e/popups.spec.ts starts without.
    storageState: {
      cookies: [],
      origins: [{ origin: `http://127.0.0.1:${port}`, localStorage: [consentAgreed(), offersAlreadyShown()] }],
    },
  },
  projects: [{ name: 'mobile-chromium', use: { ...devices['Pixel 5'], browserName: 'chromium' } }],
  webServer: {
    command: 'node scripts/start.mjs',
    url: `http://127.0.0.1:${port}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    // TRUST_PROXY lets a test play a visitor from a given province with X-Forwarded-For.
    env: { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', TRUST_PROXY: '1' },
  },
});
