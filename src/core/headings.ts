/**
 * The headings that carry a page's title, read by metadata (which part of a <title> is the
 * story's) and by selection (which heading is the headline, where the story's tail begins).
 */
import { normalizeText } from './text';

/**
 * Where a page sets its story's headline: the top three levels (blog themes put the blog's name
 * in the <h1> and the post's title in an <h3>).
 */
export const HEADLINE_LEVELS = ['h1', 'h2', 'h3'];

/** A title or a heading compared by its letters and digits ("I’m in" and "Im in" are one). */
export const titleKey = (text: string): string => text.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/**
 * Is the heading the site's name: its whole text one link to a site's front page ("/")? Blog
 * themes set the blog's name in the <h1> and the post's title lower; the page title holds both
 * ("Blog Name: Post Title"), so both match it. A story's headline links to the story, if at all.
 */
export function namesSite(el: Element): boolean {
  const a = el.querySelector('a[href]');
  if (!a || normalizeText(a.textContent || '') !== normalizeText(el.textContent || '')) return false;
  return FRONT_PAGE_HREF_RE.test((a.getAttribute('href') || '').trim());
}
/** "/", or an origin with at most its root slash ("https://blog.example.com/", "//example.com"). */
const FRONT_PAGE_HREF_RE = /^(?:\/|(?:https?:)?\/\/[^/?#]+\/?)$/i;
