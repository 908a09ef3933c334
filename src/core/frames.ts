/**
 * Frames. A page's iframes are other documents: ads, embeds, comment widgets, players. They are
 * never mixed into the page's article (segment skips <iframe> and <frame>). Only when the page
 * itself has no content — a frameset, or a shell around one embedded document — is the
 * largest same-origin frame read instead. Cross-origin frames are out of reach by design
 * (contentDocument is null), and so are frames in parsers without browsing contexts (Node).
 */
import type { Article } from './types';
import { bodyOf } from './dom';

/** Frames inside frames are followed this deep at most (a frame can embed its own page). */
export const MAX_FRAME_DEPTH = 3;

let depth = 0;

function textLength(doc: Document): number {
  return (bodyOf(doc)?.textContent ?? '').replace(/\s+/g, '').length;
}

/** Readable same-origin frame documents, the one with most text first. */
export function frameDocuments(doc: Document): Document[] {
  const docs: Document[] = [];
  for (const frame of Array.from(doc.querySelectorAll('iframe, frame'))) {
    let inner: Document | null = null;
    try {
      inner = (frame as HTMLIFrameElement).contentDocument ?? null;
    } catch {
      inner = null; // some engines throw instead of returning null across origins
    }
    if (inner && inner !== doc && inner.documentElement) docs.push(inner);
  }
  const sizes = new Map(docs.map((d) => [d, textLength(d)]));
  return docs.filter((d) => sizes.get(d)! > 0).sort((a, b) => sizes.get(b)! - sizes.get(a)!);
}

/**
 * The article of the page's main frame, when the page has none of its own; null when there is
 * no readable frame or it has no content either.
 */
export function frameFallback(doc: Document, extract: (frame: Document) => Article): Article | null {
  if (depth >= MAX_FRAME_DEPTH) return null;
  const [main] = frameDocuments(doc);
  if (!main) return null;
  depth++;
  try {
    return extract(main);
  } catch {
    return null;
  } finally {
    depth--;
  }
}
