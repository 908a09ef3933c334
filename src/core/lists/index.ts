/**
 * Type-specific reading for list pages (seed 003): the repeated items and their fields, and the
 * selection that keeps them. Pure: reads the segmentation, never changes the page.
 */
import type { ListItem } from '../types';
import type { Segmentation } from '../segment';
import type { Selection } from '../select';
import type { Scored } from '../scoring';
import { subtreeEnds } from '../tree';
import { matchHeadline } from '../select/headline';
import type { ItemGroup } from './groups';
import { listSelection } from './region';
import { readItem } from './items';

export { findGroups, bestGroup, listGroup, type ItemGroup } from './groups';
export { signatureOf } from './signature';
export { groupRoot } from './region';

/** At most this many items are described in Article.items (a reader pages through the rest). */
export const MAX_ITEMS = 500;

export interface ListReading {
  selection: Selection;
  items: ListItem[];
}

/** The list reading of a page around its best repeated group. */
export function readList(
  seg: Segmentation, scored: Scored, group: ItemGroup, article: Selection, title: string, base: string,
): ListReading {
  const ends = subtreeEnds(seg);
  const selection = listSelection(seg, scored, ends, article, group, matchHeadline(seg, title));
  const items = group.items.slice(0, MAX_ITEMS).map((it) => readItem(seg, it, ends[it.index], base)).filter((it) => it.title);
  return { selection, items };
}
