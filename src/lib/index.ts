/**
 * Library entry: the engine's public surface for Node and bundlers (dist/lib/winnow.mjs).
 * Its declarations become dist/lib/winnow.d.ts (see vite.lib.config.ts), so keep it explicit.
 */
import { extract as runExtract } from '../core/extract';
import type { Article, ExtractOptions } from '../core/types';

export { NoContentError } from '../core/types';
export type {
  Article,
  ExtractOptions,
  PageType,
  RemovedBlock,
  StageName,
} from '../core/types';

/**
 * The page's main content as an Article. Rejects with NoContentError when there is none.
 * The document is only read, never changed.
 */
export const extract: (document: Document, options?: ExtractOptions) => Promise<Article> =
  runExtract;

/** The package version this build was made from. */
export const version: string = __WINNOW_VERSION__;
