/**
 * Fetching a following page of a multi-page article: the one piece of I/O here, shared by the
 * reading view (whose fetch carries the page's origin and cookies) and the CLI (Node's fetch).
 * Only from the article's own site, also after redirects; bytes decoded as a browser would (a
 * GBK or Big5 portal included); parsed by the caller's parser (DOMParser, or parse5 in Node).
 */
import { decodeHtml } from '../charset';

/** A following page that takes longer than this is given up (the reader has page 1 already). */
export const PAGE_TIMEOUT_MS = 10_000;

export async function fetchPage(
  url: string, origin: string, parse: (html: string, url: string) => Document, timeoutMs = PAGE_TIMEOUT_MS,
): Promise<Document> {
  if (new URL(url).origin !== origin) throw new Error('it is on another site');
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(url, { signal: abort.signal, credentials: 'same-origin' });
    if (new URL(response.url || url).origin !== origin) throw new Error('it moved to another site');
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    return parse(decodeHtml(new Uint8Array(await response.arrayBuffer()), response.headers.get('content-type')), url);
  } catch (err) {
    throw abort.signal.aborted ? new Error(`no answer in ${timeoutMs / 1000} s`) : err;
  } finally {
    clearTimeout(timer);
  }
}
