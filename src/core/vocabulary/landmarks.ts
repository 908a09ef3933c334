/**
 * What the markup declares a block to be: page chrome by HTML landmarks and ARIA roles (one
 * definition for every stage that asks "is this navigation, a sidebar, a footer?"), readers'
 * comments and the article body by schema.org microdata.
 */

/** Landmarks that hold page chrome wherever they stand (unless the article is inside). */
export const CHROME_LANDMARK_TAGS: ReadonlySet<string> = new Set(['nav', 'aside', 'footer', 'menu']);

/**
 * Chrome landmarks plus the two that hold chrome only sometimes: a <header> is the page's masthead
 * or an article's own headline block, a <form> a search box or the page itself (ASP.NET wraps
 * whole pages in one). Stages that can tell the two apart test them on their own.
 */
export const CHROME_TAGS: ReadonlySet<string> = new Set([...CHROME_LANDMARK_TAGS, 'header', 'form']);

const CHROME_ROLE_RE = /^(navigation|banner|contentinfo|complementary|search|menu|menubar|toolbar|dialog|alert)$/i;

/** ARIA roles that mark page chrome (a role attribute's value; null or '' for none). */
export function isChromeRoleName(role: string | null): boolean {
  return !!role && CHROME_ROLE_RE.test(role);
}

/**
 * A chrome landmark by tag or by role (a <header> or <form> is not one: see CHROME_TAGS); `role`
 * is the element's role attribute, as the walk read it (segment.ts NodeInfo.role).
 */
export function isChromeLandmark(tag: string, role: string | null): boolean {
  return CHROME_LANDMARK_TAGS.has(tag) || isChromeRoleName(role);
}

/**
 * A modal dialog: ARIA's dialog roles or aria-modal, or a closed <dialog>. One that holds a
 * main or article element is the page shown as an overlay, not a modal beside it. (A heading
 * is no such sign: policies in modals have their own h1.)
 */
export function isModalDialog(el: Element, tag: string, role: string | null = el.getAttribute('role')): boolean {
  const modal = role === 'dialog' || role === 'alertdialog' || el.getAttribute('aria-modal') === 'true'
    || (tag === 'dialog' && !el.hasAttribute('open'));
  return modal && !el.querySelector('main, article');
}

/** schema.org's reader comment: its type, or the property that holds one. */
const MICRODATA_COMMENT_RE = /schema\.org\/Comment$|^comments?$/i;
/** A review as a property of what it reviews (a product's): never a review article's own type. */
const MICRODATA_REVIEW_RE = /^reviews?$/i;

/**
 * Items a comment may belong to and still be a post of the page's own: a page, a forum thread,
 * another comment (a forum marks each post a Comment, a thread's replies too).
 */
const MICRODATA_THREAD_RE = /Page$|DiscussionForumPosting|UserComments|Comment$/i;

/**
 * The words schema.org microdata gives blocks, as names would ("comment", "review"): sites
 * publish it for search engines and do not hash it with their class names. A comment is a
 * reader's only as a comment on a work (an article, an answer, a product): a forum's posts are
 * Comments too, on nothing or on the thread. Read in one query per page, not per element.
 */
export function microdataWords(doc: Document): Map<Element, string> {
  const words = new Map<Element, string>();
  for (const el of Array.from(doc.querySelectorAll('[itemprop], [itemtype]'))) {
    if (isCommentOnWork(el)) words.set(el, 'comment');
    else if (MICRODATA_REVIEW_RE.test((el.getAttribute('itemprop') ?? '').trim())) words.set(el, 'review');
  }
  return words;
}

/** Marked a schema.org Comment (by its type, or as the comment property of what holds it) on a work. */
function isCommentOnWork(el: Element): boolean {
  const type = el.getAttribute('itemtype');
  const prop = el.getAttribute('itemprop');
  if (!(type && MICRODATA_COMMENT_RE.test(type.trim())) && !(prop && MICRODATA_COMMENT_RE.test(prop.trim()))) return false;
  const work = el.parentElement?.closest('[itemtype]')?.getAttribute('itemtype')?.trim();
  return !!work && !MICRODATA_THREAD_RE.test(work);
}

/** Attributes that mark the article body outright (schema.org, ARIA). */
export function isMarkedArticleBody(el: Element): boolean {
  const prop = el.getAttribute('itemprop');
  return prop !== null && /\barticleBody\b|\btext\b/i.test(prop);
}
