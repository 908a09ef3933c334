/**
 * Reading class/id names against the vocabulary (names.ts). Words count when they are whole words
 * of a class or id token ("related-posts", "share_bar"), never as substrings ("shareholders").
 */
import type { Declarations } from '../declarations';
import { COMMENT_WORDS, CONSENT_WORDS, CONTENT_WORDS, NOISE_WORDS, REVIEW_WORDS, STATE_TOKEN_RE } from './names';

const NOISE_SET: ReadonlySet<string> = new Set(NOISE_WORDS);
const CONTENT_SET: ReadonlySet<string> = new Set(CONTENT_WORDS);
const CONSENT_SET: ReadonlySet<string> = new Set(CONSENT_WORDS);
const REVIEW_SET: ReadonlySet<string> = new Set(REVIEW_WORDS);
const COMMENT_SET: ReadonlySet<string> = new Set(COMMENT_WORDS);

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

/** The words of a class/id token ("related-posts" → related, posts). */
const tokenWords = (token: string) => token.split(/[-_:]+/);

function computeHint(hint: string): HintScore {
  let noise = false;
  let content = false;
  let consent = false;
  for (const token of hintTokens(hint)) {
    if (CONTENT_SET.has(token)) content = true;
    for (const word of tokenWords(token)) {
      if (CONSENT_SET.has(word.toLowerCase())) consent = true;
      if (NOISE_SET.has(word)) noise = true;
      else if (CONTENT_SET.has(word)) content = true;
    }
  }
  return { noise: noise || consent, content, consent };
}

/**
 * A consent-named element that holds the page's own landmarks is a wrapper whose class records
 * the visitor's choice ("cookies-not-set"), not the dialog.
 */
export function isConsentDialog(el: Element, tag: string, hint: HintScore): boolean {
  return hint.consent && tag !== 'body' && tag !== 'html' && !el.querySelector('main, article, h1');
}

/**
 * Customer reviews on a shop's product page: buyers' prose about the product, often longer than
 * its description, but not the page's content (what the product is). Only on pages that declare
 * a product (JSON-LD Product, og:type product, schema.org/Product microdata) and no article:
 * elsewhere a "review" is an article (a critic's review, a roundup whose JSON-LD lists the
 * products it reviews) or a service page's testimonials.
 */
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

/** A whole word of one of the hint's class/id tokens is in `words`. */
function namesAny(hint: string, words: ReadonlySet<string>): boolean {
  return !!hint && hintTokens(hint).some((token) => tokenWords(token).some((word) => words.has(word)));
}

/** A class/id naming customer reviews. */
export const isReviewHint = (hint: string): boolean => namesAny(hint, REVIEW_SET);

/** A class/id naming readers' comments (Stack Exchange's "comments js-comments-container"). */
export const isCommentsHint = (hint: string): boolean => namesAny(hint, COMMENT_SET);
