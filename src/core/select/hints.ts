/**
 * Class/id and landmark hints. Authors name their boilerplate ("related-posts", "share-bar",
 * "comments"); these words are a strong, cheap signal when they are whole words of a class or id.
 */

/** Boilerplate that is never part of an article, whatever it contains. */
const NOISE_WORDS = [
  'share', 'sharing', 'social', 'sociable', 'related', 'relatedposts', 'recommended', 'recommend',
  'newsletter', 'subscribe', 'subscription', 'signup', 'promo', 'promotion', 'advert',
  'advertisement', 'ads', 'ad', 'adsense', 'sponsor', 'sponsored', 'outbrain', 'taboola',
  'breadcrumb', 'breadcrumbs', 'pagination', 'pager', 'popular', 'trending', 'mostread',
  'readmore', 'sidebar', 'masthead', 'menu', 'navbar', 'nav', 'navigation', 'footer', 'toolbar',
  'cookie', 'consent', 'comment', 'comments', 'commentlist', 'disqus', 'respond', 'tagcloud',
  'authorbox', 'login', 'modal', 'popup', 'copyright',
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

/** Split a hint string into words: classes and ids split on spaces, `-`, `_` and case. */
function words(hint: string): string[] {
  return hint.split(/[\s_\-:]+/).filter(Boolean);
}

const NOISE_SET = new Set(NOISE_WORDS);
const CONTENT_SET = new Set(CONTENT_WORDS);
/** Whole-token matches on the joined form catch "related-posts" and "share_bar" alike. */
const NOISE_RE = /(?:^|[\s_-])(?:comments?|related|share|sharing|social|newsletter|sidebar|breadcrumbs?|pagination|footer|advert\w*|sponsor\w*|promo\w*|outbrain|taboola|disqus|recommend\w*|trending|popular|subscribe|signup)(?:$|[\s_-])/;
const CONTENT_RE = /(?:^|[\s_-])(?:article|content|entry|post|story|body|text|main)(?:$|[\s_-])/;

export interface HintScore {
  noise: boolean;
  content: boolean;
}

/** Pages repeat the same classes hundreds of times: classify each distinct string once. */
const hintCache = new Map<string, HintScore>();
const MAX_CACHED_HINTS = 5000;
const NO_HINT: HintScore = { noise: false, content: false };

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

function computeHint(hint: string): HintScore {
  let noise = NOISE_RE.test(hint);
  let content = CONTENT_RE.test(hint);
  if (!noise || !content) {
    for (const w of words(hint)) {
      if (!noise && NOISE_SET.has(w)) noise = true;
      if (!content && CONTENT_SET.has(w)) content = true;
    }
  }
  return { noise, content };
}

/** Attributes that mark the article body outright (schema.org, ARIA). */
export function isMarkedArticleBody(el: Element): boolean {
  const prop = el.getAttribute('itemprop');
  return prop !== null && /\barticleBody\b|\btext\b/i.test(prop);
}

/** ARIA roles that mark page chrome. */
export function isChromeRole(el: Element): boolean {
  const role = el.getAttribute('role');
  return role !== null && /^(navigation|banner|contentinfo|complementary|search|menu|menubar|toolbar|dialog|alert)$/i.test(role);
}
