/**
 * Places the core's removed blocks (Article.removed: a path, a reason, the first characters of
 * the text) back among the article's blocks for "show what was removed". The core does not say
 * where a block was, so the content script finds it on the live page (tag from the path, text
 * prefix) and walks back in document order to the nearest element that is one of the article's
 * blocks. Blocks it cannot place are listed after the article.
 */
import type { RemovedBlock } from '../core/types';
import { normaliseText } from '../core/text';
import type { ShownRemoval } from './blocks';
import { blockParent, inertBody } from './removals';


/** Characters of text compared between a page element and an article block (their start). */
const KEY_CHARS = 60;
/** Elements visited walking back from a removed block before giving up on placing it. */
const MAX_WALK = 4000;
/** Page elements longer than this are containers, not blocks: never read whole. */
const MAX_BLOCK_CHARS = 20_000;
/** Candidate page elements examined per removed block. */
const MAX_CANDIDATES = 500;

const keyOf = (text: string): string => normaliseText(text).slice(0, KEY_CHARS);

/** The core's text preview ends with "…" when cut; compare only what it really holds. */
const prefixOf = (text: string): string => normaliseText(text.replace(/…$/, ''));

function findOnPage(doc: Document, block: RemovedBlock): Element | null {
  const tag = /^[a-z][a-z0-9-]*/i.exec(block.path)?.[0];
  const prefix = prefixOf(block.text);
  if (!tag || !prefix) return null;
  const candidates = Array.from(doc.body?.getElementsByTagName(tag) ?? []).slice(0, MAX_CANDIDATES);
  return candidates.find((el) => {
    const text = el.textContent ?? '';
    return text.length < MAX_BLOCK_CHARS && normaliseText(text).startsWith(prefix);
  }) ?? null;
}

/** Elements before `el` in reverse document order, ancestors excluded (their text holds it). */
function* preceding(el: Element): Generator<Element> {
  for (let cur: Element | null = el; cur; cur = cur.parentElement) {
    for (let sib = cur.previousElementSibling; sib; sib = sib.previousElementSibling) {
      const inside = Array.from(sib.getElementsByTagName('*'));
      for (let i = inside.length - 1; i >= 0; i--) yield inside[i];
      yield sib;
    }
  }
}

/** Index of the article block that precedes `el` on the page; -1 when none does. */
function precedingBlock(el: Element, blocks: Map<string, number>): number {
  let steps = 0;
  for (const node of preceding(el)) {
    if (++steps > MAX_WALK) break;
    const text = node.textContent ?? '';
    if (text.length > MAX_BLOCK_CHARS) continue;
    const hit = blocks.get(keyOf(text));
    if (hit !== undefined) return hit;
  }
  return -1;
}

/** The removed blocks with the article block each followed, read from the live page. */
export function anchorRemovals(doc: Document, articleHtml: string, removed: readonly RemovedBlock[]): ShownRemoval[] {
  const holder = inertBody(doc, articleHtml);
  const blocks = new Map<string, number>();
  Array.from(blockParent(holder).children).forEach((child, i) => {
    const key = keyOf(child.textContent ?? '');
    if (key && !blocks.has(key)) blocks.set(key, i);
  });
  return removed.map((block) => {
    const after = 'after' in block ? (block as { after: number | null }).after : undefined;
    if (after !== undefined) return { reason: block.reason, text: block.text, after };
    const el = findOnPage(doc, block);
    return { reason: block.reason, text: block.text, after: el ? precedingBlock(el, blocks) : null };
  });
}
