/**
 * Repeated item groups — seed 003's list extractor made robust. Seed 003 keys every element by
 * (depth, class name), ranks keys by how often they occur and how much text they hold, keeps the
 * top 15 and returns the key with the largest mean text. Here the key also carries the tag and
 * the parent's tag and class signature (two unrelated `div`s at one depth no longer pool), class
 * names are reduced to a signature that ignores per-item tokens (ids, numbers, states), and
 * groups in page chrome (navigation, footers, sidebars) never compete. <article> elements are
 * keyed by their signature alone, at any depth under any parent.
 */
import type { NodeInfo, Segmentation } from '../segment';
import type { Context } from '../scoring';
import { CHROME_LANDMARK_TAGS, classifyHint, isConsentDialog } from '../vocabulary';
import { signatureOf } from './signature';

/** Fewer repeated elements than this is not a list (two cards can be a coincidence). */
export const MIN_ITEMS = 3;
/** Items averaging fewer visible characters than this are menu entries, not list items. */
export const MIN_MEAN_ITEM_CHARS = 15;
/** Seed 003's n: candidates kept after ranking by frequency and text before the final pick. */
export const TOP_CANDIDATES = 15;
/**
 * An item's text counts up to this many characters in the ranking, so three long page sections
 * (which repeat too) do not outrank thirty product cards.
 */
export const ITEM_CHARS_CAP = 400;
/**
 * Groups whose items are almost all link text (menus, tag clouds, pagers) rank at this share
 * of their characters; real items carry a snippet, a date or a price besides their title link.
 */
export const ALL_LINK_FACTOR = 0.3;
/** Above this link share an item counts as "all link". */
export const ALL_LINK_SHARE = 0.9;

export interface ItemGroup {
  key: string;
  items: NodeInfo[];
  /** Visible characters of all items. */
  chars: number;
  /** Mean characters per item. */
  meanChars: number;
  /** Ranking score (frequency × capped text, link-only items discounted). */
  score: number;
}


/**
 * Every repeated group of the page outside chrome, best first (seed 003's ranking). A page with
 * none there looks again inside noise-named blocks, landmarks and dialogs excepted: a shop
 * names its category grid "related-product", a blog its post list "recommended".
 */
export function findGroups(seg: Segmentation, ctx: Context): ItemGroup[] {
  const groups = groupsWhere(seg, (n) => !ctx.noise[n.index]);
  if (groups.length) return groups;
  const chrome = landmarksAndDialogs(seg);
  return groupsWhere(seg, (n) => !chrome[n.index] && !ctx.dialog[n.index]);
}

/** Nodes inside a landmark (nav, aside, footer, …) or a cookie-consent dialog (modals are ctx.dialog). */
function landmarksAndDialogs(seg: Segmentation): Uint8Array {
  const out = new Uint8Array(seg.nodes.length);
  for (const n of seg.nodes) {
    const own = (CHROME_LANDMARK_TAGS.has(n.tag) || n.tag === 'header')
      || (n.hint !== '' && isConsentDialog(n.el, n.tag, classifyHint(n.hint)));
    out[n.index] = (n.parent >= 0 && out[n.parent]) || own ? 1 : 0;
  }
  return out;
}

function groupsWhere(seg: Segmentation, allowed: (n: NodeInfo) => boolean): ItemGroup[] {
  const byKey = new Map<string, NodeInfo[]>();
  for (const n of seg.nodes) {
    if (n.hidden || n.chars === 0 || n.parent < 0 || !allowed(n)) continue;
    const parent = seg.nodes[n.parent];
    // An <article> says "one of a series" itself: its cards are one group wherever layout
    // wrappers put them (a featured row and a "Latest" column of one blog).
    const key = n.tag === 'article' ? `*|${signatureOf(seg, n)}` : `${n.depth}|${signatureOf(seg, parent)}>${signatureOf(seg, n)}`;
    const list = byKey.get(key);
    if (list) list.push(n);
    else byKey.set(key, [n]);
  }
  const groups: ItemGroup[] = [];
  for (const [key, items] of byKey) {
    if (items.length < MIN_ITEMS) continue;
    let chars = 0;
    let ranked = 0;
    for (const it of items) {
      chars += it.chars;
      const capped = Math.min(it.chars, ITEM_CHARS_CAP);
      ranked += it.linkChars > ALL_LINK_SHARE * it.chars ? ALL_LINK_FACTOR * capped : capped;
    }
    const meanChars = chars / items.length;
    if (meanChars < MIN_MEAN_ITEM_CHARS) continue;
    groups.push({ key, items, chars, meanChars, score: ranked });
  }
  groups.sort((a, b) => b.score - a.score);
  return groups;
}

