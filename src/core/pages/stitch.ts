/**
 * An article split over pages, read whole: from the first page, follow the next-page link
 * (next-page.ts) and read each following page with the same engine, at most MAX_FOLLOWING_PAGES,
 * never a page twice (a loop ends it), and drop paragraphs a page repeats from an earlier one
 * (a standfirst, a "Page 1 2 3" line). A page that fails to load ends the stitching with the
 * reason; what was read stays. Loading is the caller's (the content script fetches on the same
 * site; the CLI fetches with Node), so this module has no I/O of its own.
 */
import type { Article } from '../types';
import { countText, countWords, minutesFor } from '../text';
import { nextPageUrl } from './next-page';

/** Following pages read at most (news portals split long stories into a handful). */
export const MAX_FOLLOWING_PAGES = 10;

export interface StitchedPage {
  /** 2 for the first following page. */
  number: number;
  url: string;
  html: string;
  text: string;
}

export interface StitchOptions {
  /** The page at `url`, parsed (rejects with the reason when it cannot be had). */
  load(url: string): Promise<Document>;
  /** Reads one following page (the engine with the site's template, no layout). */
  read(doc: Document, url: string): Article;
  /** Each page as soon as it is read (the view appends it). */
  onPage?(page: StitchedPage): void;
  maxPages?: number;
}

export interface Stitched {
  pages: StitchedPage[];
  /** Why it stopped early: a page that failed (its URL and the reason); null when it ran out of pages. */
  failed: { url: string; number: number; reason: string } | null;
}

const key = (text: string | null): string => (text ?? '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The HTML and text of a page without the blocks and paragraphs seen on earlier pages. */
function unseen(page: Article, doc: Document, seen: Set<string>): { html: string; text: string } {
  // A template's content is inert: nothing in it loads or runs.
  const holder = doc.createElement('template');
  holder.innerHTML = page.html;
  let root: ParentNode = holder.content;
  while (root.children.length === 1 && root.firstElementChild!.children.length > 0 && /^(DIV|SECTION|ARTICLE|MAIN)$/.test(root.firstElementChild!.tagName)) {
    root = root.firstElementChild!;
  }
  const blocks = Array.from(root.children);
  for (const block of blocks) {
    const k = key(block.textContent);
    if (k && seen.has(k)) block.remove();
  }
  const paragraphs = page.text.split(/\n{2,}/).filter((p) => !seen.has(key(p)));
  for (const block of blocks) seen.add(key(block.textContent));
  for (const p of paragraphs) seen.add(key(p));
  return { html: holder.innerHTML, text: paragraphs.join('\n\n') };
}

/**
 * The article with following pages appended: HTML, text and their counts (its Markdown is made
 * again from the joined HTML when read: withMarkdown, or markdownOf).
 */
export function joinArticle(article: Article, pages: readonly { html: string; text: string }[]): Article {
  const html = [article.html, ...pages.map((p) => p.html)].join('\n');
  const text = [article.text, ...pages.map((p) => p.text)].filter(Boolean).join('\n\n');
  const words = countWords(text);
  return { ...article, html, text, markdown: '', wordCount: words, readingMinutes: minutesFor(words, countText(text).cjk) };
}

/**
 * Reads the pages after `first`, the article read from `doc` at `url`, starting at `next`, its
 * next page (nextPageUrl: the caller has it already, having asked whether there is one).
 */
export async function followPages(doc: Document, url: string, next: string, first: Article, options: StitchOptions): Promise<Stitched> {
  const max = options.maxPages ?? MAX_FOLLOWING_PAGES;
  const pages: StitchedPage[] = [];
  const seen = new Set<string>();
  unseen(first, doc, seen);
  const visited = new Set([url.split('#')[0]]);
  let at: string | null = next;
  while (at && !visited.has(at) && pages.length < max) {
    visited.add(at);
    const number = pages.length + 2;
    let page: Article;
    let pageDoc: Document;
    try {
      pageDoc = await options.load(at);
      page = options.read(pageDoc, at);
    } catch (err) {
      return { pages, failed: { url: at, number, reason: err instanceof Error ? err.message : String(err) } };
    }
    const body = unseen(page, doc, seen);
    const stitched = { number, url: at, ...body };
    pages.push(stitched);
    options.onPage?.(stitched);
    at = nextPageUrl(pageDoc, at);
  }
  return { pages, failed: null };
}
