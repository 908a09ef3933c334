/**
 * Library entry: the engine's public surface for Node and bundlers (dist/lib/winnow.mjs).
 * Its declarations become dist/lib/winnow.d.ts (see vite.lib.config.ts), so keep it explicit.
 */
import { extract as runExtract, extractSync } from '../core/extract';
import { withMarkdown } from '../core/markdown';
import { nextPageUrl } from '../core/pages/next-page';
import { followPages, joinArticle, type Stitched } from '../core/pages/stitch';
import { NoContentError, type Article, type ExtractOptions } from '../core/types';
import { replacedBuiltins, tamperedPageError } from './builtins';
import { TemplateLearner } from '../templates/learner';
import type { LearnerParams, LearnerState } from '../templates/types';

export { NoContentError } from '../core/types';
export type {
  Article,
  ExtractOptions,
  PageType,
  RemovedBlock,
  StageName,
  SiteTemplate,
  TemplateEntry,
} from '../core/types';
export type { LearnerParams, LearnerState } from '../templates/types';

/** A site's template learner (seed 000): feed it the site's pages in visiting order. */
export interface TemplateLearnerApi {
  /** Learn from one page of the site. */
  observe(document: Document): void;
  /** The site's current template, for `extract(document, { template })`. */
  template(): import('../core/types').SiteTemplate;
  /** Plain JSON: pass it back to createTemplateLearner to continue. */
  toJSON(): LearnerState;
}

/**
 * A new learner, or one continuing from a previous `toJSON()`. One learner per site (origin);
 * throws TypeError when `saved` is not a learner state of this version. `params` overrides
 * seed 000's N1 / N2 and the ageing horizon (for measurements; the defaults are the product's).
 */
export function createTemplateLearner(saved?: LearnerState | null, params?: Partial<LearnerParams>): TemplateLearnerApi {
  const learner = new TemplateLearner(saved ?? undefined, params);
  return {
    observe: (document) => learner.observe(document),
    template: () => learner.template(),
    toJSON: () => learner.toJSON(),
  };
}

/**
 * The page's main content as an Article. Rejects with NoContentError when there is none, and
 * with a TamperedPageError naming them when the page replaced built-ins the engine needs (the
 * IIFE bundle runs in the page's world). The document is only read, never changed.
 */
export async function extract(document: Document, options?: ExtractOptions): Promise<Article> {
  try {
    return await runExtract(document, options);
  } catch (err) {
    if (err instanceof NoContentError) throw err;
    const replaced = replacedBuiltins(document);
    throw replaced.length ? tamperedPageError(replaced, err) : err;
  }
}

export interface PagesOptions extends ExtractOptions {
  /** The page's address: its following pages are found relative to it, on its site only. */
  url: string;
  /** Fetches and parses a following page (the library does no I/O of its own). */
  loadPage(url: string): Promise<Document>;
  /** Following pages read at most (default 10). */
  maxPages?: number;
}

/** An article read with its following pages. */
export interface PagedArticle extends Article {
  /** The following pages joined in, in order (page 1 is the document itself). */
  pages: { number: number; url: string }[];
  /** The page that could not be read, and why (what came before it is in the article); else null. */
  pagesFailed: Stitched['failed'];
}

/**
 * The article of a page split over several pages, read whole: `extract`, then, when the page is an
 * article with a next-page link on its own site, each following page (at most `maxPages`, never
 * one twice), paragraphs repeated from an earlier page dropped. Only when asked: it fetches.
 */
export async function extractPages(document: Document, options: PagesOptions): Promise<PagedArticle> {
  const { loadPage, maxPages, ...extractOptions } = options;
  const first = await extract(document, extractOptions);
  const next = first.pageType === 'article' ? nextPageUrl(document, options.url) : null;
  const result: Stitched = next
    ? await followPages(document, options.url, next, first, {
      load: loadPage,
      read: (doc, url) => extractSync(doc, { ...extractOptions, url, layout: false }),
      maxPages,
    })
    : { pages: [], failed: null };
  const joined = joinArticle(first, result.pages);
  return withMarkdown(Object.assign(joined, { pages: result.pages.map(({ number, url }) => ({ number, url })), pagesFailed: result.failed }));
}

/** The package version this build was made from. */
export const version: string = __WINNOW_VERSION__;
