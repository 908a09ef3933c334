/**
 * Playwright fixtures for the Firefox suite: Debian's Firefox ESR driven by puppeteer-core over
 * WebDriver BiDi (Playwright's own Firefox is a patched build that would have to be downloaded),
 * with the Firefox test build (dist/firefox-e2e, `npm run build:firefox-e2e`) installed.
 *
 * BiDi will not navigate a tab to a moz-extension:// page, so the test build's hook
 * (e2e-firefox/hook.js) opens the options page on install; that page is the suite's handle on the
 * extension: it opens the popup for a tab, reaches the background page's handlers, and runs
 * functions in a tab's content-script world (where Firefox's `openOrClosedShadowRoot` reaches the
 * reading view's closed shadow root, as DevTools does in Chromium).
 *
 * Where Firefox is missing every test is skipped with a message saying how to install it.
 */
import { test as base } from '@playwright/test';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import puppeteer, { type Browser, type Page } from 'puppeteer-core';
import { startPageServer, type PageServer } from '../e2e/server';

/** The extension API, as the pages the driver evaluates in see it. */
declare const browser: typeof import('webextension-polyfill');

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
export const FIREFOX_DIST = resolve(REPO_ROOT, 'dist/firefox-e2e');
export const FIREFOX_PATH = process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr';
export const HAS_FIREFOX = existsSync(FIREFOX_PATH);
export const NO_FIREFOX = `Firefox ESR not found at ${FIREFOX_PATH}: \`apt-get install -y firefox-esr\` (scripts/setup.sh does) or set FIREFOX_PATH`;

/** The test build's add-on id (vite.firefox.config.ts GECKO_ID). */
const ADDON_ID = 'winnow@winnow.example.org';
/** A fixed moz-extension:// host, so storage (keyed by it) is the same after a restart. */
const ADDON_UUID = '6f1d0c52-8a3e-4b7f-9d21-5e0c4a7b3f90';
export const EXTENSION_ORIGIN = `moz-extension://${ADDON_UUID}`;
const POPUP_PATH = 'src/popup/popup.html';
/** How long to look for a tab the extension opened (the options page on install, the popup). */
const FIND_PAGE_MS = 15_000;

/**
 * Launch preferences:
 *  - the add-on's UUID fixed, and its storage and UUID kept when the temporary add-on goes away
 *    with the browser: BiDi installs are temporary, so a restart re-installs the same build and
 *    must find the IndexedDB it left;
 *  - every request that is not for 127.0.0.1 sent to a closed port (the tests never touch the
 *    network; Firefox never proxies localhost).
 */
const PREFS = {
  'extensions.webextensions.uuids': JSON.stringify({ [ADDON_ID]: ADDON_UUID }),
  'extensions.webextensions.keepStorageOnUninstall': true,
  'extensions.webextensions.keepUuidOnUninstall': true,
  'network.proxy.type': 1,
  'network.proxy.http': '127.0.0.1',
  'network.proxy.http_port': 9,
  'network.proxy.ssl': '127.0.0.1',
  'network.proxy.ssl_port': 9,
};

export interface FirefoxWinnow {
  browser: Browser;
  server: PageServer;
  /** The extension's options page (opened by the test build's hook): runs `browser.*` calls. */
  extension: Page;
  /** Opens `url` in a new tab; returns the page and its tab id. */
  openPage(url: string): Promise<{ page: Page; tabId: number }>;
  /** Opens the popup for a tab (as a tab) and waits until it shows an article or a message. */
  openPopup(tabId: number): Promise<Page>;
  /** Opens an extension page by its path in the build, e.g. 'src/options/options.html'. */
  openExtensionPage(path: string): Promise<Page>;
  /** Runs the background's command handler (keys can't be pressed headless), e.g. 'toggle-reader'. */
  command(name: string, tabId: number): Promise<void>;
  /** Runs the background's context-menu handler for a tab (native menus can't be clicked headless). */
  menu(menuItemId: string, tabId: number): Promise<unknown>;
  /** Runs `fn` in the tab's content-script world and returns its (serializable) result. */
  inContentWorld<T>(tabId: number, fn: () => T): Promise<T>;
  /** Closes the browser and starts it again on the same profile, with the build re-installed. */
  restart(): Promise<void>;
}

