/**
 * The list page's content region: the repeated items, in order, with what introduces them (the
 * page heading, an intro paragraph) — and without the page's chrome. Article selection alone
 * drops list items: their titles are links, so a card reads as navigation.
 */
import type { NodeInfo, Segmentation } from '../segment';
import type { Selection } from '../select';
import { WIDGET_REASONS, dropWidgets, pruneContainer } from '../select/prune';
import type { Removals } from '../removals';
import type { Scored } from '../scoring';
import type { ItemGroup } from './groups';
import { commonAncestor, within } from '../tree';

/** The smallest element holding every item of the group. */
export function groupRoot(seg: Segmentation, group: ItemGroup): NodeInfo {
  let root = group.items[0];
  for (const it of group.items) root = commonAncestor(seg, root, it);
  return root;
}

/**
 * The article selection's container is kept in the region when it sits close to the list (an
 * intro above the grid): their common ancestor may hold at most this many times the characters of
 * the list and the intro's prose together. Farther away it is some other block of the page. The
 * intro counts by its prose, not its characters: on a list page with no prose the article reading
 * is the whole page, which holds the list too but introduces it with nothing but menus and footer.
 */
export const INTRO_REACH = 1.5;

/**
 * Selection for a list page: the items' common ancestor, widened to the article selection's
 * container when that is an intro near the list; pruned like an article, except that nothing
 * holding, inside or around an item is dropped.
 */
export function listSelection(
  seg: Segmentation, scored: Scored, ends: Int32Array, article: Selection, group: ItemGroup,
  headline: NodeInfo | null,
): Selection {
  const listRoot = groupRoot(seg, group);
  let container = listRoot;
  const intro = article.container;
  // The intro (above or below the list) is not page chrome such as a cookie banner, and has
  // prose of its own besides the items' snippets: a reading with none introduces nothing.
  const inList = within(ends, intro, listRoot) ? scored.prose[listRoot.index] : 0;
  const plausible = !scored.ctx.noise[intro.index] && scored.prose[intro.index] > inList;
  // The same test whether the intro holds the list (a main column) or stands beside it.
  const joint = commonAncestor(seg, listRoot, intro);
  if (plausible && joint.chars <= INTRO_REACH * (listRoot.chars + scored.prose[intro.index])) container = joint;
  if (headline && headline.index < container.index) {
    const withHead = commonAncestor(seg, container, headline);
    if (withHead.chars <= INTRO_REACH * container.chars) container = withHead;
  }
  const removed = pruneContainer(seg, container, scored, ends);
  keepItems(seg, group, ends, removed);
  return {
    container, removed, strategy: article.strategy,
    prose: scored.prose[container.index],
    itemBreaks: new Set(group.items.map((it) => it.el)),
  };
}

/** Un-drop every removal that is an item, lies inside one, or encloses one. */
function keepItems(seg: Segmentation, group: ItemGroup, ends: Int32Array, removed: Removals): void {
  const items = new Set(group.items.map((it) => it.index));
  for (const [n, reason] of Array.from(removed)) {
    // A button label or a star rating is not the item's text, wherever it stands.
    if (n.hidden || WIDGET_REASONS.has(reason)) continue;
    if (group.items.some((it) => it.index > n.index && it.index <= ends[n.index])) {
      removed.delete(n);
      continue;
    }
    if (!insideItem(seg, n, items)) continue;
    // A card's own <nav> (a repository's "Code | Issues | Pull requests" tabs) is chrome inside
    // the item; the item's title is a heading or a link, never a navigation landmark.
    if (n.tag === 'nav' && !items.has(n.index)) continue;
    removed.delete(n);
    dropWidgets(seg, n, ends, removed);
  }
}

function insideItem(seg: Segmentation, n: NodeInfo, items: Set<number>): boolean {
  for (let i = n.index; i >= 0; i = seg.nodes[i].parent) if (items.has(i)) return true;
  return false;
}
