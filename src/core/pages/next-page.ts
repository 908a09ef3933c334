/**
 * The next page of an article split over several pages. A link is taken as the next page only
 * when its address is this page's address with the page number stepped by one ("story.html" →
 * "story_2.html", "?page=2" → "?page=3", "/2/" → "/3/") on the same site: that is what separates
 * page 2 of this story from the next story, which a "Next" link on a blog also points to. The
 * links tried: `rel="next"` (in the head or the body), links named "next page" ("下一页"), and the
 * numbered link for the following page.
 */
import { NEXT_PAGE_WORDS } from '../vocabulary/phrases';

/** A page number at most this large (a year or an id in the URL is no page number). */
const MAX_PAGE_NUMBER = 200;
/** Arrows and marks around a "next" link's words ("Next page »", "下一页>"). */
const DECORATION_RE = /[\s»›>→⟩〉›|\-–—.·:：\[\]()（）【】<«‹←]+/g;
/** What may sit where the first page has no number: a separator, a page key, the number 2. */
const ADDED_NUMBER_RE = /^[-_/.?&]?(?:(?:page|pg|p|pn|paged|pageno|page_no|pagenum)[=/_-]?)?(\d+)\/?$/i;

/** Query keys that hold a page number. */
const PAGE_KEY_RE = /(?:^|[?&])(?:page|pg|p|pn|paged|pageno|page_no|pagenum|pagenumber|pageindex)=$/i;

/** Where two addresses differ: the offset and the differing parts, never cut inside a number. */
function difference(a: string, b: string): { at: number; a: string; b: string } {
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  while (start > 0 && /\d/.test(a[start - 1]!)) start--;
  let end = 0;
  while (end < a.length - start && end < b.length - start && a[a.length - 1 - end] === b[b.length - 1 - end]) end++;
  while (end > 0 && /\d/.test(a[a.length - end]!)) end--;
  return { at: start, a: a.slice(start, a.length - end), b: b.slice(start, b.length - end) };
}

/**
 * Whether the number at `at` in `address` reads as a page number: a query value under a page
 * key, a path segment of its own ("/2/"), or a suffix after "_" or "-" ("story_2.shtml",
 * "page-2"). Not a file named by a number ("000057.php", the next article's id), not an offset
 * ("start_from=15"), not zero-padded.
 */
function isPageNumber(address: string, at: number, digits: string): boolean {
  if (digits.length > 1 && digits.startsWith('0')) return false;
  const before = address.slice(0, at);
  const after = address[at + digits.length];
  if (before.includes('?')) return PAGE_KEY_RE.test(before);
  const sep = before.at(-1);
  if (sep === '/') return after === undefined || after === '/' || after === '?';
  return sep === '_' || sep === '-';
}

/** The page number of `next` relative to `current` when it is the following page; else null. */
export function followingPage(current: string, next: string): number | null {
  let a: URL;
  let b: URL;
  try {
    a = new URL(current);
    b = new URL(next);
  } catch {
    return null;
  }
  if (a.origin !== b.origin) return null;
  const target = b.pathname + b.search;
  const d = difference(a.pathname + a.search, target);
  if (/^\d+$/.test(d.a) && /^\d+$/.test(d.b)) {
    const n = Number(d.a);
    const ok = Number(d.b) === n + 1 && n < MAX_PAGE_NUMBER && isPageNumber(target, d.at, d.b);
    return ok ? n + 1 : null;
  }
  // Page 1 often has no number at all: page 2 adds one.
  if (d.a !== '') return null;
  const added = ADDED_NUMBER_RE.exec(d.b);
  if (!added || added[1] !== '2') return null;
  const digitAt = d.at + d.b.length - (d.b.endsWith('/') ? 2 : 1);
  return isPageNumber(target, digitAt, '2') ? 2 : null;
}

const squash = (s: string | null): string => (s ?? '').replace(DECORATION_RE, ' ').trim().toLowerCase();

/** The next page's absolute URL, or null when the page has none (or only links elsewhere). */
export function nextPageUrl(doc: Document, pageUrl: string): string | null {
  const resolve = (href: string | null): string | null => {
    if (!href) return null;
    try {
      const url = new URL(href, doc.baseURI && doc.baseURI !== 'about:blank' ? doc.baseURI : pageUrl);
      url.hash = '';
      return url.href;
    } catch {
      return null;
    }
  };
  const accept = (href: string | null): string | null => {
    const url = resolve(href);
    return url && followingPage(pageUrl, url) !== null ? url : null;
  };
  for (const link of Array.from(doc.querySelectorAll('link[rel~="next" i][href], a[rel~="next" i][href]'))) {
    const hit = accept(link.getAttribute('href'));
    if (hit) return hit;
  }
  for (const a of Array.from(doc.querySelectorAll('a[href]'))) {
    // The next page's address carries its number: most links (menus, stories) are passed over
    // without reading their text.
    if (!/\d/.test(a.getAttribute('href')!)) continue;
    const text = squash(a.textContent);
    if (text.length > 12) continue;
    const named = NEXT_PAGE_WORDS.includes(text) || /^\d+$/.test(text);
    if (!named) continue;
    const hit = accept(a.getAttribute('href'));
    // A numbered link must name the page it leads to.
    if (hit && (!/^\d+$/.test(text) || Number(text) === followingPage(pageUrl, hit))) return hit;
  }
  return null;
}
