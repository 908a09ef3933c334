/**
 * Reply trees: readers' comments nest each reply inside the comment it answers, and build it like
 * its parent (a short name line, then what they wrote, then the replies to it). Comments of one
 * shape side by side, one holding another of the same shape: that nesting marks a thread whatever
 * its class names say (hashed, or none). An article's own nested lists hold short items, not a
 * name line over sentences.
 */
import type { NodeInfo, Segmentation } from './segment';
import { textChildLists } from './tree';

/** A commenter's name line ("Sp4ctr0", "Jane · 3 hours ago") is short and says no sentence. */
export const MAX_NAME_LINE_CHARS = 60;
/** What a comment says besides its name line: at least a sentence of this many characters. */
export const MIN_COMMENT_CHARS = 60;
/** A comment is prose: links make up less than this share of it (a menu's nested items are links). */
export const MAX_COMMENT_LINK_SHARE = 0.5;
/** Separate reply trees a page may hold (see oneThread). */
export const MAX_THREADS = 1;
/** A reply sits at most this many levels below the comment it answers (comment > list > reply). */
export const MAX_REPLY_DEPTH = 4;

/**
 * The comment shape of a node (tag and its first two children's tags), or null if it is no
 * comment. `subject`: the first child may be any header line (an opening comment's subject).
 */
function commentShape(seg: Segmentation, n: NodeInfo, kids: readonly number[], subject = false): string | null {
  if (kids.length < 2 || n.hidden) return null;
  const name = seg.nodes[kids[0]];
  if (!subject && (name.chars === 0 || name.chars > MAX_NAME_LINE_CHARS || name.stops > 0)) return null;
  if (n.chars - name.chars < MIN_COMMENT_CHARS || n.stops === 0 || n.linkChars > MAX_COMMENT_LINK_SHARE * n.chars) return null;
  return `${n.tag}>${name.tag},${seg.nodes[kids[1]].tag}`;
}

/**
 * Marks (1) the element holding each reply tree. A comment is a reply when, two or more levels up,
 * an ancestor is a comment of its shape (the reply list sits inside the comment) or holds one
 * before the reply's branch (comment and reply list side by side in one item, as WordPress
 * builds them). Siblings are not replies: a flat list of comments is not a tree. The holder is
 * the parent of the top item, and it must hold at least two comments of that shape.
 */
export function replyTreeHolders(seg: Segmentation): Uint8Array {
  // A comment's parts are its children with text.
  const kids = textChildLists(seg);
  const shape = seg.nodes.map((n) => commentShape(seg, n, kids[n.index]));
  /** A child that is a comment of shape s, or an item opening with one. */
  const holdsComment = (k: number, s: string) => shape[k] === s || (kids[k].length > 0 && shape[kids[k][0]] === s);
  const holders = new Uint8Array(seg.nodes.length);
  const treeShape = new Map<number, string>();
  for (const n of seg.nodes) {
    const s = shape[n.index];
    if (!s || n.parent < 0) continue;
    let from = n.parent;
    for (let a = seg.nodes[from].parent, up = 2; a >= 0 && up <= MAX_REPLY_DEPTH; from = a, a = seg.nodes[a].parent, up++) {
      const answered = shape[a] === s || kids[a].some((k) => k < from && shape[k] === s);
      if (!answered) continue;
      const holder = seg.nodes[a].parent;
      // Each reply under a holder asks again: count its comments once.
      if (holder >= 0 && !holders[holder] && kids[holder].filter((k) => holdsComment(k, s)).length >= 2) {
        holders[holder] = 1;
        treeShape.set(holder, s);
      }
      break;
    }
  }
  openedBySubjects(seg, kids, holdsComment, holders, treeShape);
  return oneThread(seg, holders);
}

/**
 * Threads whose opening comments carry a subject line ("Standard connectors? LOL you wish!
 * (Score:5)" over "by Name on date") build each top-level item as that comment, then the list of
 * replies to it: the opening comment is built as the replies are but for its longer header. Once
 * a tree shows the replies' shape, the list whose items are built so, two or more, is the thread.
 */
function openedBySubjects(
  seg: Segmentation, kids: readonly (readonly number[])[], holdsComment: (k: number, s: string) => boolean, holders: Uint8Array,
  treeShape: Map<number, string>,
): void {
  /** An item that opens with a comment of shape `s` (any header) and then lists replies of that shape. */
  const opens = (item: number, s: string): boolean => {
    const at = kids[item].findIndex((k) => commentShape(seg, seg.nodes[k], kids[k], true) === s);
    return at >= 0 && kids[item].slice(at + 1).some((r) => kids[r].some((c) => holdsComment(c, s)));
  };
  // Trees under items of one list share its answer: each list is asked once per shape.
  const asked = new Set<string>();
  for (const [holder, s] of treeShape) {
    const item = seg.nodes[holder].parent;
    const list = item >= 0 ? seg.nodes[item].parent : -1;
    if (list < 0 || holders[list] || asked.has(`${list}|${s}`) || !opens(item, s)) continue;
    asked.add(`${list}|${s}`);
    if (kids[list].filter((k) => opens(k, s)).length >= 2) holders[list] = 1;
  }
}

/**
 * Readers answer a page in one thread. Several separate trees are a repeated layout whose cards
 * nest alike (a roundup's product cards with their rating rows), not threads: none is marked.
 */
function oneThread(seg: Segmentation, holders: Uint8Array): Uint8Array {
  let outermost = 0;
  const inside = new Uint8Array(seg.nodes.length);
  for (const n of seg.nodes) {
    const nested = n.parent >= 0 && (inside[n.parent] === 1 || holders[n.parent] === 1);
    inside[n.index] = nested ? 1 : 0;
    if (holders[n.index] && !nested && ++outermost > MAX_THREADS) return holders.fill(0);
  }
  return holders;
}
