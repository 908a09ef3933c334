/**
 * Seed 003's article extractor (same-depth text-length standard deviation): from the root,
 * compare the two longest children. A gap within the spread of all children's lengths means the
 * longest child holds the body deeper down; a gap beyond it ends the descent.
 */
import type { NodeInfo, Segmentation } from '../segment';
import { standardDeviation } from '../density';
import { textChildLists } from '../tree';

/** The paper returns the dominant child outright when it leads by more than this many characters. */
export const DOMINANT_GAP_CHARS = 100;

export function sdDescent(seg: Segmentation): NodeInfo {
  const kids = textChildLists(seg);
  let e = seg.root;
  for (;;) {
    const children = kids[e.index].map((i) => seg.nodes[i]);
    if (children.length === 0) return e.parent >= 0 && e.chars === 0 ? seg.nodes[e.parent] : e;
    if (children.length === 1) {
      e = children[0];
      continue;
    }
    const lengths = children.map((c) => c.chars - c.linkChars);
    const order = lengths.map((l, i) => [l, i] as const).sort((a, b) => b[0] - a[0]);
    const [l1, i1] = order[0];
    const l2 = order[1][0];
    const sd = standardDeviation(lengths);
    // The paper's rule as written: a gap wider than the spread ends the descent (at the
    // dominant child when it leads by a paragraph, else here); a narrow gap descends into it.
    if (l1 - l2 > sd) return l1 - l2 > DOMINANT_GAP_CHARS ? children[i1] : e;
    e = children[i1];
  }
}
