/**
 * Class/id and landmark hints. Authors name their boilerplate ("related-posts", "share-bar",
 * "comments"); these words are a strong, cheap signal when they are whole words of a class or id.
 */
import type { Declarations } from '../declarations';

/** Boilerplate that is never part of an article, whatever it contains. */
const NOISE_WORDS = [
  'share', 'sharing', 'social', 'sociable', 'related', 'relatedposts', 'recommended', 'recommend',
  'newsletter', 'subscribe', 'subscription', 'signup', 'promo', 'promotion', 'advert',
  'advertisement', 'ads', 'ad', 'adsense', 'sponsor', 'sponsored', 'outbrain', 'taboola',
  'breadcrumb', 'breadcrumbs', 'pagination', 'pager', 'popular', 'trending', 'mostread',
  'readmore', 'sidebar', 'masthead', 'menu', 'navbar', 'nav', 'navigation', 'footer', 'toolbar',
  'comment', 'comments', 'commentlist', 'disqus', 'respond', 'tagcloud',
  'authorbox', 'login', 'modal', 'popup', 'copyright',
  // Consent names are noise too (CONSENT_WORDS below).
  // Not here on purpose: "widget" (page builders wrap everything in widgets) and "hidden"
  // (utility CSS such as "md:hidden" hides on one screen size only).
];

/** Words authors use for the article itself. */
const CONTENT_WORDS = [
  'article', 'articlebody', 'article-body', 'article-content', 'articletext', 'content',
  'entry', 'entry-content', 'post', 'post-content', 'post-body', 'postbody', 'story',
  'story-body', 'storycontent', 'body', 'text', 'main', 'maincontent', 'blog', 'hentry',
  'news', 'detail', 'zw', 'zhengwen', 'neirong', 'cont', 'artical', 'txt', 'con',
];

/**
 * Class tokens that describe a state, not a thing: "modal-enabled", "has-sidebar", "no-comments",
 * "comments-open". Their words name something elsewhere on the page, so they are ignored.
 */
const STATE_TOKEN_RE = /^(?:has|no|with|is|show|hide|enable|disable|hide)[-_]|[-_](?:enabled|disabled|open|opened|closed|active|visible|hidden|on|off|ready|loaded|inited)$/;

/**
 * Cookie-consent managers (OneTrust's preference centre, GDPR banners) fill a dialog with
 * pages of policy prose that can outweigh a list page's own text. Their names are noise
 * whatever share of the page they hold (see units.ts NOISE_HINT_MAX_SHARE).
 */
const CONSENT_WORDS = new Set(['cookie', 'cookies', 'consent', 'gdpr', 'cookiebanner',
  // The consent managers' own prefixes (iubenda's "iub-p" paragraphs, Complianz's "cmplz-…").
  'onetrust', 'optanon', 'cookiebot', 'iubenda', 'cmplz', 'didomi', 'usercentrics', 'termly', 'axeptio',
  'truste', 'trustarc', 'osano', 'klaro']);

/**
 * A consent-named element that holds the page's own landmarks is a wrapper whose class records
 * the visitor's choice ("cookies-not-set"), not the dialog.
 */
export function isConsentDialog(el: Element, tag: string, hint: HintScore): boolean {
  return hint.consent && tag !== 'body' && tag !== 'html' && !el.querySelector('main, article, h1');
}

const NOISE_SET = new Set(NOISE_WORDS);
const CONTENT_SET = new Set(CONTENT_WORDS);

export interface HintScore {
  noise: boolean;
  content: boolean;
  /** Names a cookie-consent dialog or banner. */
  consent: boolean;
}

/** Pages repeat the same classes hundreds of times: classify each distinct string once. */
const hintCache = new Map<string, HintScore>();
const MAX_CACHED_HINTS = 5000;
const NO_HINT: HintScore = { noise: false, content: false, consent: false };

export function classifyHint(hint: string): HintScore {
  if (!hint) return NO_HINT;
  let score = hintCache.get(hint);
  if (!score) {
    score = computeHint(hint);
    if (hintCache.size >= MAX_CACHED_HINTS) hintCache.clear();
    hintCache.set(hint, score);
  }
  return score;
}

/** A hint's class/id tokens, without the state tokens. */
function hintTokens(hint: string): string[] {
  return hint.split(/\s+/).filter((token) => token && !STATE_TOKEN_RE.test(token));
}

function computeHint(hint: string): HintScore {
  let noise = false;
  let content = false;
  let consent = false;
  for (const token of hintTokens(hint)) {
    if (CONTENT_SET.has(token)) content = true;
    for (const word of token.split(/[-_:]+/)) {
      if (CONSENT_WORDS.has(word.toLowerCase())) consent = true;
      if (NOISE_SET.has(word)) noise = true;
      else if (CONTENT_SET.has(word)) content = true;
    }
  }
  return { noise: noise || consent, content, consent };
}

/** Attributes that mark the article body outright (schema.org, ARIA). */
export function isMarkedArticleBody(el: Element): boolean {
  const prop = el.getAttribute('itemprop');
  return prop !== null && /\barticleBody\b|\btext\b/i.test(prop);
}

/**
 * A modal dialog: ARIA's dialog roles or aria-modal, or a closed <dialog>. One that holds a
 * main or article element is the page shown as an overlay, not a modal beside it. (A heading
 * is no such sign: policies in modals have their own h1.)
 */
export function isModalDialog(el: Element, tag: string): boolean {
  const role = el.getAttribute('role');
  const modal = role === 'dialog' || role === 'alertdialog' || el.getAttribute('aria-modal') === 'true'
    || (tag === 'dialog' && !el.hasAttribute('open'));
  return modal && !el.querySelector('main, article');
}

/** ARIA roles that mark page chrome. */
export function isChromeRole(el: Element): boolean {
  const role = el.getAttribute('role');
  return role !== null && /^(navigation|banner|contentinfo|complementary|search|menu|menubar|toolbar|dialog|alert)$/i.test(role);
}

/**
 * Customer reviews on a shop's product page: buyers' prose about the product, often longer than
 * its description, but not the page's content (what the product is). Only on pages that declare
 * a product (JSON-LD Product, og:type product, schema.org/Product microdata) and no article:
 * elsewhere a "review" is an article (a critic's review, a roundup whose JSON-LD lists the
 * products it reviews) or a service page's testimonials.
 */
const REVIEW_WORDS = new Set(['review', 'reviews']);
const PRODUCT_LD_RE = /"@type"\s*:\s*(?:\[[^\]]*?)?"(?:Product|ProductGroup)"/;
const ARTICLE_LD_RE = /"@type"\s*:\s*(?:\[[^\]]*?)?"(?:\w*Article|BlogPosting)"/;

/** The page declares itself a product page (its declarations, read once per extraction). */
export function declaresProduct(doc: Document | null | undefined, declared: Declarations): boolean {
  if (!doc) return false;
  const og = declared.ogType;
  if (og === 'article') return false;
  let product = og.includes('product') || !!doc.querySelector('[itemtype$="schema.org/Product"]');
  for (const text of declared.ldTexts) {
    if (ARTICLE_LD_RE.test(text)) return false;
    product ||= PRODUCT_LD_RE.test(text);
  }
  return product;
}

/** A class/id naming customer reviews (a whole word of a token, as for the noise words). */
export function isReviewHint(hint: string): boolean {
  return !!hint && hintTokens(hint).some((token) => token.split(/[-_:]+/).some((word) => REVIEW_WORDS.has(word)));
}
