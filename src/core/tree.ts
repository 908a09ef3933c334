/** Tree helpers over the pre-order node list: subtree ranges and child lists, each built once. */
import type { NodeInfo, Segmentation } from './segment';

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

/** Visible element children of every node, in document order. */
export function childLists(seg: Segmentation): number[][] {
  const kids: number[][] = seg.nodes.map(() => []);
  for (const n of seg.nodes) if (n.parent >= 0 && !n.hidden) kids[n.parent].push(n.index);
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
