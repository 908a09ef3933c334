/**
 * Link indexes: reference and documentation pages made of lists of links under headings ("Tuning
 * guides", "Data types:"). Their links are the content, which the article rules take for
 * navigation; pruning keeps such lists, and a selection that found only a stray sentence on such
 * a page widens to the index around it.
 */
import type { NodeInfo, Segmentation } from '../segment';
import { HEADING_TAGS } from '../dom';
import { BAD_LINK_DENSITY, type Scored } from '../scoring';

/** Lists whose items are links: an index, a resource list, a set of reference entries. */
const LIST_TAGS = new Set(['ul', 'ol', 'dl']);

/**
 * A list of links that the text introduces: a heading or a paragraph right before it says what
 * the links are ("Student projects", "Data types:", "Further reading by topic"). Reference and
 * documentation pages are made of these; navigation is not introduced by the page's own text.
 */
export function introducedList(seg: Segmentation, n: NodeInfo): boolean {
  if (!LIST_TAGS.has(n.tag)) return false;
  const before = n.el.previousElementSibling;
  const prev = before ? seg.byElement.get(before) : undefined;
  if (!prev || prev.hidden || prev.chars === 0) return false;
  return HEADING_TAGS.has(prev.tag) || (prev.tag === 'p' && prev.linkChars / prev.chars <= BAD_LINK_DENSITY);
}

/** Calls `visit` for each introduced link list under `root` (outermost lists only). */
function forEachIntroducedList(seg: Segmentation, root: NodeInfo, ends: Int32Array, visit: (list: NodeInfo) => void): void {
  for (let i = root.index + 1; i <= ends[root.index]; i++) {
    const n = seg.nodes[i];
    if (!LIST_TAGS.has(n.tag)) continue;
    if (!n.hidden && n.linkChars / Math.max(1, n.chars) > BAD_LINK_DENSITY && introducedList(seg, n)) visit(n);
    i = ends[i];
  }
}

/**
 * Introduced link lists must hold at least this share of the container's text for links to be
 * the page's content (a reference index, a docs overview). Below it they are an article's "See
 * also" or "Only on this site" rail, whose heading introduces it just the same.
 */
export const LINK_INDEX_SHARE = 0.1;

/**
 * How much of the container is introduced link lists: 'none' (below LINK_INDEX_SHARE), 'part'
 * (links are content inside those lists) or 'most' (INDEX_LIST_SHARE and above: the page is an
 * index, whose closing lists are content too, not tail chrome).
 */
export function linkIndexShare(seg: Segmentation, container: NodeInfo, ends: Int32Array): 'none' | 'part' | 'most' {
  if (container.chars === 0) return 'none';
  let chars = 0;
  forEachIntroducedList(seg, container, ends, (list) => { chars += list.chars; });
  return chars >= INDEX_LIST_SHARE * container.chars ? 'most' : chars >= LINK_INDEX_SHARE * container.chars ? 'part' : 'none';
}

/**
 * A selection with less prose than this is a stray sentence, not an article: on a page of link
 * lists (a wiki's "Performance Optimization" index) the lone paragraph between two lists wins.
 */
export const THIN_PROSE_CHARS = 250;
/** An ancestor is the index when its introduced link lists hold at least this share of its text. */
export const INDEX_LIST_SHARE = 0.5;

/**
 * The outermost ancestor of a thin selection (below the body) that is mostly introduced link
 * lists, else the selection itself. Pages with an article never reach here: their prose is
 * above THIN_PROSE_CHARS. One walk of the outermost ancestor credits each list to every
 * ancestor on the chain that holds it.
 */
export function widenToLinkIndex(seg: Segmentation, scored: Scored, chosen: NodeInfo, ends: Int32Array): NodeInfo {
  if (scored.prose[chosen.index] >= THIN_PROSE_CHARS) return chosen;
  const chain: NodeInfo[] = [];
  for (let a = chosen.parent; a >= 0 && seg.nodes[a].tag !== 'body' && seg.nodes[a].tag !== 'html'; a = seg.nodes[a].parent) {
    chain.push(seg.nodes[a]);
  }
  if (!chain.length) return chosen;
  const listChars = new Float64Array(chain.length);
  forEachIntroducedList(seg, chain[chain.length - 1], ends, (list) => {
    for (let k = 0; k < chain.length; k++) if (list.index <= ends[chain[k].index] && list.index > chain[k].index) listChars[k] += list.chars;
  });
  for (let k = chain.length - 1; k >= 0; k--) if (listChars[k] >= INDEX_LIST_SHARE * chain[k].chars) return chain[k];
  return chosen;
}
