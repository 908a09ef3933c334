// Headless Chromium driver: one browser, one context, one tab reused for every page.
//
// Page JavaScript is OFF while the page loads (CDP Emulation.setScriptExecutionDisabled), so
// the page's own scripts never run and <noscript> content is parsed, as in EVALUATION.md.
// It is switched back ON just before our code is injected: with script execution disabled,
// page.evaluate and microtasks still work but timers (setTimeout, MessageChannel, rAF) never
// fire, which would hang any extractor that yields to the event loop. No page script can run
// in that window: the page's scripts were skipped at parse time and nothing was scheduled.
// (Playwright's `javaScriptEnabled: false` cannot be lifted per page, hence the CDP switch.)
//
// Each page is loaded once and one style + layout pass is forced before any extractor runs
// (a page the user reads is laid out, and no extractor should pay the first layout for the
// others). After every extractor the whole document is hashed; if it changed, the page is
// reloaded before the next extractor, so every extractor sees the freshly loaded DOM.
//
// Our scripts are injected with CDP Runtime.evaluate (global scope, not subject to the page's
// CSP, works whatever the page declares). Every request that is not to our server is aborted.

import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { runExtractorInPage, layoutAndFingerprintInPage } from './page-scripts.mjs';

export { CHROMIUM_PATH, CHROMIUM_ARGS };
/** Max wait for the 'load' event; extraction proceeds on whatever has loaded by then. */
const LOAD_TIMEOUT_MS = 8_000;
/** Max time for one extractor on one page (load excluded). */
export const EXTRACT_TIMEOUT_MS = 20_000;
/** Fresh tab every N loads, to bound memory growth in a long run. */
const RECYCLE_EVERY = 400;
const VIEWPORT = { width: 1280, height: 900 };

export class BrowserRunner {
  /** @param {string} origin only requests to this origin are served */
  constructor(origin) {
    this.origin = origin;
    /** @type {import('playwright-core').Browser | null} */ this.browser = null;
    /** @type {import('playwright-core').BrowserContext | null} */ this.context = null;
    /** @type {import('playwright-core').Page | null} */ this.page = null;
    /** @type {import('playwright-core').CDPSession | null} */ this.cdp = null;
    this.loads = 0;
    this.url = '';
    /** DOM hash right after load */
    this.fingerprint = '';
    /** Scripts already evaluated in the current document */
    this.injected = new Set();
    /** True when the live DOM no longer matches the freshly loaded page */
    this.dirty = false;
  }

  async start() {
    this.browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
    this.context = await this.browser.newContext({ viewport: VIEWPORT, serviceWorkers: 'block' });
    const prefix = this.origin + '/';
    await this.context.route('**/*', (route) =>
      route.request().url().startsWith(prefix) ? route.continue() : route.abort('blockedbyclient'),
    );
    await this.newTab();
    return this;
  }

  async newTab() {
    if (this.page) await this.page.close({ runBeforeUnload: false }).catch(() => {});
    if (!this.context) throw new Error('not started');
    this.page = await this.context.newPage();
    this.page.on('dialog', (d) => d.dismiss().catch(() => {}));
    this.cdp = await this.context.newCDPSession(this.page);
    this.loads = 0;
  }

  /**
   * Load `url` (page JS off), force one style + layout pass so that no extractor pays for
   * the first layout more than another, then allow our scripts to run.
   * @param {string} url
   * @returns {Promise<number>} load time in ms (not part of any extraction time)
   */
  async load(url) {
    if (this.loads++ >= RECYCLE_EVERY) await this.newTab();
    const page = /** @type {import('playwright-core').Page} */ (this.page);
    const cdp = /** @type {import('playwright-core').CDPSession} */ (this.cdp);
    const t0 = Date.now();
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: true });
    try {
      await page.goto(url, { waitUntil: 'load', timeout: LOAD_TIMEOUT_MS });
    } catch (err) {
      if (!/Timeout/i.test(String(err))) throw err; // a slow 'load' is fine, the DOM is there
    }
    await cdp.send('Emulation.setScriptExecutionDisabled', { value: false });
    this.fingerprint = await page.evaluate(layoutAndFingerprintInPage);
    this.url = url;
    this.injected = new Set();
    this.dirty = false;
    return Date.now() - t0;
  }

  /**
   * Run one extractor on the loaded page. Reloads first if a previous extractor changed the
   * DOM (checked after every run by comparing a hash of the whole document).
   * @param {import('./peers.mjs').Extractor} extractor
   * @returns {Promise<Omit<import('./page-scripts.mjs').InPageResult, 'ms'> & {ms: number | null, mutated: boolean}>}
   */
  async extract(extractor) {
    if (this.dirty) await this.load(this.url);
    const page = /** @type {import('playwright-core').Page} */ (this.page);
    const cdp = /** @type {import('playwright-core').CDPSession} */ (this.cdp);
    if (extractor.script && !this.injected.has(extractor.name)) {
      const res = await cdp.send('Runtime.evaluate', { expression: extractor.script, returnByValue: true });
      if (res.exceptionDetails) {
        const msg = res.exceptionDetails.exception?.description ?? res.exceptionDetails.text;
        return { text: '', ms: null, error: `inject: ${msg}`.slice(0, 500), mutated: false };
      }
      this.injected.add(extractor.name);
    }
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve(null), EXTRACT_TIMEOUT_MS);
    });
    const result = await Promise.race([
      page.evaluate(runExtractorInPage, extractor.name).catch((err) => ({
        text: '', ms: null, error: `evaluate: ${String(err?.message ?? err)}`.slice(0, 500), pageType: null,
      })),
      timeout,
    ]);
    clearTimeout(timer);
    if (!result) {
      await this.newTab(); // the tab may be stuck in a loop: replace it
      this.dirty = true;
      return { text: '', ms: null, error: `timeout after ${EXTRACT_TIMEOUT_MS} ms`, mutated: false };
    }
    const after = await page.evaluate(layoutAndFingerprintInPage).catch(() => null);
    const mutated = after !== this.fingerprint;
    if (mutated) this.dirty = true;
    return { ...result, mutated };
  }

  async close() {
    await this.browser?.close().catch(() => {});
  }
}
