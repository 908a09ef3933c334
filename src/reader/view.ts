/**
 * Builds the reading view from an Article: toolbar, settings panel, header (site, title,
 * byline, date, reading time, source link) and the sanitized content (or the items of a list
 * page, or the posts of a thread). The same builder serves the overlay in a closed shadow root
 * over the page (src/reader/overlay.ts) and the extension-tab fallback (src/reader/tab.ts).
 */
import type { Article, ForumPost, ListItem } from '../core/types';
import { sanitizeArticleHtml } from './sanitize';
import { buildPanel, buildToolbar, type Translate } from './controls';
import { hideRemovals, setEditing, showRemovals, wrapBlocks, type RemovalHooks, type ShownRemoval } from './blocks';
import { fontStack } from './themes';
import { asText } from './export';
import { cleanByline } from './byline';
import { timeElement } from './dates';
import { joinArticle } from '../core/pages/stitch';
import { buildProgress } from './progress';
import type { ReaderSettings } from './settings';
import type { ReadAloudSession, ReaderTools } from './tools-api';
import type { SettingsArea } from './settings';

/** How long a plain status message stays on screen. */
const STATUS_TOAST_MS = 4000;

export interface ViewHooks {
  t: Translate;
  /** UI language (dates are formatted in it). */
  uiLang: string;
  settings: ReaderSettings;
  /** Persist changed settings (they are applied already). */
  saveSettings(settings: ReaderSettings): void;
  close(): void;
  print(): void;
  /** The removed blocks to show, read when the user asks for them. */
  removals(): ShownRemoval[];
  /** Manual removal; absent where blocks cannot be remembered (the tab fallback). */
  removal?: Omit<RemovalHooks, 'announce'>;
  /** A removal restored from the "show what was removed" list. */
  restore?(text: string): void;
  /** Writes text to the clipboard; false when it refused. */
  writeClipboard(text: string): Promise<boolean>;
  /** Read aloud and Markdown, loaded on first use. */
  tools(): Promise<ReaderTools>;
  /** Where read aloud keeps its voice and rate (storage.sync). */
  storage: SettingsArea;
}

export interface ReaderView {
  /** Re-applies settings (a change from another tab). */
  applySettings(settings: ReaderSettings): void;
  /** Where focus goes when the view opens: the close button. */
  focusStart(): void;
  /** Milliseconds spent sanitizing and importing the article's HTML while building the view. */
  sanitizeMs: number;
  /** The article's content element (following pages of a multi-page article are appended to it). */
  content: HTMLElement;
  /** A following page was appended to the content: copy and progress now count it. */
  addPage(page: { html: string; text: string }): void;
  /** The read-aloud shortcut: starts reading, or pauses and resumes it. */
  readAloud(): void;
  /** Stops read aloud (the view closes or is rebuilt). */
  stopReading(): void;
}

function el<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, className?: string, text?: string | null): HTMLElementTagNameMap[K] {
  const node = doc.createElement(tag);
  if (className) node.className = className;
  if (text) node.textContent = text;
  return node;
}


/** Only http(s) links are followed from the view. */
function safeHref(url: string | null): string | null {
  return url && /^https?:\/\//i.test(url) ? url : null;
}

function link(doc: Document, href: string, text: string): HTMLAnchorElement {
  const a = el(doc, 'a', undefined, text);
  a.href = href;
  a.target = '_blank';
  a.rel = 'noopener noreferrer';
  return a;
}

/** The UI language's direction (Chrome's predefined message; 'ltr' where it is missing). */
const uiDir = (t: Translate): 'ltr' | 'rtl' => (t('@@bidi_dir') === 'rtl' ? 'rtl' : 'ltr');

/** Marks a UI-language span inside the article (whose lang and dir are the page's). */
function asUi<T extends HTMLElement>(node: T, hooks: ViewHooks): T {
  node.lang = hooks.uiLang;
  node.dir = uiDir(hooks.t);
  return node;
}

