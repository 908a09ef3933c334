/**
 * Playwright fixtures: one Chromium per worker with the E2E build of Winnow loaded, a local page
 * server, and helpers to open a page and Winnow's popup (as a tab) for it. Every request that is
 * not for the local server or the extension itself is aborted: the tests never touch the network.
 */
import { test as base, chromium, type BrowserContext, type Page, type Worker } from '@playwright/test';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { startPageServer, type PageServer } from './server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, extensionArgs } from '../scripts/chromium.mjs';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const DIST = resolve(REPO_ROOT, 'dist/extension-e2e');
const DATASETS = process.env.WINNOW_DATASETS ?? resolve(REPO_ROOT, '../shared/datasets');
/** Path of the popup inside the built extension (crxjs keeps the source layout). */
const POPUP_PATH = 'src/popup/popup.html';

/** The extension's worker global, as far as the tests use it. */
interface ChromeTabs {
  chrome: {
    tabs: {
      query(q: object): Promise<Array<{ id?: number; url?: string }>>;
      create(p: { url: string; active?: boolean }): Promise<{ id?: number }>;
    };
  };
}

export interface Winnow {
  context: BrowserContext;
  extensionId: string;
  server: PageServer;
  worker: Worker;
  /** Opens `url` in a new tab; returns the page and its tab id. */
  openPage(url: string): Promise<{ page: Page; tabId: number }>;
  /** Opens the popup for a tab and waits until it has rendered an article or a message. */
  openPopup(tabId: number): Promise<Page>;
}

/** Reads a dataset page (gzipped, decoded as UTF-8) and its ground-truth text. */
export function datasetPage(dataset: string, id: string): { html: string; truth: string } {
  const dir = resolve(DATASETS, dataset);
  return {
    html: gunzipSync(readFileSync(resolve(dir, 'pages', `${id}.html.gz`))).toString('utf8'),
    truth: readFileSync(resolve(dir, 'truth', `${id}.txt`), 'utf8'),
  };
}

async function launch(): Promise<BrowserContext> {
  if (!existsSync(resolve(DIST, 'manifest.json'))) {
    throw new Error(`No E2E build at ${DIST}: run \`npm run build:e2e\` first.`);
  }
  return chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: [...CHROMIUM_ARGS, ...extensionArgs(DIST)],
  });
}

export const test = base.extend<object, { winnow: Winnow }>({
  winnow: [
    async ({}, use) => {
      const server = await startPageServer();
      const context = await launch();
      await context.route('**/*', (route) => {
        const url = route.request().url();
        const local = url.startsWith(server.origin) || url.startsWith('chrome-extension://');
        return local || url.startsWith('data:') ? route.continue() : route.abort();
      });
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      const extensionId = new URL(worker.url()).host;
      // Chromium refuses per-origin grants for chrome-extension:// (an "opaque" origin to the
      // protocol), so grant context-wide; only the popup reads the clipboard.
      await context.grantPermissions(['clipboard-read', 'clipboard-write']);

      const openPage = async (url: string) => {
        const page = await context.newPage();
        await page.goto(url, { waitUntil: 'load' });
        const tabId = await worker.evaluate(async (target) => {
          const tabs = await (globalThis as unknown as ChromeTabs).chrome.tabs.query({});
          return tabs.find((tab) => tab.url === target)?.id ?? -1;
        }, page.url());
        if (tabId < 0) throw new Error(`No tab found for ${url}`);
        return { page, tabId };
      };

      const openPopup = async (tabId: number) => {
        const popup = await context.newPage();
        await popup.goto(`chrome-extension://${extensionId}/${POPUP_PATH}?tab=${tabId}`);
        await popup.waitForSelector('body:not([data-state="loading"])');
        return popup;
      };

      await use({ context, extensionId, server, worker, openPage, openPopup });
      await context.close();
      await server.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * The worker's reply to the popup's extract request for a tab, asked from an extension page (the
 * popup) exactly as the popup asks it. `R` is the part of the reply a test reads.
 */
export async function extractViaWorker<R = { ok: boolean; article: { text: string } }>(popup: Page, tabId: number): Promise<R> {
  return popup.evaluate(
    (id) => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: object): Promise<unknown> } } })
      .chrome.runtime.sendMessage({ type: 'winnow/extract-tab', tabId: id }),
    tabId,
  ) as Promise<R>;
}

export { expect } from '@playwright/test';
export type { ChromeTabs };
