/**
 * Browsing-time learning (opt-in per site): registered by the worker with
 * scripting.registerContentScripts only for sites the user enabled and granted. Once the page is
 * idle it sends the page's template entries to the worker, which learns them exactly as when the
 * reader is opened. Reads the page, never changes it; does nothing in private windows.
 */
import { learnPageMessage } from '../messaging/browsing-messages';
import { entriesOfPage } from './page-entries';
import { contentApi } from './extension-api';

/** Marker on the isolated world's global: one report per document, however often injected. */
const DONE_FLAG = '__winnowLearned';
/** Wait for the browser to be idle, but not longer than this (a busy page still gets learned). */
const IDLE_TIMEOUT_MS = 2000;

function report(): void {
  const scope = globalThis as unknown as Record<string, unknown>;
  if (scope[DONE_FLAG]) return;
  scope[DONE_FLAG] = true;
  // A failed read or a stopped worker costs this page's lesson only; the page never notices.
  try {
    const api = contentApi();
    if (api.extension.inIncognitoContext) return;
    void api.runtime.sendMessage(learnPageMessage(entriesOfPage(document))).catch(() => undefined);
  } catch {
    /* nothing to learn from this page */
  }
}

if (typeof requestIdleCallback === 'function') requestIdleCallback(report, { timeout: IDLE_TIMEOUT_MS });
else setTimeout(report, 0);