function header(doc: Document, article: Article, url: string, hooks: ViewHooks): HTMLElement {
  const { t, uiLang } = hooks;
  const head = el(doc, 'header', 'meta');
  if (article.siteName) head.append(el(doc, 'p', 'meta__site', article.siteName));
  const title = el(doc, 'h1', 'meta__title', article.title);
  title.id = 'winnow-title';
  head.append(title);
  const line = el(doc, 'p', 'meta__line');
  if (article.byline) line.append(asUi(el(doc, 'span', 'meta__byline', t('byline', [cleanByline(article.byline)])), hooks));
  if (article.published) line.append(timeElement(doc, article.published, uiLang, 'meta__date'));
  if (article.readingMinutes > 0) line.append(asUi(el(doc, 'span', 'meta__reading', t('readingTime', [String(article.readingMinutes)])), hooks));
  const source = safeHref(url);
  if (source) {
    const a = link(doc, source, t('sourceLink'));
    a.className = 'meta__source';
    line.append(asUi(a, hooks));
  }
  head.append(line);
  // The watchdog stopped a runaway page: say that this is the start of it, not all of it.
  if (article.partial) head.append(asUi(el(doc, 'p', 'meta__partial', t('partialNotice')), hooks));
  return head;
}

function itemsList(doc: Document, items: ListItem[], lang: string): HTMLElement {
  const list = el(doc, 'ol', 'items');
  for (const item of items) {
    const li = el(doc, 'li', 'item');
    const h = el(doc, 'h2', 'item__title');
    const href = safeHref(item.url);
    h.append(href ? link(doc, href, item.title) : doc.createTextNode(item.title));
    li.append(h);
    if (item.date) {
      const date = el(doc, 'p', 'item__date');
      date.append(timeElement(doc, item.date, lang));
      li.append(date);
    }
    if (item.snippet) li.append(el(doc, 'p', 'item__snippet', item.snippet));
    list.append(li);
  }
  return list;
}

function postsList(doc: Document, posts: ForumPost[], lang: string, t: Translate): HTMLElement {
  const list = el(doc, 'ol', 'posts');
  for (const post of posts) {
    const li = el(doc, 'li', 'post');
    const meta = el(doc, 'p', 'post__meta');
    meta.append(el(doc, 'span', 'post__author', post.author ?? t('anonymous')));
    if (post.date) meta.append(' · ', timeElement(doc, post.date, lang));
    const body = el(doc, 'div', 'post__body');
    body.append(sanitizeArticleHtml(post.html));
    li.append(meta, body);
    list.append(li);
  }
  return list;
}

/** The article body: items for a list page, posts for a thread, else the cleaned HTML. */
function body(doc: Document, article: Article, hooks: ViewHooks): HTMLElement {
  const content = el(doc, 'div', 'content');
  if (article.items?.length) content.append(itemsList(doc, article.items, hooks.uiLang));
  else if (article.posts?.length) content.append(postsList(doc, article.posts, hooks.uiLang, hooks.t));
  else content.append(sanitizeArticleHtml(article.html));
  return content;
}

/**
 * The header shows the title: a body heading that repeats it before any text is hidden (hidden,
 * not removed: block indices must stay those of the article's HTML, see anchor.ts).
 */
function hideRepeatedTitle(content: HTMLElement, title: string): void {
  const norm = (s: string | null) => (s ?? '').replace(/\s+/g, ' ').trim().toLowerCase();
  const heading = content.querySelector<HTMLElement>('h1, h2');
  if (!heading || norm(heading.textContent) !== norm(title)) return;
  if (!norm(content.textContent).startsWith(norm(heading.textContent))) return;
  const holder = heading.parentElement;
  if (holder?.classList.contains('block') && holder.children.length === 1) holder.hidden = true;
  else heading.hidden = true;
}

