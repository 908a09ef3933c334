/**
 * The reading view's fallback where a page can't host the overlay (an XML or SVG document, a
 * frameset): the article opens in an extension tab next to the page. The article travels
 * through storage.session (memory only, cleared when the browser closes; extension pages only).
 */
import browser from 'webextension-polyfill';
import type { Article } from '../core/types';

/** The fallback page inside the built extension (crxjs keeps the source layout). */
export const READER_TAB_PAGE = 'src/reader/reader.html';
/** storage.session key prefix of a pending article; the tab reads it once and deletes it. */
export const SESSION_PREFIX = 'reader:';

export interface StoredArticle {
  article: Article;
  url: string;
}

export async function openReaderTab(article: Article, url: string, besideTabId: number): Promise<void> {
  const key = SESSION_PREFIX + crypto.randomUUID();
  // JSON round trip: a plain copy (the page's article has no Markdown; the tab makes it if asked).
  const stored: StoredArticle = { article: JSON.parse(JSON.stringify(article)) as Article, url };
  await browser.storage.session.set({ [key]: stored });
  const beside = await browser.tabs.get(besideTabId).catch(() => null);
  await browser.tabs.create({
    url: browser.runtime.getURL(`${READER_TAB_PAGE}#${encodeURIComponent(key)}`),
    ...(beside ? { index: beside.index + 1, windowId: beside.windowId } : {}),
  });
}
