/** Tree helpers over the pre-order node list: subtree ranges and child lists, each built once. */
import type { Segmentation } from '../segment';

/** end[i] = index of the last node in i's subtree (pre-order makes every subtree contiguous). */
export function subtreeEnds(seg: Segmentation): Int32Array {
  const end = new Int32Array(seg.nodes.length);
  for (let i = 0; i < end.length; i++) end[i] = i;
  for (let i = end.length - 1; i > 0; i--) {
    const p = seg.nodes[i].parent;
    if (p >= 0 && end[i] > end[p]) end[p] = end[i];
  }
  return end;
}

/** Visible element children of every node, in document order. */
export function childLists(seg: Segmentation): number[][] {
  const kids: number[][] = seg.nodes.map(() => []);
  for (const n of seg.nodes) if (n.parent >= 0 && !n.hidden) kids[n.parent].push(n.index);
  return kids;
}
