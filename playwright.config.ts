/**
 * End-to-end tests: load the E2E build (dist/extension-e2e, `npm run build:e2e`) into Debian's
 * Chromium. One browser per worker (see e2e/fixtures.ts), so a single worker keeps the 2-core
 * machine calm.
 */
import { defineConfig } from '@playwright/test';

/** Generous: a cold extension service worker plus extraction of a large real page. */
const TEST_TIMEOUT_MS = 60_000;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  timeout: TEST_TIMEOUT_MS,
  expect: { timeout: 15_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? 'line' : 'list',
  outputDir: 'test-results',
});
