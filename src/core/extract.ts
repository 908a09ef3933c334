/**
 * extract — the one entry of the engine: Document in, Article out (pipeline.ts), with the
 * Article's Markdown made from its clean HTML when first read.
 */
import type { Article, ExtractOptions } from './types';
import { extractPlain } from './pipeline';
import { withMarkdown } from './markdown';

export { MIN_ARTICLE_CHARS, EXCERPT_CHARS, NOSCRIPT_FALLBACK_CHARS } from './pipeline';

export async function extract(doc: Document, options: ExtractOptions = {}): Promise<Article> {
  return extractSync(doc, options);
}

/** The same, synchronously (the CLI and the benchmark need no promise). */
export function extractSync(doc: Document, options: ExtractOptions = {}): Article {
  return withMarkdown(extractPlain(doc, options));
}
