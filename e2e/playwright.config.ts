import { defineConfig, devices } from '@playwright/test';
import { launchOptions, TEST_CHROMIUM } from './support/browser';
import { MAIL_CATCHER_SMTP_PORT } from './support/mail-catcher';
import { GOOGLE_FAKE_ENV } from './support/google-fake';
import { SMS_CATCHER_ENV } from './support/sms-catcher';

const PORT = Number(process.env.E2E_PORT ?? 3210);
const BASE_URL = `http://127.0.0.1:${PORT}`;

/**
 * End-to-end tests drive Debian's Chromium (its headless shell: support/browser.ts) against the built SPA
 * served by the real API on a fresh embedded database with the demo data.
 */
export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list']],
  globalSetup: './support/global-setup.ts',
  use: {
    baseURL: BASE_URL,
    // Recording a trace costs every test CPU whether it fails or not; E2E_TRACE=1 turns it on to debug.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    reducedMotion: 'reduce',
    screenshot: 'only-on-failure',
    // Debian's headless shell when installed, with the same flags everywhere (support/browser.ts).
    launchOptions: launchOptions(TEST_CHROMIUM),
  },
  projects: [
    {
      name: 'mobile',
      // A 360px phone. Pixel density 1: layout is in CSS pixels either way, and rasterising four times the
      // pixels on CI's two cores bought the tests nothing.
      use: { ...devices['Pixel 5'], viewport: { width: 360, height: 780 }, deviceScaleFactor: 1 },
    },
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
  ],
  webServer: {
    // A fresh data folder each run: seeded beside the build by `npm run test:e2e` (support/e2e-data.ts),
    // else migrated and seeded by the server on its first start.
    command: 'node --import tsx support/e2e-data.ts claim && node --import tsx ../apps/api/src/server.ts',
    url: `${BASE_URL}/readyz`,
    timeout: 120_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: '.data-e2e',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      // Links in e-mails are built from PUBLIC_URL only (never the Host header): the tests' own origin.
      PUBLIC_URL: BASE_URL,
      DATABASE_URL: '',
      // The sign-in limits (10 a minute per address) are covered by the API tests; here every journey
      // signs in from 127.0.0.1 within the same minute.
      AUTH_RATE_LIMIT: 'off',
      // Likewise the API's 600 calls a minute per address (covered by plugins/rate-limit.test.ts): two
      // workers on a fast machine, every page's queries and the bells' polls all come from 127.0.0.1, and a
      // clean-clone run crossed it (429s on sign-in and page data).
      RATE_LIMIT_PER_MINUTE: '0',
      // E-mail goes over real SMTP to the catcher of support/global-setup.ts, which the tests read.
      SMTP_URL: `smtp://127.0.0.1:${MAIL_CATCHER_SMTP_PORT}`,
      // Google sign-in against the fake Google of support/global-setup.ts (consent page, tokeninfo, userinfo).
      ...GOOGLE_FAKE_ENV,
      // SMS goes to the ISMS Plus catcher of support/global-setup.ts (SMS_API_URL, _TOKEN, _SENDER_ID).
      ...SMS_CATCHER_ENV,
    },
  },
});
