/**
 * Readers' answers announced by their marker: a line such as "69 Responses to “Title”",
 * "{ 17 comments… read them below or add one }" or "Comments (26)" after the story has begun
 * heads the blocks that follow it (the marker's own block and its next siblings), however much
 * of the page they hold: a two-paragraph post under 37,000 characters of comments is read as
 * the post. Read from the marker's words, not from class names.
 */
import type { NodeInfo, Segmentation } from '../segment';
import { MIN_PROSE_BEFORE_MARKER, markerWords } from './sections';

export interface AnnouncedAnswers {
  /** The marker's words. */
  words: string;
  /** The marker's block (the highest one its text opens) and the blocks after it in its parent. */
  blocks: NodeInfo[];
}

/**
 * The announced answers that hold `chosen`, if any: some block from `chosen` up to the body, or
 * an earlier sibling of one, opens with a marker line that follows the story's start. Looked for
 * along that path only (a few blocks), not over the page.
 */
export function answersHolding(
  seg: Segmentation, ends: Int32Array, chosen: NodeInfo, isProse: (n: NodeInfo) => boolean,
): AnnouncedAnswers | null {
  for (let a: NodeInfo | undefined = chosen; a && a.tag !== 'body' && a.tag !== 'html'; a = seg.nodes[a.parent]) {
    for (let e: Element | null = a.el; e; e = e.previousElementSibling) {
      const block = seg.byElement.get(e);
      const first = block ? firstWords(seg, ends, block) : null;
      const words = first ? markerWords(first) : null;
      if (first && words && proseBefore(seg, first, isProse) >= MIN_PROSE_BEFORE_MARKER) return announced(seg, ends, first, words);
    }
  }
  return null;
}

/** The marker's block (the highest one its text opens) and the blocks after it in its parent. */
function announced(seg: Segmentation, ends: Int32Array, marker: NodeInfo, words: string): AnnouncedAnswers {
  let head = marker;
  for (let p = seg.nodes[head.parent]; p && p.tag !== 'body' && p.tag !== 'html' && firstWords(seg, ends, p) === marker; p = seg.nodes[p.parent]) head = p;
  const blocks: NodeInfo[] = [];
  for (let e: Element | null = head.el; e; e = e.nextElementSibling) {
    const info = seg.byElement.get(e);
    if (info) blocks.push(info);
  }
  return { words, blocks };
}

/** Prose characters before `n` in document order. */
function proseBefore(seg: Segmentation, n: NodeInfo, isProse: (n: NodeInfo) => boolean): number {
  let prose = 0;
  for (let i = 0; i < n.index; i++) {
    const u = seg.nodes[i];
    if (u.ownChars > 0 && !u.hidden && isProse(u)) prose += u.ownChars;
  }
  return prose;
}

/** The first node with text of its own in `p`'s subtree. */
function firstWords(seg: Segmentation, ends: Int32Array, p: NodeInfo): NodeInfo | null {
  for (let i = p.index; i <= ends[p.index]; i++) {
    const n = seg.nodes[i];
    if (n.ownChars > 0 && !n.hidden) return n;
  }
  return null;
}
