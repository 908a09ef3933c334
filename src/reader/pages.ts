/**
 * Multi-page articles in the reading view: the following pages are fetched from the same site
 * (the content script's fetch carries the page's origin and cookies), read with the engine, and
 * appended under a "Page 2 of 3" line as each arrives. A page that fails (another site, an error
 * status, a timeout) ends it with a note; what was read stays. Part of the on-demand tools.
 */
import type { Article } from '../core/types';
import { fetchPage } from '../core/pages/fetch-page';
import { followPages, type StitchedPage } from '../core/pages/stitch';
import type { Translate } from './controls';
import { adoptToolsSheet } from './tools-styles';

/** A fetched page's HTML as a document (inert: DOMParser runs no script and loads nothing). */
export const parseHtml = (html: string): Document => new DOMParser().parseFromString(html, 'text/html');

export interface JoinContext {
  doc: Document;
  url: string;
  /** The first following page (nextPageUrl of the page shown). */
  next: string;
  first: Article;
  /** Reads a fetched page with the engine (the site's template, no layout). */
  read(doc: Document, url: string): Article;
  /** Where the pages go: the view's content. */
  content: HTMLElement;
  /** The view's sanitizer (DOMPurify, as for page 1). */
  sanitize(html: string): DocumentFragment;
  /** A page was appended: the view extends its article (copy, progress). */
  added(page: StitchedPage): void;
  t: Translate;
  uiLang: string;
  timeoutMs?: number;
}

/** The line above a following page: "Page 2 of 3", or "Page 2" while the count is unknown. */
export function pageLine(doc: Document, t: Translate, uiLang: string, number: number, total?: number): HTMLElement {
  const p = doc.createElement('p');
  p.className = 'page-break';
  p.lang = uiLang;
  p.textContent = total ? t('pageOf', [String(number), String(total)]) : t('pageNumber', [String(number)]);
  return p;
}

/** The status line at the end of the pages: loading, then gone, or why a page failed. */
export function pageStatus(doc: Document, t: Translate, uiLang: string): { line: HTMLElement; failed(number: number, reason: string): void } {
  const line = doc.createElement('p');
  line.className = 'page-status';
  line.lang = uiLang;
  line.setAttribute('role', 'status');
  line.textContent = t('pageLoading');
  return {
    line,
    failed(number, reason) {
      line.textContent = t('pageFailed', [String(number), reason]);
      line.classList.add('page-status--failed');
    },
  };
}

/** Appends the following pages to the view as they arrive. */
export async function joinPages(ctx: JoinContext): Promise<void> {
  const doc = ctx.content.ownerDocument;
  adoptToolsSheet(ctx.content);
  const origin = new URL(ctx.url).origin;
  const status = pageStatus(doc, ctx.t, ctx.uiLang);
  ctx.content.append(status.line);
  const breaks: HTMLElement[] = [];
  const result = await followPages(ctx.doc, ctx.url, ctx.next, ctx.first, {
    load: (url) => fetchPage(url, origin, parseHtml, ctx.timeoutMs),
    read: ctx.read,
    onPage(page) {
      const mark = pageLine(doc, ctx.t, ctx.uiLang, page.number);
      breaks.push(mark);
      status.line.before(mark, ctx.sanitize(page.html));
      ctx.added(page);
    },
  });
  if (result.failed) return status.failed(result.failed.number, result.failed.reason);
  // All read: now the number of pages is known.
  breaks.forEach((mark, i) => mark.replaceWith(pageLine(doc, ctx.t, ctx.uiLang, i + 2, result.pages.length + 1)));
  status.line.remove();
}
