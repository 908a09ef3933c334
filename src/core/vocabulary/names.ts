/**
 * Class and id words: what authors name their blocks ("related-posts", "share-bar", "comments").
 * A cheap signal when it is there, and a weak one: many sites hash their names, so no decision
 * rests on these alone (density, structure and layout carry it). Grouped by the stage that reads
 * them. Vendors' and frameworks' own names are in vendors.ts.
 */
import { CONSENT_MANAGERS, WIDGET_SERVICES } from './vendors';

// ── Selection: boilerplate and content ──────────────────────────────────────────────────────

/** Readers' comments and replies, as authors name them (a whole word of a class/id token). */
export const COMMENT_WORDS = ['comment', 'comments', 'commentlist', 'respond'];

/**
 * Comment stems as forum engines glue them into names ("ipsComment", "replyContainer",
 * "responses"): a thread's posts carry them, so on a thread they are not chrome.
 */
export const COMMENT_STEM_RE = /comment|respon|repl/;

/** Boilerplate that is never part of an article, whatever it contains. */
export const NOISE_WORDS = [
  'share', 'sharing', 'social', 'sociable', 'related', 'relatedposts', 'recommended', 'recommend',
  'newsletter', 'subscribe', 'subscription', 'signup', 'promo', 'promotion', 'advert',
  'advertisement', 'ads', 'ad', 'sponsor', 'sponsored',
  'breadcrumb', 'breadcrumbs', 'pagination', 'pager', 'popular', 'trending', 'mostread',
  'readmore', 'sidebar', 'masthead', 'menu', 'navbar', 'nav', 'navigation', 'footer', 'toolbar',
  'tagcloud', 'authorbox', 'login', 'modal', 'popup', 'copyright',
  ...COMMENT_WORDS, ...WIDGET_SERVICES,
  // Consent names are noise too (CONSENT_WORDS below).
  // Not here on purpose: "widget" (page builders wrap everything in widgets) and "hidden"
  // (utility CSS such as "md:hidden" hides on one screen size only).
];

/** Words authors use for the article itself (pinyin ones too: "zhengwen" 正文, "neirong" 内容). */
export const CONTENT_WORDS = [
  'article', 'articlebody', 'article-body', 'article-content', 'articletext', 'content',
  'entry', 'entry-content', 'post', 'post-content', 'post-body', 'postbody', 'story',
  'story-body', 'storycontent', 'body', 'text', 'main', 'maincontent', 'blog', 'hentry',
  'news', 'detail', 'zw', 'zhengwen', 'neirong', 'cont', 'artical', 'txt', 'con',
];

/**
 * Cookie-consent dialogs and banners: generic words and the consent managers' prefixes. Policy
 * prose that can outweigh a list page's own text; noise whatever share of the page it holds.
 */
export const CONSENT_WORDS = ['cookie', 'cookies', 'consent', 'gdpr', 'cookiebanner', ...CONSENT_MANAGERS];

/** Customer reviews, noise on a product page only (hints.ts isReviewHint). */
export const REVIEW_WORDS = ['review', 'reviews'];

/**
 * Class tokens that describe a state, not a thing: "modal-enabled", "has-sidebar", "no-comments",
 * "comments-open". Their words name something elsewhere on the page, so they are ignored. So are
 * a post's taxonomy tokens ("category-promo-videos", "tag-ads", Typepad's
 * "entry-category-social_media"): a CMS writes the topics an author filed the post under into
 * its classes, and their words are the author's, not the template's.
 */
export const STATE_TOKEN_RE = /^(?:has|no|with|is|show|hide|enable|disable)[-_]|(?:^|[-_])(?:category|tag)[-_]|[-_](?:enabled|disabled|open|opened|closed|active|visible|hidden|on|off|ready|loaded|inited)$/;

/**
 * A collapsible panel or its item: accordion and FAQ answers, "read more" and spoiler bodies,
 * shown open by a reader view. (Menus and dropdowns are not here: their text is navigation.)
 */
export const PANEL_HINT_RE = /accordion|collaps|expandable|faq|read-?more|show-?more|spoiler/;

// ── Metadata ───────────────────────────────────────────────────────────────────────────────

/** Classes of a byline element, read when the head names no author. */
export const BYLINE_CLASSES = ['byline', 'author', 'post-author', 'article-author'];

// ── Repeated groups (lists, threads) ───────────────────────────────────────────────────────

/**
 * Class tokens that name a state or a single item rather than the item's kind: state words, and
 * numbers set apart ("post-12345", "item_4") or after a word ("entry1234"). Digits inside a
 * generated name ("h1x9k2", "css-1q2w3e", "h9j1141") do not count: CSS modules and CSS-in-JS hash
 * one kind to one name, and a hash that happens to end in digits is no item number.
 */
export const VOLATILE_TOKEN_RE = /^(?:active|selected|current|first|last|odd|even|open|closed|hover|focus|visible|hidden|new|sale|featured|sticky|clearfix|(?:is|has|no)-.*)$|(?:^|[-_])\d+(?:[-_]|$)|(?:^|[-_])[a-z]+\d{3,}$/;
/** Row-striping and position tokens inside a post's kind ("rowodd", "alt2", "firstpost"). */
export const STRIPE_TOKEN_RE = /odd|even|^alt|first|last/;

// ── Forum posts ────────────────────────────────────────────────────────────────────────────

/** Quoted posts and their citations, which carry another post's date. */
export const QUOTE_HINT_RE = /quote|citation/;
/** Class/id words (and itemprop) forum engines give the poster's name. */
export const AUTHOR_HINT_RE = /author|user(?:name)?|poster|member|creator|nick|owner|\bby\b/;
/** ...but not the poster's rank, title, status or picture. */
export const NOT_NAME_HINT_RE = /title|rank|status|avatar|badge|role|group|stat|count|joined|online|offline|contact|website/;
/** Links to a member's profile, the name's usual form when nothing is classed (a URL test). */
export const PROFILE_HREF_RE = /profile|member|\/users?\/|\/u\/|\buid=|user_?id=|\/people\//i;
/** Signatures and user cards sit inside the post but are not its body. */
export const NOT_BODY_HINT_RE = /signature|\bsig\b|usercard|user-?info|userinfo|profile|avatar/;

// ── Page type evidence ─────────────────────────────────────────────────────────────────────
// Inputs of the trained page-type model (pagetype/model.ts): change one only with retraining.

export const FORUM_HINT_RE = /\b(?:post|posts|postbody|reply|replies|thread|topic|message|forum|answer|answers|question|vote|votes|username|user-?name|avatar|quote)\b/;
export const COMMENT_HINT_RE = /\bcomments?\b/;
export const PRODUCT_HINT_RE = /\b(?:price|product|cart|basket|add-to-cart|buy|sku|stock|rating|reviews?)\b/;
export const PAGINATION_HINT_RE = /\b(?:pagination|pager|paging|page-?numbers?|pagenav|nav-?links|load-?more|next-?page)\b/;
export const BYLINE_HINT_RE = /\b(?:byline|author|posted-?on|entry-?meta|post-?meta|article-?meta|dateline|published|pubdate)\b/;
// Share-button hints were tried and left out: on 163.com's index every item carries share
// buttons, a count no training page came near, and the network extrapolated it to "article".
export const RELATED_HINT_RE = /\b(?:related|recommended|more-?stories|read-?more|also-?read|you-?may-?like)\b/;
