/**
 * End-to-end tests, two projects:
 *  - chromium: the E2E build (dist/extension-e2e, `npm run build:e2e`) in Debian's Chromium (e2e/);
 *  - firefox: the Firefox test build (dist/firefox-e2e, `npm run build:firefox-e2e`) in Debian's
 *    Firefox ESR over WebDriver BiDi (e2e-firefox/); skipped, saying why, where Firefox is missing.
 * One browser per worker (see the fixtures), so a single worker keeps the 2-core machine calm.
 */
import { defineConfig } from '@playwright/test';

/** Generous: a cold extension service worker plus extraction of a large real page. */
const TEST_TIMEOUT_MS = 60_000;

export default defineConfig({
  testMatch: '*.spec.ts',
  projects: [
    { name: 'chromium', testDir: 'e2e' },
    { name: 'firefox', testDir: 'e2e-firefox' },
  ],
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: 'test-results',
});
