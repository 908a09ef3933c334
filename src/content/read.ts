/**
 * The live page's Article as both content scripts read it: the site's template applied, the
 * blocks the user removed dropped. Without Markdown (the extraction script carries no
 * converter; the reading view adds it, the popup makes it from the HTML).
 */
import { extractPlain } from '../core/pipeline';
import type { Article, SiteTemplate } from '../core/types';
import type { PageEntryMessage } from '../messaging/messages';
import { applyRemovals } from '../reader/removals';
import { EXTRACT_DEADLINE_MS } from './limits';
import type { ReadOptions } from '../reader/tools-api';

export function readPage(template: SiteTemplate | undefined, removals: PageEntryMessage[] | undefined, options: ReadOptions = {}): Article {
  const article = extractPlain(document, { url: document.URL, template, deadlineMs: EXTRACT_DEADLINE_MS, ...options });
  return removals?.length ? applyRemovals(document, article, removals).article : article;
}

/** A following page of a multi-page article, fetched and parsed: no layout (it is not rendered). */
export function readFetched(doc: Document, url: string, template: SiteTemplate | undefined): Article {
  return extractPlain(doc, { url, template, layout: false, deadlineMs: EXTRACT_DEADLINE_MS });
}
