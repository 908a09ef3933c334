/**
 * Page-level DOM features for the page-type model: one fixed-length row per page, computed from
 * the segmentation the pipeline already has (no second walk), the repeated groups (lists), the
 * article selection, and the page's own declarations (JSON-LD @type, og:type, canonical URL).
 * No layout feature: the CLI has no layout, and offline pages render without their CSS.
 */
import type { Segmentation } from '../segment';
import type { Selection } from '../select';
import type { Scored } from '../select/units';
import type { ItemGroup } from '../lists/groups';

export const FEATURE_NAMES = [
  'logChars', 'linkDensity', 'logUnits', 'meanUnitChars', 'unitCv', 'goodShare', 'badShare',
  'logParagraphs', 'paragraphShare', 'logImages', 'logHeadings', 'logArticles', 'logTimes',
  'containerShare', 'proseShare', 'containerLinkDensity',
  'groupCount', 'logItems', 'logMeanItem', 'groupShare', 'groupLinkShare', 'itemsWithImage',
  'itemsWithTime', 'itemsWithHeading', 'logForms',
  'ldArticle', 'ldProduct', 'ldList', 'ldForum', 'ldOther', 'ogArticle', 'ogProduct',
  'urlDepth', 'urlArticle', 'urlList', 'urlForum', 'urlProduct', 'urlDocs', 'urlDate',
  'forumHints', 'commentHints', 'productHints', 'priceLines',
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

const FORUM_HINT_RE = /\b(?:post|posts|postbody|reply|replies|thread|topic|message|forum|answer|answers|question|vote|votes|username|user-?name|avatar|quote)\b/;
const COMMENT_HINT_RE = /\bcomments?\b/;
const PRODUCT_HINT_RE = /\b(?:price|product|cart|basket|add-to-cart|buy|sku|stock|rating|reviews?)\b/;
const PRICE_RE = /^(?:from\s+)?[$€£¥₹]\s?\d|^\d[\d.,]*\s?(?:[$€£¥₹]|usd|eur|gbp)$/i;

export interface PageSignals {
  /** The canonical or page URL, lower-cased path (may be empty). */
  url: string;
  /** JSON-LD @type values and og:type. */
  ldTypes: string[];
  ogType: string;
  forms: number;
}

/** What the document declares about itself: read from <head> once per page. */
export function readSignals(doc: Document, pageUrl: string): PageSignals {
  const ldTypes: string[] = [];
  for (const s of Array.from(doc.querySelectorAll('script[type="application/ld+json"]'))) {
    const text = s.textContent || '';
    for (const m of text.matchAll(LD_TYPE_RE)) ldTypes.push(m[1]);
  }
  const og = doc.querySelector('meta[property="og:type"]')?.getAttribute('content') || '';
  const canonical = doc.querySelector('link[rel="canonical"]')?.getAttribute('href')
    || doc.querySelector('meta[property="og:url"]')?.getAttribute('content') || pageUrl;
  let url = '';
  try {
    const u = new URL(canonical, pageUrl || 'http://localhost/');
    url = (u.pathname + u.search).toLowerCase();
  } catch {
    url = '';
  }
  return { url, ldTypes, ogType: og.toLowerCase(), forms: doc.getElementsByTagName('form').length };
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

  let units = 0, sum = 0, sumSq = 0, good = 0, bad = 0, headings = 0, articles = 0, times = 0;
  let forum = 0, comment = 0, product = 0, prices = 0;
  for (const u of seg.units) {
    if (u.hidden) continue;
    units++;
    sum += u.ownChars;
    sumSq += u.ownChars * u.ownChars;
    const cls = scored.classes.get(u);
    if (cls === 'good') good += u.ownChars;
    else if (cls === 'bad') bad += u.ownChars;
    if (u.ownChars < 20 && PRICE_RE.test((u.el.textContent || '').trim())) prices++;
  }
  for (const n of seg.nodes) {
    if (n.hidden) continue;
    if (n.tag === 'h2' || n.tag === 'h3') headings++;
    else if (n.tag === 'article') articles++;
    else if (n.tag === 'time') times++;
    if (n.hint) {
      if (FORUM_HINT_RE.test(n.hint)) forum++;
      if (COMMENT_HINT_RE.test(n.hint)) comment++;
      if (PRODUCT_HINT_RE.test(n.hint)) product++;
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
  set('logTimes', log1p(times));
  set('containerShare', sel.container.chars / chars);
  set('proseShare', sel.prose / chars);
  set('containerLinkDensity', sel.container.linkChars / Math.max(1, sel.container.chars));

  set('groupCount', log1p(groups.length));
  if (best) {
    set('logItems', log1p(best.items.length));
    set('logMeanItem', log1p(best.meanChars));
    set('groupShare', best.chars / chars);
    let link = 0, img = 0, time = 0, head = 0;
    for (const it of best.items) {
      link += it.linkChars;
      if (it.images > 0) img++;
      const el = it.el;
      if (el.querySelector('time')) time++;
      if (el.querySelector('h1, h2, h3, h4, h5, h6')) head++;
    }
    const n = best.items.length;
    set('groupLinkShare', link / Math.max(1, best.chars));
    set('itemsWithImage', img / n);
    set('itemsWithTime', time / n);
    set('itemsWithHeading', head / n);
  }
  set('logForms', log1p(signals.forms));

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
  set('priceLines', log1p(prices));
  return f;
}
