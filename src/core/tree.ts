/** Tree helpers over the pre-order node list: subtree ranges, child lists (each built once) and a block's own text. */
import type { NodeInfo, Segmentation } from './segment';
import { ELEMENT_NODE, SKIP_TAGS, TEXT_NODE, tagOf } from './dom';
import { normaliseText } from './text';

/** Indices of a node (a headline) and its ancestors; empty for none. */
export function ancestorsOf(seg: Segmentation, node: NodeInfo | null): Set<number> {
  const out = new Set<number>();
  for (let i = node ? node.index : -1; i >= 0; i = seg.nodes[i].parent) out.add(i);
  return out;
}

/** end[i] = index of the last node in i's subtree (pre-order makes every subtree contiguous). */
export function subtreeEnds(seg: Segmentation): Int32Array {
  const cached = endsOf.get(seg);
  if (cached) return cached;
  const end = new Int32Array(seg.nodes.length);
  for (let i = 0; i < end.length; i++) end[i] = i;
  for (let i = end.length - 1; i > 0; i--) {
    const p = seg.nodes[i].parent;
    if (p >= 0 && end[i] > end[p]) end[p] = end[i];
  }
  endsOf.set(seg, end);
  return end;
}
/** Selection, the list and thread readings and the landing-page widening all ask: one pass each page. */
const endsOf = new WeakMap<Segmentation, Int32Array>();

/** Is `n` the node `root` or inside its subtree? */
export function within(ends: Int32Array, root: NodeInfo, n: NodeInfo): boolean {
  return root.index <= n.index && n.index <= ends[root.index];
}

/** No children with text: the one list every leaf shares, never written to. */
const NO_KIDS: readonly number[] = [];

/**
 * Every node's visible element children that hold text, in document order (empty ones, spacers
 * and status slots, say nothing). One pass; the lists are read, never written.
 */
export function textChildLists(seg: Segmentation): readonly (readonly number[])[] {
  const kids = new Array<number[]>(seg.nodes.length).fill(NO_KIDS as number[]);
  for (const n of seg.nodes) {
    if (n.parent < 0 || n.hidden || n.chars === 0) continue;
    if (kids[n.parent] === NO_KIDS) kids[n.parent] = [n.index];
    else kids[n.parent].push(n.index);
  }
  return kids;
}

/** Visible element children of one node, in document order, by skipping over subtrees. */
export function childrenOf(seg: Segmentation, parent: NodeInfo, ends: Int32Array): NodeInfo[] {
  const kids: NodeInfo[] = [];
  for (let i = parent.index + 1; i <= ends[parent.index]; i = ends[i] + 1) {
    if (!seg.nodes[i].hidden) kids.push(seg.nodes[i]);
  }
  return kids;
}

/** Lowest common ancestor of two nodes (pre-order list, parents known). */
export function commonAncestor(seg: Segmentation, a: NodeInfo, b: NodeInfo): NodeInfo {
  let x = a;
  let y = b;
  while (x.depth > y.depth) x = seg.nodes[x.parent];
  while (y.depth > x.depth) y = seg.nodes[y.parent];
  while (x !== y) {
    x = seg.nodes[x.parent];
    y = seg.nodes[y.parent];
  }
  return x;
}

/**
 * The child of `ancestor` on the path down to `n` (a node strictly inside it), or null when that
 * child is hidden: the visible branch holding `n`, found by climbing from it.
 */
export function branchToward(seg: Segmentation, ancestor: NodeInfo, n: NodeInfo): NodeInfo | null {
  let c = n;
  while (c.parent !== ancestor.index) c = seg.nodes[c.parent];
  return c.hidden ? null : c;
}

/** Text of the block itself: its text nodes and inline descendants, not its nested blocks. */
export function ownText(seg: Segmentation, u: NodeInfo): string {
  const parts: string[] = [];
  const walk = (el: Element): void => {
    for (let c = el.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === TEXT_NODE) parts.push(c.nodeValue || '');
      else if (c.nodeType === ELEMENT_NODE) {
        const info = seg.byElement.get(c as Element);
        if (!info) {
          // No node: a skipped tag (script, style…), or bare formatting (<b>, <span>, <br>)
          // whose text the segmentation gave to this block.
          const tag = tagOf(c as Element);
          if (tag === 'br') parts.push(' ');
          else if (!SKIP_TAGS.has(tag)) walk(c as Element);
        } else if (info.isBlock) parts.push(' '); // nested blocks are units of their own
        else if (!info.hidden) walk(c as Element);
      }
    }
  };
  walk(u.el);
  return normaliseText(parts.join(''));
}
