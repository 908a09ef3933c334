/**
 * The reading view's on-demand tools (read aloud, Markdown, a multi-page article's following
 * pages), injected by the worker into a page's isolated world the first time they are needed
 * (src/background/reader.ts). They register under one global there, where the reading-view
 * script (src/content/reader.ts) finds them, and answer the popup's "join-pages" with the engine
 * the extraction script lends them (tools-api.ts ENGINE_GLOBAL).
 */
import { ENGINE_GLOBAL, TOOLS_GLOBAL, type EngineApi } from '../reader/tools-api';
import { readerTools } from '../reader/tools';
import { parseHtml } from '../reader/pages';
import { isJoinPagesRequest, type JoinPagesReply, type JoinPagesRequest } from '../messaging/pages-messages';
import { followPages } from '../core/pages/stitch';
import { fetchPage } from '../core/pages/fetch-page';
import { listenOnce } from './listen';

/** Marker on the isolated world's global object: set once, so re-injection adds no listener. */
const LOADED_FLAG = '__winnowToolsScript';

const world = globalThis as unknown as Record<string, unknown>;
world[TOOLS_GLOBAL] ??= readerTools;

/** The following pages of the article the popup shows (page 1 as the extraction script read it). */
async function joinPages(request: JoinPagesRequest): Promise<JoinPagesReply> {
  const engine = world[ENGINE_GLOBAL] as EngineApi | undefined;
  if (!engine?.last) return { ok: false, message: 'The page has not been read yet.' };
  const origin = new URL(document.URL).origin;
  const result = await followPages(document, document.URL, request.next, engine.last, {
    load: (url) => fetchPage(url, origin, parseHtml),
    read: (doc, url) => engine.read(doc, url, request.template),
  });
  return { ok: true, ...result };
}

listenOnce(LOADED_FLAG, (message) => (isJoinPagesRequest(message) ? joinPages(message) : undefined));
