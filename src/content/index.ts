/**
 * Content script, injected on demand by the background worker (scripting.executeScript, built
 * as a self-contained IIFE). Answers "extract-page" with the Article of the live page, opens and
 * closes the reading view ("show-reader", src/content/reader.ts) and copies the clean text
 * ("copy-clean"). The core reads the document and never mutates it; the reading view adds one
 * host element while it is open.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import { extract } from '../core/extract';
import { NoContentError } from '../core/types';
import {
  failure, isExtractPageRequest, type ExtractPageRequest, type ExtractResponse,
} from '../messaging/messages';
import { isCopyCleanRequest, isShowReaderRequest, type CopyCleanRequest } from '../messaging/reader-messages';
import { readArticle, showReader } from './reader';
import { writeClipboard } from './clipboard';
import { asText } from '../reader/export';
import { isPageEntriesRequest } from '../messaging/browsing-messages';
import { boundedEntries, entriesOfPage } from './page-entries';
import { EXTRACT_DEADLINE_MS } from './limits';

/** Marker on the isolated world's global object: set once, so re-injection adds no listener. */
const LOADED_FLAG = '__winnowContentScript';

async function extractPage(request: ExtractPageRequest): Promise<ExtractResponse> {
  try {
    const article = request.removals
      ? await readArticle(request.template, request.removals, false)
      : await extract(document, { url: document.URL, template: request.template, deadlineMs: EXTRACT_DEADLINE_MS, entries: request.learn });
    // An article without text would render as an empty box: report it as no content instead.
    if (article.text.trim() === '') return failure('no-content', 'The main content is empty.');
    const url = document.URL;
    if (!request.learn) return { ok: true, article, url };
    // The entries come from the extraction's own walk when it made them (one walk, not two).
    const entries = article.entries ? boundedEntries(article.entries) : entriesOfPage(document);
    delete article.entries;
    return { ok: true, article, entries, url };
  } catch (err) {
    if (err instanceof NoContentError || (err instanceof Error && err.name === 'NoContentError')) {
      return failure('no-content', err.message);
    }
    return failure('failed', err instanceof Error ? err.message : String(err));
  }
}

/** "Copy clean text" (context menu): title, source URL and the article's text. */
async function copyClean(request: CopyCleanRequest): Promise<{ ok: boolean; chars?: number }> {
  try {
    const article = await readArticle(request.template, request.removals, false);
    const text = asText({ article, url: document.URL });
    return (await writeClipboard(text)) ? { ok: true, chars: text.length } : { ok: false };
  } catch {
    return { ok: false };
  }
}

function install(): void {
  const scope = globalThis as unknown as Record<string, unknown>;
  if (scope[LOADED_FLAG]) return;
  scope[LOADED_FLAG] = true;

  browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
    // Only our own extension talks to content scripts over runtime messaging; check anyway.
    if (sender.id !== browser.runtime.id) return undefined;
    if (isExtractPageRequest(message)) return extractPage(message);
    if (isShowReaderRequest(message)) return showReader(message);
    if (isCopyCleanRequest(message)) return copyClean(message);
    // The reading view was opened by shortcut or menu: the worker learns this page's template.
    if (isPageEntriesRequest(message)) return Promise.resolve(entriesOfPage(document));
    return undefined;
  });
}

install();