/** Builds the view into `root` (a <dialog> over the page, or a <div> in the tab). */
export function buildView(root: HTMLElement, article: Article, url: string, hooks: ViewHooks): ReaderView {
  // Replaced (not changed) as following pages of a multi-page article are appended.
  let shown = article;
  const doc = root.ownerDocument;
  const { t } = hooks;
  let settings = hooks.settings;
  root.classList.add('reader');
  root.setAttribute('aria-labelledby', 'winnow-title');
  // The view's own controls follow the UI language (and its direction), the article its page.
  root.lang = hooks.uiLang;
  root.dir = uiDir(t);

  const live = el(doc, 'div', 'toast');
  live.hidden = true;
  const liveRegion = el(doc, 'div', 'visually-hidden');
  liveRegion.setAttribute('role', 'status');
  let hideTimer: ReturnType<typeof setTimeout> | undefined;
  const announce: RemovalHooks['announce'] = (message, action) => {
    liveRegion.textContent = message;
    clearTimeout(hideTimer);
    // A plain status fades after a while (the live region has said it); one with Undo stays
    // until the next message, so nobody has to race a timer to undo.
    if (!action) hideTimer = setTimeout(() => (live.hidden = true), STATUS_TOAST_MS);
    live.replaceChildren(el(doc, 'span', undefined, message));
    if (action) {
      const b = el(doc, 'button', 'btn', action.label);
      b.type = 'button';
      b.dataset.action = 'undo';
      b.addEventListener('click', () => {
        live.hidden = true;
        action.run();
      });
      live.append(b);
    }
    live.hidden = false;
  };

  const apply = (next: ReaderSettings): void => {
    settings = next;
    root.dataset.theme = next.theme;
    root.style.setProperty('--font', fontStack(next.font, article.lang));
    root.style.setProperty('--size', `${next.fontSize}px`);
    root.style.setProperty('--leading', String(next.lineHeight));
    root.style.setProperty('--measure', `${next.width}ch`);
    panel.sync();
    progress.update();
  };
  const panel = buildPanel(doc, t, () => settings, (next) => {
    apply(next);
    hooks.saveSettings(next);
  });

  const articleEl = el(doc, 'article', 'article');
  if (article.lang) articleEl.lang = article.lang;
  articleEl.dir = article.dir ?? 'auto';
  const sanitizeStart = performance.now();
  const content = body(doc, article, hooks);
  const sanitizeMs = performance.now() - sanitizeStart;
  const blocks = wrapBlocks(content);
  hideRepeatedTitle(content, article.title);
  const scroller = root.classList.contains('is-tab') ? (doc.scrollingElement as HTMLElement | null) ?? doc.documentElement : root;
  const progress = buildProgress(doc, t, scroller, content, article.readingMinutes);
  articleEl.append(header(doc, article, url, hooks), ...(progress.toc ? [progress.toc] : []), content);

  // Read aloud: one session at a time; the toolbar button shows whether one runs.
  let speech: Promise<ReadAloudSession | null> | null = null;
  const listenButton = () => root.querySelector<HTMLButtonElement>('[data-action="read-aloud"]');
  const startReading = (): void => {
    if (speech) return;
    listenButton()?.setAttribute('aria-pressed', 'true');
    const onStop = (): void => {
      speech = null;
      listenButton()?.setAttribute('aria-pressed', 'false');
    };
    speech = hooks.tools().then((tools) => tools.startReadAloud({
      toolbar, content, scroller, lang: article.lang ?? '', uiLang: hooks.uiLang, t, onStop, storage: hooks.storage,
    })).catch((err: unknown) => {
      onStop();
      announce(t('readAloudFailed', [err instanceof Error ? err.message : String(err)]));
      return null;
    });
  };
  const stopReading = (): void => void speech?.then((s) => s?.stop());

  const removalHooks: RemovalHooks | null = hooks.removal ? { ...hooks.removal, announce } : null;
  const toolbar = buildToolbar(doc, t, {
    close: hooks.close,
    print: hooks.print,
    // The article as read (without blocks removed by hand since: the view re-renders on those).
    copy: async (format) => {
      const text = format === 'markdown' ? (await hooks.tools()).asMarkdown({ article: shown, url }) : asText({ article: shown, url });
      return hooks.writeClipboard(text);
    },
    showRemoved(on) {
      hideRemovals(content);
      if (on) showRemovals(content, blocks, hooks.removals(), t, (text) => hooks.restore?.(text));
      announce(t(on ? 'removedShown' : 'removedHidden', [String(hooks.removals().length)]));
    },
    editing(on) {
      articleEl.classList.toggle('is-editing', on);
      if (removalHooks) setEditing(blocks, on, t, removalHooks);
      announce(t(on ? 'editOn' : 'editOff'));
    },
    readAloud: (on) => (on ? startReading() : stopReading()),
  }, panel.panel);
  if (!removalHooks) toolbar.querySelector('[data-action="edit"]')?.remove();
  toolbar.querySelector('.bar__spacer')?.before(progress.left);
  toolbar.append(progress.bar);

  // Not <main>: over a page that has its own, two main landmarks would compete.
  const page = el(doc, 'div', 'page');
  page.append(articleEl);
  root.replaceChildren(toolbar, panel.panel, page, live, liveRegion);
  apply(settings);

  return {
    sanitizeMs,
    content,
    addPage(page) {
      shown = joinArticle(shown, [page]);
      progress.setMinutes(shown.readingMinutes);
    },
    applySettings: apply,
    readAloud: () => (speech ? void speech.then((s) => s?.toggle()) : startReading()),
    stopReading,
    focusStart: () => toolbar.querySelector<HTMLButtonElement>('[data-action="close"]')?.focus(),
  };
}
