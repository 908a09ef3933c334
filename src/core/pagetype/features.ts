/**
 * Page-level DOM features for the page-type model: one fixed-length row per page, computed from
 * the segmentation the pipeline already has (no second walk), the repeated groups (lists), the
 * article selection, and the page's own declarations (JSON-LD @type, og:type, canonical URL).
 * No layout feature: the CLI has no layout, and offline pages render without their CSS.
 */
import type { NodeInfo, Segmentation } from '../segment';
import type { Selection } from '../select';
import type { Scored } from '../scoring';
import type { ItemGroup } from '../lists/groups';
import type { Declarations } from '../declarations';
import {
  AUTHOR_META_NAMES, BYLINE_HINT_RE, COMMENT_HINT_RE, DATE_LINE_RE, FORUM_HINT_RE, PAGINATION_HINT_RE, PRODUCT_HINT_RE,
  PUBLISHED_META_NAMES, RELATED_HINT_RE,
} from '../vocabulary';

export const FEATURE_NAMES = [
  'logChars', 'linkDensity', 'logUnits', 'meanUnitChars', 'unitCv', 'goodShare', 'badShare',
  'logParagraphs', 'paragraphShare', 'logImages', 'logHeadings', 'logArticles', 'logTimes',
  'containerShare', 'proseShare', 'containerLinkDensity',
  'groupCount', 'logItems', 'logMeanItem', 'groupShare', 'groupLinkShare', 'itemsWithImage',
  'itemsWithTime', 'itemsWithHeading', 'logForms',
  'ldArticle', 'ldProduct', 'ldList', 'ldForum', 'ldOther', 'ogArticle', 'ogProduct',
  'urlDepth', 'urlArticle', 'urlList', 'urlForum', 'urlProduct', 'urlDocs', 'urlDate',
  'forumHints', 'commentHints', 'productHints', 'priceLines',
  // Added 2026-11-22 (issue 4): headline, prose, chrome-kind and pagination signals.
  'logH1', 'h1Position', 'logListItems', 'logTables', 'logCode', 'logFormParts', 'logBlockquotes',
  'longUnitShare', 'maxUnitShare', 'punctPerChar', 'dateLines', 'containerParagraphs',
  'paginationHints', 'bylineHints', 'relatedHints',
  'secondGroupShare', 'groupsShare', 'itemsWithLink', 'groupProseShare', 'groupInContainer', 'groupPosition',
  'metaPublished', 'metaAuthor', 'relNext', 'ogWebsite', 'itemsWithPrice', 'itemsWithDate',
] as const;
export const FEATURE_COUNT = FEATURE_NAMES.length;

const log1p = Math.log1p;

