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

/** The content script, built as one classic script (see vite.config.ts). */
const CONTENT_SCRIPT_FILE = __WINNOW_CONTENT_SCRIPT__;
/** URL schemes where an extension may run a content script. */
const INJECTABLE_SCHEMES = ['http:', 'https:', 'file:'];
/** Hosts that are web pages by scheme but closed to extensions (the browser's web stores). */
const CLOSED_HOSTS = ['chromewebstore.google.com', 'chrome.google.com', 'addons.mozilla.org'];
/** Origin of our own pages (popup); only they may ask the worker for work. */
const EXTENSION_ORIGIN = browser.runtime.getURL('');
/** The top frame only: the article is the page, not its iframes. */
const TOP_FRAME = 0;

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

export async function extractTab(tabId: number): Promise<ExtractResponse> {
  let url: string | undefined;
  try {
    url = (await browser.tabs.get(tabId)).url;
  } catch (err) {
    return failure('no-tab', errorText(err));
  }
  if (!isInjectable(url)) return failure('restricted', `Extensions cannot run on ${url}`);

  try {
    await browser.scripting.executeScript({
      target: { tabId, frameIds: [TOP_FRAME] },
      files: [CONTENT_SCRIPT_FILE],
    });
  } catch (err) {
    // Browser pages, PDFs, error pages and pages without a grant all end here.
    return failure('restricted', errorText(err));
  }

  try {
    const reply: unknown = await browser.tabs.sendMessage(tabId, extractPageRequest(), {
      frameId: TOP_FRAME,
    });
    return isExtractResponse(reply) ? reply : failure('failed', 'Malformed reply from the page.');
  } catch (err) {
    return failure('failed', errorText(err));
  }
}

browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
  // Requests come from our own extension pages only (the popup), never from content scripts.
  if (sender.id !== browser.runtime.id || !sender.url?.startsWith(EXTENSION_ORIGIN)) return undefined;
  if (isExtractTabRequest(message)) return extractTab(message.tabId);
  return undefined;
});

// The one command, `_execute_action` (Alt+Shift+R), opens the popup natively: the browser
// handles it and grants activeTab for the tab, so no commands.onCommand listener is needed.