/** Where a page is: its live location (puppeteer's BiDi `url()` lags behind tabs the extension opens). */
const locationOf = (page: Page) => page.evaluate(() => location.href).catch(() => '');

async function findPage(browser: Browser, match: (href: string) => boolean): Promise<Page> {
  const deadline = Date.now() + FIND_PAGE_MS;
  while (Date.now() < deadline) {
    for (const page of await browser.pages()) if (match(await locationOf(page))) return page;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('No such tab opened in Firefox');
}

async function start(profile: string): Promise<{ browser: Browser; extension: Page }> {
  if (!existsSync(resolve(FIREFOX_DIST, 'manifest.json'))) {
    throw new Error(`No Firefox test build at ${FIREFOX_DIST}: run \`npm run build:firefox-e2e\` first.`);
  }
  const browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: FIREFOX_PATH,
    headless: true,
    userDataDir: profile,
    extraPrefsFirefox: PREFS,
  });
  await browser.installExtension(FIREFOX_DIST);
  const extension = await findPage(browser, (href) => href.startsWith(`${EXTENSION_ORIGIN}/src/options/`));
  return { browser, extension };
}

export async function launchFirefox(): Promise<FirefoxWinnow & { close(): Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'winnow-firefox-'));
  const server = await startPageServer();
  let { browser: driver, extension } = await start(profile);

  const openExtensionPage = async (path: string) => {
    const url = `${EXTENSION_ORIGIN}/${path}`;
    await extension.evaluate((u) => void browser.tabs.create({ url: u }), url);
    return findPage(driver, (href) => href === url);
  };

  /** Runs one of the background's reader handlers (background/reader.ts `handlers`) for a tab. */
  const runHandler = (handler: 'command' | 'menu', arg: unknown, tabId: number): Promise<unknown> =>
    extension.evaluate(async (h, a, id) => {
      const background = (await browser.runtime.getBackgroundPage()) as unknown as {
        winnowReader: Record<'command' | 'menu', (arg: unknown, tab: { id: number }) => Promise<unknown>>;
      };
      return background.winnowReader[h](a, { id });
    }, handler, arg, tabId);

  const winnow: FirefoxWinnow & { close(): Promise<void> } = {
    get browser() { return driver; },
    get extension() { return extension; },
    server,
    async openPage(url) {
      const page = await driver.newPage();
      await page.goto(url, { waitUntil: 'load' });
      const tabId = await extension.evaluate(
        async (target) => (await browser.tabs.query({})).find((tab) => tab.url === target)?.id ?? -1,
        url,
      );
      if (tabId < 0) throw new Error(`No tab found for ${url}`);
      return { page, tabId };
    },
    async openPopup(tabId) {
      const popup = await openExtensionPage(`${POPUP_PATH}?tab=${tabId}`);
      await popup.waitForSelector('body:not([data-state="loading"])');
      return popup;
    },
    openExtensionPage,
    async command(name, tabId) {
      await runHandler('command', name, tabId);
    },
    menu: (menuItemId, tabId) => runHandler('menu', { menuItemId }, tabId),
    async inContentWorld<T>(tabId: number, fn: () => T) {
      // Sent as source text: the extension page's CSP forbids rebuilding a function from a string
      // there, while an expression the driver evaluates is not subject to it.
      return extension.evaluate(`(async () => {
        const [result] = await browser.scripting.executeScript({ target: { tabId: ${tabId} }, func: ${fn.toString()} });
        return result?.result;
      })()`) as Promise<T>;
    },
    async restart() {
      await driver.close();
      ({ browser: driver, extension } = await start(profile));
    },
    async close() {
      await driver.close();
      await server.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
  return winnow;
}

export const test = base.extend<object, { firefox: FirefoxWinnow }>({
  firefox: [
    async ({}, use) => {
      const firefox = await launchFirefox();
      await use(firefox);
      await firefox.close();
    },
    { scope: 'worker' },
  ],
});

// Skipped, with the reason in the report, where there is no Firefox.
test.skip(!HAS_FIREFOX, NO_FIREFOX);
if (!HAS_FIREFOX) console.warn(`Firefox suite skipped: ${NO_FIREFOX}`);

export { expect } from '@playwright/test';
