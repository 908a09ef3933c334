/**
 * The reading-view script, injected on demand by the background worker (like index.ts, as a
 * self-contained IIFE) when the reading view opens or "Copy clean text" is chosen: it carries
 * the view and the sanitizer, which the popup's extraction never needs, and reads with the engine
 * of index.ts, which the worker injects before it (reader/tools-api.ts borrowedEngine).
 * Answers "show-reader" (src/content/reader.ts) and "copy-clean".
 */
import { isCopyCleanRequest, isShowReaderRequest, type CopyCleanRequest } from '../messaging/reader-messages';
import { showReader } from './reader';
import { borrowedEngine } from '../reader/tools-api';
import { writeClipboard } from './clipboard';
import { asText } from '../reader/export';
import { listenOnce } from './listen';

/** Marker on the isolated world's global object: set once, so re-injection adds no listener. */
const LOADED_FLAG = '__winnowReaderScript';

/** "Copy clean text" (context menu): title, source URL and the article's text. */
async function copyClean(request: CopyCleanRequest): Promise<{ ok: boolean; chars?: number }> {
  try {
    const text = asText({ article: borrowedEngine().readPage(request.template, request.removals), url: document.URL });
    return (await writeClipboard(text)) ? { ok: true, chars: text.length } : { ok: false };
  } catch {
    return { ok: false };
  }
}

listenOnce(LOADED_FLAG, (message) => {
  if (isShowReaderRequest(message)) return showReader(message);
  if (isCopyCleanRequest(message)) return copyClean(message);
  return undefined;
});