/** JSON-LD @type values, grouped by what they say about the page. */
const LD_TYPES: Record<string, RegExp> = {
  ldArticle: /^(?:Article|NewsArticle|BlogPosting|Report|ScholarlyArticle|TechArticle|Recipe|LiveBlogPosting|OpinionNewsArticle|ReportageNewsArticle)$/,
  ldProduct: /^(?:Product|Offer|AggregateOffer|ProductGroup|Book|SoftwareApplication|Vehicle)$/,
  ldList: /^(?:ItemList|CollectionPage|SearchResultsPage|ListItem|OfferCatalog)$/,
  ldForum: /^(?:DiscussionForumPosting|QAPage|Question|Answer|Comment|SocialMediaPosting)$/,
  ldOther: /^(?:FAQPage|HowTo|Service|LocalBusiness|Organization|ContactPage|AboutPage|Event|Course|JobPosting|ProfilePage)$/,
};
const LD_TYPE_RE = /"@type"\s*:\s*(?:\[\s*)?"([A-Za-z]+)"/g;

/** Path words that name the page's kind on most sites. */
const URL_WORDS: Record<string, RegExp> = {
  urlArticle: /\/(?:news|blog|blogs|article|articles|story|stories|posts?|opinion|\d{4}\/\d{2})\//,
  urlList: /\/(?:category|categories|tag|tags|topics?|collections?|archive|search|list|lists|shop|browse|c|s|index|section|authors?)(?:\/|$|\?)|[?&](?:q|query|page|s)=/,
  urlForum: /\/(?:forums?|threads?|t|discussions?|questions?|community|comments|r\/\w+\/comments|showthread|viewtopic|topic|board)(?:[/.?-]|$)/,
  urlProduct: /\/(?:products?|p|dp|item|itm|ip|shop\/p|sku)(?:\/|$)|\.p\d/,
  urlDocs: /\/(?:docs?|documentation|reference|api|manual|guide|guides|wiki|help|kb|support|learn)(?:\/|$)/,
};
const URL_DATE_RE = /\/(?:19|20)\d{2}\/\d{1,2}\//;

const HINT_FORUM = 1, HINT_COMMENT = 2, HINT_PRODUCT = 4, HINT_PAGINATION = 8, HINT_BYLINE = 16, HINT_RELATED = 32;
const HINT_TESTS: [RegExp, number][] = [
  [FORUM_HINT_RE, HINT_FORUM], [COMMENT_HINT_RE, HINT_COMMENT], [PRODUCT_HINT_RE, HINT_PRODUCT],
  [PAGINATION_HINT_RE, HINT_PAGINATION], [BYLINE_HINT_RE, HINT_BYLINE], [RELATED_HINT_RE, HINT_RELATED],
];
/**
 * A page repeats a few hundred class strings over thousands of elements: the six hint tests run
 * once per distinct string (cleared past this size, like the group signatures).
 */
const MAX_CACHED_HINTS = 5000;
const hintCache = new Map<string, number>();

/** The hint kinds a class + id string names, as a bit set. */
function hintKinds(hint: string): number {
  let kinds = hintCache.get(hint);
  if (kinds === undefined) {
    kinds = 0;
    for (const [re, bit] of HINT_TESTS) if (re.test(hint)) kinds |= bit;
    if (hintCache.size >= MAX_CACHED_HINTS) hintCache.clear();
    hintCache.set(hint, kinds);
  }
  return kinds;
}
/** Units shorter than this are read as text for the price and date tests (the text is short, so cheap). */
const SHORT_LINE_CHARS = 40;
/** A unit this long is a prose paragraph on its own (list snippets and captions are shorter). */
const LONG_UNIT_CHARS = 300;
/** Repeated groups beyond the first few are fragments of the same lists: the share sums these. */
const GROUPS_SUMMED = 5;
const PRICE_RE = /^(?:from\s+)?[$€£¥₹]\s?\d|^\d[\d.,]*\s?(?:[$€£¥₹]|usd|eur|gbp)$/i;

export interface PageSignals {
  /** The canonical or page URL, lower-cased path (may be empty). */
  url: string;
  /** JSON-LD @type values and og:type. */
  ldTypes: string[];
  ogType: string;
  /** <head> declares a publication date / an author (article:published_time, name=author, ...). */
  published: boolean;
  author: boolean;
  /** <head> links the next or previous page of a paginated series. */
  paginated: boolean;
}

const PUBLISHED_META: ReadonlySet<string> = new Set(PUBLISHED_META_NAMES);
const AUTHOR_META: ReadonlySet<string> = new Set(AUTHOR_META_NAMES);

/** The head's meta and link elements only (a few dozen nodes): no walk of the body. */
function readHead(doc: Document): { published: boolean; author: boolean; paginated: boolean } {
  let published = false, author = false, paginated = false;
  const head = doc.head;
  if (!head) return { published, author, paginated };
  for (const el of Array.from(head.children)) {
    const tag = el.localName;
    if (tag === 'meta') {
      const key = (el.getAttribute('property') || el.getAttribute('name') || el.getAttribute('itemprop') || '').toLowerCase();
      if (!key) continue;
      if (PUBLISHED_META.has(key)) published = true;
      else if (AUTHOR_META.has(key) && el.getAttribute('content')) author = true;
    } else if (tag === 'link') {
      const rel = (el.getAttribute('rel') || '').toLowerCase();
      if (rel === 'next' || rel === 'prev') paginated = true;
    }
  }
  return { published, author, paginated };
}

/** What the document declares about itself: read from <head> once per page. */
export function readSignals(doc: Document, pageUrl: string, declared: Declarations): PageSignals {
  const ldTypes: string[] = [];
  for (const text of declared.ldTexts) for (const m of text.matchAll(LD_TYPE_RE)) ldTypes.push(m[1]);
  const og = declared.ogType;
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href')
    || doc.querySelector('meta[property="og:url"]')?.getAttribute('content') || pageUrl;
  let url = '';
  try {
    const u = new URL(canonical, pageUrl || 'http://localhost/');
    url = (u.pathname + u.search).toLowerCase();
  } catch {
    url = '';
  }
  return { url, ldTypes, ogType: og, ...readHead(doc) };
}

/** How many of the items (by node index) contain at least one of the nodes: a walk up from each node. */
function itemsHolding(seg: Segmentation, items: Set<number>, inner: NodeInfo[]): number {
  const hit = new Set<number>();
  for (const node of inner) {
    for (let i = node.index; i >= 0; i = seg.nodes[i].parent) {
      if (items.has(i)) {
        hit.add(i);
        break;
      }
    }
  }
  return hit.size;
}

export function pageFeatures(
  seg: Segmentation, scored: Scored, sel: Selection, groups: ItemGroup[], best: ItemGroup | null,
  signals: PageSignals,
): Float64Array {
  const f = new Float64Array(FEATURE_COUNT);
  const set = (name: (typeof FEATURE_NAMES)[number], v: number) => {
    f[FEATURE_NAMES.indexOf(name)] = Number.isFinite(v) ? v : 0;
  };
  const root = seg.root;
  const chars = Math.max(1, root.chars);
  set('logChars', log1p(root.chars));
  set('linkDensity', root.linkChars / chars);

  let units = 0, sum = 0, sumSq = 0, good = 0, bad = 0, headings = 0, articles = 0;
  let forum = 0, comment = 0, product = 0, longChars = 0, maxUnit = 0, punct = 0;
  // Price and date lines, kept to tell which list items carry one (a shop's cards, a blog index).
  const priceUnits: NodeInfo[] = [];
  const dateUnits: NodeInfo[] = [];
  for (const u of seg.units) {
    if (u.hidden) continue;
    units++;
    sum += u.ownChars;
    sumSq += u.ownChars * u.ownChars;
    punct += u.ownPunct;
    if (u.ownChars >= LONG_UNIT_CHARS) longChars += u.ownChars;
    if (u.ownChars > maxUnit) maxUnit = u.ownChars;
    const cls = scored.classes.get(u);
    if (cls === 'good') good += u.ownChars;
    else if (cls === 'bad') bad += u.ownChars;
    if (u.ownChars > 0 && u.ownChars < SHORT_LINE_CHARS) {
      const line = (u.el.textContent || '').trim();
      if (u.ownChars < 20 && PRICE_RE.test(line)) priceUnits.push(u);
      else if (DATE_LINE_RE.test(line)) dateUnits.push(u);
    }
  }
  let h1 = 0, forms = 0, firstH1 = -1, listItems = 0, tables = 0, code = 0, formParts = 0, quotes = 0;
  // Headings and <time>s, kept to tell which list items hold one (instead of a query per item).
  const headingNodes: NodeInfo[] = [];
  const timeNodes: NodeInfo[] = [];
  let pagination = 0, byline = 0, related = 0;
  for (const n of seg.nodes) {
    if (n.hidden) continue;
    switch (n.tag) {
      case 'h2': case 'h3': headings++; headingNodes.push(n); break;
      case 'h1': if (h1++ === 0) firstH1 = n.index; headingNodes.push(n); break;
      case 'h4': case 'h5': case 'h6': headingNodes.push(n); break;
      case 'article': articles++; break;
      case 'time': timeNodes.push(n); break;
      case 'li': listItems++; break;
      case 'table': tables++; break;
      case 'pre': case 'code': code++; break;
      // Inputs, buttons and selects are not in the segmentation (segment skips them).
      case 'form': forms++; formParts++; break;
      case 'label': case 'fieldset': formParts++; break;
      case 'blockquote': quotes++; break;
    }
    if (n.hint) {
      const kinds = hintKinds(n.hint);
      if (kinds & HINT_FORUM) forum++;
      if (kinds & HINT_COMMENT) comment++;
      if (kinds & HINT_PRODUCT) product++;
      if (kinds & HINT_PAGINATION) pagination++;
      if (kinds & HINT_BYLINE) byline++;
      if (kinds & HINT_RELATED) related++;
    }
  }
  const mean = units ? sum / units : 0;
  const variance = units ? sumSq / units - mean * mean : 0;
  set('logUnits', log1p(units));
  set('meanUnitChars', log1p(mean));
  set('unitCv', mean > 0 ? Math.sqrt(Math.max(0, variance)) / mean : 0);
  set('goodShare', good / chars);
  set('badShare', bad / chars);
  set('logParagraphs', log1p(root.paragraphs));
  set('paragraphShare', root.paragraphs / Math.max(1, units));
  set('logImages', log1p(root.images));
  set('logHeadings', log1p(headings));
  set('logArticles', log1p(articles));
  set('logTimes', log1p(timeNodes.length));
  set('containerShare', sel.container.chars / chars);
  set('proseShare', sel.prose / chars);
  set('containerLinkDensity', sel.container.linkChars / Math.max(1, sel.container.chars));

  set('logH1', log1p(h1));
  // Where the first h1 sits in document order: an article's headline opens its content, a list
  // page's h1 (when it has one) is a section title; 1 when there is none.
  set('h1Position', firstH1 < 0 ? 1 : firstH1 / Math.max(1, seg.nodes.length));
  set('logListItems', log1p(listItems));
  set('logTables', log1p(tables));
  set('logCode', log1p(code));
  set('logFormParts', log1p(formParts));
  set('logBlockquotes', log1p(quotes));
  set('longUnitShare', longChars / chars);
  set('maxUnitShare', maxUnit / chars);
  set('punctPerChar', punct / Math.max(1, sum));
  set('dateLines', log1p(dateUnits.length));
  set('containerParagraphs', log1p(sel.container.paragraphs));
  set('paginationHints', log1p(pagination));
  set('bylineHints', log1p(byline));
  set('relatedHints', log1p(related));

  set('groupCount', log1p(groups.length));
  if (groups.length > 1) set('secondGroupShare', groups[1].chars / chars);
  let grouped = 0;
  for (let i = 0; i < Math.min(GROUPS_SUMMED, groups.length); i++) grouped += groups[i].chars;
  set('groupsShare', Math.min(1, grouped / chars));
  if (best) {
    set('logItems', log1p(best.items.length));
    set('logMeanItem', log1p(best.meanChars));
    set('groupShare', best.chars / chars);
    let link = 0, img = 0, linked = 0, prose = 0, inside = 0;
    const box = sel.container;
    for (const it of best.items) {
      link += it.linkChars;
      if (it.linkChars > 0) linked++;
      if (it.images > 0) img++;
      prose += scored.prose[it.index];
      let up = it.index;
      while (up >= 0 && seg.nodes[up].depth > box.depth) up = seg.nodes[up].parent;
      if (up === box.index) inside++;
    }
    const n = best.items.length;
    const itemSet = new Set(best.items.map((it) => it.index));
    set('groupLinkShare', link / Math.max(1, best.chars));
    set('itemsWithImage', img / n);
    set('itemsWithTime', itemsHolding(seg, itemSet, timeNodes) / n);
    set('itemsWithHeading', itemsHolding(seg, itemSet, headingNodes) / n);
    set('itemsWithLink', linked / n);
    set('groupProseShare', prose / Math.max(1, best.chars));
    set('groupInContainer', inside / n);
    set('groupPosition', best.items[0].index / Math.max(1, seg.nodes.length));
    set('itemsWithPrice', itemsHolding(seg, itemSet, priceUnits) / n);
    set('itemsWithDate', itemsHolding(seg, itemSet, dateUnits) / n);
  }
  set('logForms', log1p(forms));

  for (const [name, re] of Object.entries(LD_TYPES)) {
    set(name as (typeof FEATURE_NAMES)[number], signals.ldTypes.some((t) => re.test(t)) ? 1 : 0);
  }
  set('ogArticle', signals.ogType === 'article' ? 1 : 0);
  set('ogProduct', signals.ogType.includes('product') ? 1 : 0);
  const path = signals.url.split('?')[0];
  set('urlDepth', path.split('/').filter(Boolean).length);
  for (const [name, re] of Object.entries(URL_WORDS)) set(name as (typeof FEATURE_NAMES)[number], re.test(signals.url) ? 1 : 0);
  set('urlDate', URL_DATE_RE.test(signals.url) ? 1 : 0);
  set('forumHints', log1p(forum));
  set('commentHints', log1p(comment));
  set('productHints', log1p(product));
  set('priceLines', log1p(priceUnits.length));
  set('metaPublished', signals.published ? 1 : 0);
  set('metaAuthor', signals.author ? 1 : 0);
  set('relNext', signals.paginated ? 1 : 0);
  set('ogWebsite', signals.ogType === 'website' ? 1 : 0);
  return f;
}
