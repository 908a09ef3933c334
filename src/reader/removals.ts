/**
 * Blocks the user removed by hand, remembered per site. Two halves, both in the content script:
 * `entriesForBlock` turns a block of the reading view into the page's template entries (tag and
 * normalised own text of the page units it is made of), which the worker stores as confirmed;
 * `applyRemovals` drops blocks made only of confirmed text from a fresh Article. The core also
 * gets them in the site template, but its guard keeps a template line that sits inside prose
 * (right for learned entries); a block the user removed goes wherever it appears.
 */
import type { Article, RemovedBlock } from '../core/types';
import { pageEntries } from '../core/template';
import { segment } from '../core/segment';
import { countText, countWords, minutesFor, normaliseText } from '../core/text';
import { REMOVED_BY_USER } from './blocks';

export interface EntryText {
  tag: string;
  text: string;
}

/**
 * Entries shorter than this are kept only when they are the whole block: a two-letter unit
 * ("Ad", "»") that merely occurs inside a longer block is not what the user pointed at.
 */
const MIN_PART_CHARS = 3;
/** A block holds at most this many entries (a removed list of links): bounds the message. */
export const MAX_ENTRIES_PER_REMOVAL = 200;

/** Text left once every entry text is taken out, without spaces and punctuation. */
function leftover(text: string, parts: readonly string[]): string {
  let rest = text;
  for (const part of [...parts].sort((a, b) => b.length - a.length)) rest = rest.split(part).join(' ');
  return rest.replace(/[\s\p{P}\p{S}]+/gu, '');
}

/**
 * The page's entries that make up a block whose text is `blockText`: every visible unit of the
 * live page whose own text occurs in the block. Empty when they don't cover the block (its text
 * came from somewhere the template cannot describe): nothing is then remembered.
 */
export function entriesForBlock(doc: Document, blockText: string): EntryText[] {
  const block = normaliseText(blockText);
  if (!block) return [];
  const seen = new Set<string>();
  const parts: EntryText[] = [];
  for (const { tag, text } of pageEntries(segment(doc))) {
    if ((text.length < MIN_PART_CHARS && text !== block) || !block.includes(text)) continue;
    const key = tag + '\u0000' + text;
    if (seen.has(key)) continue;
    seen.add(key);
    parts.push({ tag, text });
  }
  if (parts.length === 0 || parts.length > MAX_ENTRIES_PER_REMOVAL) return [];
  return leftover(block, parts.map((p) => p.text)) === '' ? parts : [];
}

/** Is this element's text made only of confirmed entry texts? */
function covered(el: Element, texts: readonly string[]): boolean {
  const text = normaliseText(el.textContent ?? '');
  return text !== '' && texts.some((t) => text.includes(t)) && leftover(text, texts) === '';
}

/**
 * The article's HTML parsed into the <body> of a fresh inert document: nothing in it loads or
 * runs (no images fetched, no handlers), unlike a <div> of the page's own document.
 */
export function inertBody(doc: Document, html: string): HTMLElement {
  const inert = doc.implementation.createHTMLDocument('');
  inert.body.innerHTML = html;
  return inert.body;
}

/** The element whose children are the article's blocks (lone wrappers looked through). */
export function blockParent(root: ParentNode): ParentNode {
  let parent: ParentNode = root;
  while (parent.children.length === 1 && /^(DIV|SECTION|ARTICLE|MAIN)$/.test(parent.firstElementChild!.tagName)) {
    parent = parent.firstElementChild!;
  }
  return parent;
}

export interface UserRemoval extends RemovedBlock {
  /** Index of the kept block it followed (-1: before the first); null when nested deeper. */
  after: number | null;
}

/** Removes covered elements under `parent`, highest first; records each. */
function prune(parent: Element, texts: readonly string[], top: ParentNode, out: UserRemoval[]): void {
  let kept = -1;
  for (const child of Array.from(parent.children)) {
    if (covered(child, texts)) {
      out.push({
        path: child.tagName.toLowerCase(),
        reason: REMOVED_BY_USER,
        text: normaliseText(child.textContent ?? ''),
        after: parent === top ? kept : null,
      });
      child.remove();
    } else {
      kept++;
      prune(child, texts, top, out);
    }
  }
}

/** The lines of the plain text that a removed block produced (its leaf blocks' texts). */
function dropLines(text: string, removedTexts: Set<string>): string {
  return text
    .split('\n')
    .filter((line) => {
      const key = normaliseText(line);
      if (!key) return true;
      return !Array.from(removedTexts).some((r) => r === key || (key.length >= MIN_PART_CHARS && r.includes(key)));
    })
    .join('\n');
}

/**
 * The Article without the blocks made of confirmed entries: html, text and counts updated,
 * markdown emptied (see above), each dropped block appended to `removed` with the reason
 * REMOVED_BY_USER. Returns the article unchanged when nothing matches.
 */
export function applyRemovals(doc: Document, article: Article, entries: readonly EntryText[]): { article: Article; removed: UserRemoval[] } {
  const texts = Array.from(new Set(entries.map((e) => e.text).filter(Boolean)));
  if (texts.length === 0) return { article, removed: [] };
  const holder = inertBody(doc, article.html);
  const top = blockParent(holder);
  const removed: UserRemoval[] = [];
  prune(holder, texts, top, removed);
  if (removed.length === 0) return { article, removed };

  const html = holder.innerHTML;
  const text = dropLines(article.text, new Set(removed.map((r) => r.text)));
  const words = countWords(text);
  // Copy every field but a lazy markdown getter (reading it would convert the old HTML). The
  // Markdown is left to the caller (core/markdown.ts withMarkdown): this runs in the script
  // injected on every click, which carries no converter.
  const descriptors = Object.getOwnPropertyDescriptors(article);
  delete (descriptors as Partial<typeof descriptors>).markdown;
  const next = Object.defineProperties({}, descriptors) as Article;
  Object.assign(next, { html, text, markdown: '', wordCount: words, readingMinutes: minutesFor(words, countText(text).cjk) });
  next.removed = [...(article.removed ?? []), ...removed.map(({ path, reason, text: t }) => ({ path, reason, text: t }))];
  return { article: next, removed };
}
