import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import { BASE_URL } from './support/e2e-env.ts';

const isCi = Boolean(process.env.CI);
const DEBIAN_CHROMIUM = '/usr/bin/chromium';
// Never download browsers: CHROMIUM_PATH, else Debian's Chromium, else a Playwright browser already installed.
const chromiumPath = process.env.CHROMIUM_PATH || (existsSync(DEBIAN_CHROMIUM) ? DEBIAN_CHROMIUM : undefined);

const REDEPLOYS_PUBLIC_SITE = /ssr-redeploy\.spec\.ts/;
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    executablePath: chromiumPath,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  },
};

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: true,
  workers: 2,
  retries: isCi ? 1 : 0,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: BASE_URL,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'chromium', use: browser, testIgnore: REDEPLOYS_PUBLIC_SITE },
    // It swaps the live public-site build (once for a broken one) on the one shared server: run it after all the
    // others, alone, so no page test meets a build it did not expect.
    { name: 'public-site-redeploy', use: browser, testMatch: REDEPLOYS_PUBLIC_SITE, dependencies: ['chromium'] },
  ],
});
