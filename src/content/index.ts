/**
 * The extraction script, injected on demand by the background worker (scripting.executeScript,
 * built as a self-contained IIFE) each time the popup opens: answers "extract-page" with the
 * Article of the live page. It is kept small (no reading view, no sanitizer, no Markdown
 * converter): every click pays for its bytes. The reading view is reader-main.ts. The core
 * reads the document and never mutates it.
 */
import { failure, isExtractPageRequest, type ExtractPageRequest, type ExtractResponse } from '../messaging/messages';
import { boundedEntries } from './page-entries';
import { readFetched, readPage } from './read';
import { isNoContent } from '../core/types';
import { nextPageUrl } from '../core/pages/next-page';
import { ENGINE_GLOBAL, type EngineApi } from '../reader/tools-api';
import { readSettled } from './settle';
import { listenOnce } from './listen';

/** Marker on the isolated world's global object: set once, so re-injection adds no listener. */
const LOADED_FLAG = '__winnowContentScript';

/** The engine lent to the reading view and the reading tools (tools-api.ts). */
const world = globalThis as unknown as Record<string, EngineApi | undefined>;
const engine: EngineApi = (world[ENGINE_GLOBAL] ??= { last: null, read: readFetched, readPage, nextPageUrl });

async function extractPage(request: ExtractPageRequest): Promise<ExtractResponse> {
  try {
    // A page still filling in (an app's spinner) is read again once it settles.
    const article = await readSettled(() => readPage(request.template, request.removals, { entries: request.learn }), isNoContent);
    // An article without text would render as an empty box: report it as no content instead.
    if (article.text.trim() === '') return failure('no-content', 'The main content is empty.');
    const url = document.URL;
    engine.last = article;
    // An article split over pages: the popup asks for the rest once page 1 is on screen.
    const next = article.pageType === 'article' ? nextPageUrl(document, url) : null;
    const paged = next ? { next } : {};
    // The Markdown is made by the popup, from the HTML (this script carries no converter).
    if (!request.learn) return { ok: true, article, url, ...paged };
    // The entries come from the extraction's own walk (one walk, not two).
    const entries = boundedEntries(article.entries ?? []);
    delete article.entries;
    return { ok: true, article, entries, url, ...paged };
  } catch (err) {
    if (isNoContent(err)) return failure('no-content', (err as Error).message);
    return failure('failed', err instanceof Error ? err.message : String(err));
  }
}

listenOnce(LOADED_FLAG, (message) => (isExtractPageRequest(message) ? extractPage(message) : undefined));
