/**
 * Entry for scripts/pagetype-features.mjs: the page-type feature row of a document, computed by
 * the same pipeline stages extract() runs (segment, select), so training sees what inference sees.
 */
import { segment } from '../segment';
import { select } from '../select';
import { readMetadata } from '../metadata';
import { baseUrlOf, pageUrlOf } from '../urls';
import { pageTypeFeatures, FEATURE_NAMES } from '.';

export { FEATURE_NAMES };

export function featuresOf(doc: Document, url?: string): number[] {
  const pageUrl = pageUrlOf(doc, url);
  const base = baseUrlOf(doc, pageUrl);
  const meta = readMetadata(doc, base);
  const seg = segment(doc);
  const layout = { available: false, pageWidth: 0, pageHeight: 0 };
  const article = select(seg, layout, meta.searchTitle, 'default', meta.byline);
  return Array.from(pageTypeFeatures({ doc, seg, layout, article, title: meta.searchTitle, base, pageUrl }));
}