/**
 * Seed 003's pick: among the top candidates by score, the group with the largest mean text per
 * item — the outermost level of a card (the card, not its title or its price line).
 * Candidates nested inside the winner's items are the same list seen at a finer level.
 * The page-type model's features describe this group (it was trained on them).
 */
export function bestGroup(groups: ItemGroup[]): ItemGroup | null {
  return pick(groups, false);
}

/**
 * The group a list reading reads: seed 003's pick (`best`, from bestGroup), unless that pick is
 * the page's own sections around the list (see wrapsList); then the pick without such groups.
 * Kept apart from bestGroup so the model's features do not move: feeding it this group instead
 * flipped article pages to 'other' (l3s-gn1, wcxb-dev, hashed).
 */
export function listGroup(groups: ItemGroup[], best: ItemGroup | null): ItemGroup | null {
  if (!best) return null;
  const top = groups.slice(0, TOP_CANDIDATES);
  // Dropping groups that are not the winner leaves the winner the winner: one pick is enough.
  return wrapsList(best, top, top[0].score) ? pick(groups, true) : best;
}

function pick(groups: ItemGroup[], sectionsAside: boolean): ItemGroup | null {
  const top = groups.slice(0, TOP_CANDIDATES);
  if (!top.length) return null;
  const leader = top[0].score;
  let best: ItemGroup | null = null;
  for (const g of top) {
    // Seed 003's mean-length pick, kept to candidates of the same order of magnitude as the
    // leader: a few long page sections must not win over the list itself.
    if (g.score < LEADER_SHARE * leader) continue;
    if ((!best || g.meanChars > best.meanChars) && !partOf(g, top) && !(sectionsAside && wrapsList(g, top, leader))) best = g;
  }
  return best;
}

/**
 * The group is a few elements (no more than a page has sections) and one of its items holds
 * every item of a larger candidate group: its items are the page's sections (header, main,
 * footer, which share a signature once their one-off names are dropped), and the list lies
 * inside one of them. Seed 003's longest-mean pick would take the sections; the list is the
 * larger group.
 */
function wrapsList(g: ItemGroup, candidates: ItemGroup[], leader: number): boolean {
  if (g.items.length > PAGE_SECTIONS_MAX) return false;
  return candidates.some((h) => {
    if (h.items.length <= g.items.length || h.score < LEADER_SHARE * leader) return false;
    const first = h.items[0].el;
    const around = g.items.find((w) => w.el.contains(first));
    return !!around && h.items.every((x) => around.el.contains(x.el));
  });
}

/**
 * The group's items stand for some of a larger group's items, one to one, and the larger group's
 * other items lie elsewhere: a row of three of a blog's six <article> cards (each wraps one, or
 * lies inside one, and holds most of its text). A part of that list, not the list. Only small
 * groups are checked (the test is quadratic), and never table parts: nested layout tables
 * mirror each other's rows.
 */
function partOf(g: ItemGroup, candidates: ItemGroup[]): boolean {
  if (g.items.length > PART_MAX_ITEMS || TABLE_PART_TAGS.has(g.items[0].tag)) return false;
  return candidates.some((h) => h.items.length > g.items.length && h.items.length <= PART_OF_MAX_ITEMS
    && !TABLE_PART_TAGS.has(h.items[0].tag) && standsForPart(g, h));
}

function standsForPart(g: ItemGroup, h: ItemGroup): boolean {
  let matched = 0;
  for (const x of h.items) {
    const around = g.items.find((w) => w !== x && (w.el.contains(x.el) || x.el.contains(w.el)));
    if (!around) continue;
    // Inside an item but not the item itself (a card's date line): the groups are not one to one.
    if (Math.min(x.chars, around.chars) < SAME_ITEM_TEXT_SHARE * Math.max(x.chars, around.chars)) return false;
    matched++;
  }
  return matched === g.items.length;
}

/** A page's own sections are few: a header, a main part, a sidebar and a footer. */
const PAGE_SECTIONS_MAX = 4;
/** Two nested elements are one item when the smaller holds at least this share of the text. */
const SAME_ITEM_TEXT_SHARE = 0.7;
/** Groups up to this size are checked for being part of a larger one of up to the second size. */
const PART_MAX_ITEMS = 24;
const PART_OF_MAX_ITEMS = 200;
const TABLE_PART_TAGS = new Set(['table', 'tbody', 'thead', 'tr', 'td', 'th']);

/** A candidate must rank within this share of the leading group's score to be picked. */
export const LEADER_SHARE = 0.5;
