/**
 * Content script, injected on demand by the background worker (scripting.executeScript, built
 * as a self-contained IIFE). Answers "extract-page" with the Article of the live page. The core
 * reads the document and never mutates it.
 */
import browser, { type Runtime } from 'webextension-polyfill';
import { extract } from '../core/extract';
import { NoContentError } from '../core/types';
import { segment } from '../core/segment';
import { pageEntries } from '../core/template';
import {
  failure, isExtractPageRequest, MAX_ENTRY_TEXT, MAX_PAGE_ENTRIES, type ExtractPageRequest, type ExtractResponse,
} from '../messaging/messages';

/** Marker on the isolated world's global object: set once, so re-injection adds no listener. */
const LOADED_FLAG = '__winnowContentScript';

/** The page's template entries (seed 000), read from a fresh segmentation of the live page. */
function entriesOfPage(): { tag: string; text: string }[] {
  return pageEntries(segment(document))
    .filter((e) => e.text.length <= MAX_ENTRY_TEXT)
    .slice(0, MAX_PAGE_ENTRIES)
    .map(({ tag, text }) => ({ tag, text }));
}

async function extractPage(request: ExtractPageRequest): Promise<ExtractResponse> {
  try {
    const article = await extract(document, { url: document.URL, template: request.template });
    // An article without text would render as an empty box: report it as no content instead.
    if (article.text.trim() === '') return failure('no-content', 'The main content is empty.');
    return request.learn ? { ok: true, article, entries: entriesOfPage() } : { ok: true, article };
  } catch (err) {
    if (err instanceof NoContentError || (err instanceof Error && err.name === 'NoContentError')) {
      return failure('no-content', err.message);
    }
    return failure('failed', err instanceof Error ? err.message : String(err));
  }
}

function install(): void {
  const scope = globalThis as unknown as Record<string, unknown>;
  if (scope[LOADED_FLAG]) return;
  scope[LOADED_FLAG] = true;

  browser.runtime.onMessage.addListener((message: unknown, sender: Runtime.MessageSender) => {
    // Only our own extension talks to content scripts over runtime messaging; check anyway.
    if (sender.id !== browser.runtime.id || !isExtractPageRequest(message)) return undefined;
    return extractPage(message);
  });
}

install();
