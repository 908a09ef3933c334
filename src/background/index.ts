/**
 * Background service worker: routes popup requests. For "extract-tab" it injects the content
 * script into the tab on demand (activeTab grants that after the user's click or shortcut),
 * asks it to extract, validates the answer and hands it back.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import {
  extractPageRequest,
  failure,
  isExtractResponse,
  isExtractTabRequest,
  type ExtractResponse,
} from '../messaging/messages';
import { TemplateStore } from './template-store';
import { siteKeyOf } from '../templates/site-key';
import { installBrowsingLearning } from './browsing';
import { installAutoOpen } from './auto-open';
import { pageKeyOf } from './page-key';
import { inject, TOP_FRAME } from './inject';
import { handleContentMessage, handlePopupMessage, installReader, openReader, type ReaderDeps } from './reader';

/** The per-site template store (IndexedDB); opened once per worker start. */
const store = new TemplateStore();

/** The content script, built as one classic script (see vite.config.ts). */
const CONTENT_SCRIPT_FILE = __WINNOW_CONTENT_SCRIPT__;
/** URL schemes where an extension may run a content script. */
const INJECTABLE_SCHEMES = ['http:', 'https:', 'file:'];
/** Hosts that are web pages by scheme but closed to extensions (the browser's web stores). */
const CLOSED_HOSTS = ['chromewebstore.google.com', 'chrome.google.com', 'addons.mozilla.org'];
/** Origin of our own pages (popup); only they may ask the worker for work. */
const EXTENSION_ORIGIN = browser.runtime.getURL('');

function isInjectable(url: string | undefined): boolean {
  if (url === undefined || url === '') return true; // unknown without the tabs permission: try
  try {
    const { protocol, hostname } = new URL(url);
    return INJECTABLE_SCHEMES.includes(protocol) && !CLOSED_HOSTS.includes(hostname);
  } catch {
    return false;
  }
}

const errorText = (err: unknown): string => (err instanceof Error ? err.message : String(err));

/** The page's site and its template plan (planFor). */
async function templatePlan(url: string | undefined, incognito: boolean) {
  return planFor(url ? siteKeyOf(url) : null, incognito);
}

/**
 * The site's template and whether to learn from this page: never in incognito, never where the
 * user switched learning off. A store failure only costs the template, never the extraction.
 */
async function planFor(site: string | null, incognito: boolean) {
  if (!site) return { site, template: null, learn: false };
  try {
    const [template, learning] = await Promise.all([store.template(site), store.isLearning(site)]);
    return { site, template, learn: learning && !incognito };
  } catch {
    return { site, template: null, learn: false };
  }
}

/** The template plan and the blocks the user removed by hand on the site (never rejects). */
async function sitePlan(url: string | undefined, incognito: boolean) {
  const site = url ? siteKeyOf(url) : null;
  const [plan, removals] = await Promise.all([planFor(site, incognito), site ? store.confirmed(site).catch(() => []) : []]);
  return { ...plan, removals };
}

export async function extractTab(tabId: number): Promise<ExtractResponse> {
  let url: string | undefined;
  let incognito = false;
  try {
    const tab = await browser.tabs.get(tabId);
    url = tab.url;
    incognito = tab.incognito;
  } catch (err) {
    return failure('no-tab', errorText(err));
  }
  if (!isInjectable(url)) return failure('restricted', `Extensions cannot run on ${url}`);

  // The site's plan is read from storage while the script is injected.
  const planned = sitePlan(url, incognito);
  try {
    await inject(tabId, CONTENT_SCRIPT_FILE);
  } catch (err) {
    // Browser pages, PDFs, error pages and pages without a grant all end here.
    return failure('restricted', errorText(err));
  }

  const plan = await planned;
  try {
    const reply: unknown = await browser.tabs.sendMessage(tabId, extractPageRequest(plan.template, plan.learn, plan.removals), {
      frameId: TOP_FRAME,
    });
    if (!isExtractResponse(reply)) return failure('failed', 'Malformed reply from the page.');
    if (reply.ok && plan.learn && plan.site && reply.entries) {
      // Learned before answering: the page is in the store when the popup shows it.
      await store.observe(plan.site, reply.entries, await pageKeyOf(url ?? '')).catch(() => undefined);
    }
    if (!reply.ok) return reply;
    // The entries were for the store; the popup gets the rest.
    const { entries: _learned, ...shown } = reply;
    return shown;
  } catch (err) {
    return failure('failed', errorText(err));
  }
}

/** Opt-in learning while browsing on sites the user enabled (src/background/browsing.ts). */
installBrowsingLearning(store, EXTENSION_ORIGIN);

/** The reading view, context menu and manual removal (src/background/reader.ts). */
const readerDeps: ReaderDeps = {
  store, isInjectable, templatePlan, sitePlan, extractTab,
  observe: async (site, entries, url) => {
    await store.observe(site, entries, await pageKeyOf(url));
  },
};
installReader(readerDeps);

/** "Always open the reading view on this site" (src/background/auto-open.ts). */
installAutoOpen((tabId) => openReader(readerDeps, tabId, { onlyArticle: true }), EXTENSION_ORIGIN);

browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
  if (sender.id !== browser.runtime.id) return undefined;
  // Content scripts may only report blocks removed by hand (validated, site from the sender's tab).
  if (!sender.url?.startsWith(EXTENSION_ORIGIN)) return handleContentMessage(readerDeps, message, sender);
  // Everything else comes from our own extension pages (the popup).
  if (isExtractTabRequest(message)) return extractTab(message.tabId);
  return handlePopupMessage(readerDeps, message);
});

// `_execute_action` (Alt+Shift+R) opens the popup natively (the browser grants activeTab);
// `toggle-reader` (Alt+Shift+W) opens and closes the reading view (reader.ts).
