/**
 * The popup's view of a list page's items and a thread's posts, as the reading view shows them
 * (src/reader/view.ts): linked titles, dates and snippets; each post under its author and date.
 * Page strings go in as text nodes only; post bodies go through the shared sanitizer.
 */
import type { Article, ForumPost, ListItem } from '../core/types';
import { sanitizeArticleHtml } from './sanitize';

export interface StructuredHooks {
  t(key: string): string;
  /** A <time> element for an ISO date (localized by the caller). */
  time(iso: string): HTMLTimeElement;
}

/** Only http(s) links are followed from the popup. */
const safeHref = (url: string | null): string | null => (url && /^https?:\/\//i.test(url) ? url : null);

function el<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}


function itemsList(items: ListItem[], hooks: StructuredHooks): HTMLOListElement {
  const list = el('ol', 'items');
  for (const item of items) {
    const li = el('li', 'item');
    // A heading per item lets screen-reader users jump from entry to entry.
    const title = el('h2', 'item__title');
    const href = safeHref(item.url);
    if (href) {
      const a = el('a', 'item__link', item.title);
      a.href = href;
      a.target = '_blank';
      a.rel = 'noopener noreferrer';
      title.append(a);
    } else title.textContent = item.title;
    li.append(title);
    if (item.date) {
      const date = el('p', 'item__date');
      date.append(hooks.time(item.date));
      li.append(date);
    }
    if (item.snippet) li.append(el('p', 'item__snippet', item.snippet));
    list.append(li);
  }
  return list;
}

function postsList(posts: ForumPost[], hooks: StructuredHooks): HTMLOListElement {
  const list = el('ol', 'posts');
  for (const post of posts) {
    const li = el('li', 'post');
    const meta = el('p', 'post__meta');
    meta.append(el('span', 'post__author', post.author ?? hooks.t('anonymous')));
    if (post.date) meta.append(' · ', hooks.time(post.date));
    const body = el('div', 'post__body');
    body.append(sanitizeArticleHtml(post.html));
    li.append(meta, body);
    list.append(li);
  }
  return list;
}

/** The list's items or the thread's posts, or null for a page read as an article. */
export function structuredBody(article: Article, hooks: StructuredHooks): HTMLOListElement | null {
  if (article.items?.length) return itemsList(article.items, hooks);
  if (article.posts?.length) return postsList(article.posts, hooks);
  return null;
}
