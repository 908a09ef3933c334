/**
 * What goes from the chosen content, and why: each removed subtree's root mapped to its reason.
 * Selection's pruning and the filters write labels; the pipeline applies them. Stages that read
 * the content as it stands walk it with `walkKept`, which passes over removed subtrees.
 */
import type { NodeInfo, Segmentation } from './segment';

export type Removals = Map<NodeInfo, string>;

/**
 * Ends the reason of a removal whose text the article's header shows instead (a byline, a
 * dateline): metadata still reads those lines for Article.byline and .published (pipeline.ts).
 */
export const SHOWN_IN_HEADER = '(shown in the header)';
export const shownInHeader = (reason: string): boolean => reason.endsWith(SHOWN_IN_HEADER);

/** Returned by a `walkKept` visitor: pass over the node's subtree, or end the walk. */
export const SKIP_SUBTREE = 1;
export const STOP_WALK = 2;

/**
 * Visits nodes `from`…`to` (pre-order indices, inclusive) in document order, passing over every
 * removed subtree (and hidden ones too, with `skipHidden`). `passed` sees each removed root passed
 * over, and may end the walk.
 */
export function walkKept(
  seg: Segmentation, ends: Int32Array, removed: Removals, from: number, to: number,
  visit: (n: NodeInfo) => number | void, skipHidden = false, passed?: (n: NodeInfo) => number | void,
): void {
  for (let i = from; i <= to; i++) {
    const n = seg.nodes[i];
    if (removed.has(n) || (skipHidden && n.hidden)) {
      if (passed && removed.has(n) && passed(n) === STOP_WALK) return;
      i = ends[i];
      continue;
    }
    const next = visit(n);
    if (next === STOP_WALK) return;
    if (next === SKIP_SUBTREE) i = ends[i];
  }
}

/**
 * Is the node inside a removed subtree below `stop` (anywhere, with null)? Removed roots are few:
 * walk up the parents.
 */
export function isRemoved(seg: Segmentation, n: NodeInfo, stop: NodeInfo | null, removed: Removals): boolean {
  for (let cur: NodeInfo | undefined = n; cur && cur !== stop; cur = cur.parent >= 0 ? seg.nodes[cur.parent] : undefined) {
    if (removed.has(cur)) return true;
  }
  return false;
}
