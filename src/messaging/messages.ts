/**
 * Every message exchanged between popup, background worker and content script, with runtime
 * validators. Each receiver validates what it gets: a message is `unknown` until proven otherwise.
 */
import type { Article, ForumPost, ListItem, PageType, SiteTemplate } from '../core/types';
import { NS, type Obj, isObj, isStr } from './guards';

/** Worker → content script: extract the live page. */
export interface ExtractPageRequest {
  type: `${typeof NS}extract-page`;
  /** The site's learned boilerplate, applied before selection. */
  template?: SiteTemplate;
  /** Also return the page's template entries, for the worker to learn from. */
  learn?: boolean;
  /** Blocks the user removed by hand on this site (src/reader/removals.ts): always dropped. */
  removals?: PageEntryMessage[];
}

/** One template entry of a page: a text unit's tag and normalised own text. */
export interface PageEntryMessage {
  tag: string;
  text: string;
}

/** Popup → worker: inject into a tab (or the active one) and extract it. */
export interface ExtractTabRequest {
  type: `${typeof NS}extract-tab`;
  tabId: number;
}

/**
 * Why there is no article. The content script only reports 'no-content' and 'failed';
 * the worker adds 'restricted' (extensions can't run there) and 'no-tab'.
 */
export type ExtractErrorCode = 'no-content' | 'failed' | 'restricted' | 'no-tab';
const ERROR_CODES: readonly ExtractErrorCode[] = ['no-content', 'failed', 'restricted', 'no-tab'];

export type ExtractResponse =
  | {
    ok: true; article: Article; entries?: PageEntryMessage[]; /** The page's URL (exports cite it). */ url?: string;
    /** A multi-page article's next page (src/core/pages/next-page.ts). */ next?: string;
  }
  | { ok: false; error: ExtractErrorCode; message: string };

export type Request = ExtractPageRequest | ExtractTabRequest;

export const extractPageRequest = (template?: SiteTemplate | null, learn = false, removals: PageEntryMessage[] = []): ExtractPageRequest => ({
  type: `${NS}extract-page`,
  ...(template ? { template } : {}),
  ...(learn ? { learn } : {}),
  ...(removals.length ? { removals } : {}),
});
export const extractTabRequest = (tabId: number): ExtractTabRequest => ({
  type: `${NS}extract-tab`,
  tabId,
});
export const failure = (error: ExtractErrorCode, message: string): ExtractResponse => ({
  ok: false,
  error,
  message,
});

// ---- validators -------------------------------------------------------------------------------

const isStrOrNull = (v: unknown): v is string | null => v === null || isStr(v);
const isNum = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const PAGE_TYPES: readonly PageType[] = ['article', 'list', 'forum', 'other'];

export function isExtractPageRequest(v: unknown): v is ExtractPageRequest {
  return (
    isObj(v) && v.type === `${NS}extract-page` &&
    (v.template === undefined || isSiteTemplate(v.template)) &&
    (v.learn === undefined || typeof v.learn === 'boolean') &&
    (v.removals === undefined || isPageEntries(v.removals))
  );
}

/**
 * Bounds on what a page may send back for learning (the page controls its text): entries per
 * page, characters per entry, characters of a tag name. Anything larger is refused whole.
 */
export const MAX_PAGE_ENTRIES = 5000;
export const MAX_ENTRY_TEXT = 2000;
const MAX_TAG = 32;
/** Template entries accepted in one request (the learner keeps at most 1000, plus a batch). */
export const MAX_TEMPLATE_ENTRIES_MESSAGE = 6000;

export function isPageEntry(v: unknown): v is PageEntryMessage {
  return isObj(v) && isStr(v.tag) && v.tag.length > 0 && v.tag.length <= MAX_TAG && isStr(v.text) && v.text.length <= MAX_ENTRY_TEXT;
}

export function isPageEntries(v: unknown): v is PageEntryMessage[] {
  return Array.isArray(v) && v.length <= MAX_PAGE_ENTRIES && v.every(isPageEntry);
}

export function isSiteTemplate(v: unknown): v is SiteTemplate {
  return (
    isObj(v) && v.version === 1 && Array.isArray(v.entries) && v.entries.length <= MAX_TEMPLATE_ENTRIES_MESSAGE &&
    v.entries.every((e: unknown) => isPageEntry(e) && isNum((e as unknown as Obj).count) && isNum((e as unknown as Obj).lastSeen))
  );
}

export function isExtractTabRequest(v: unknown): v is ExtractTabRequest {
  return isObj(v) && v.type === `${NS}extract-tab` && Number.isInteger(v.tabId) && (v.tabId as number) >= 0;
}

/** Structural check of an Article; extra fields are tolerated, wrong types are not. */
export function isArticle(v: unknown): v is Article {
  if (!isObj(v)) return false;
  const strings = ['title', 'excerpt', 'html', 'text', 'markdown'] as const;
  const nullableStrings = ['byline', 'published', 'siteName', 'lang', 'leadImage'] as const;
  return (
    strings.every((k) => isStr(v[k])) &&
    nullableStrings.every((k) => isStrOrNull(v[k])) &&
    (v.dir === null || v.dir === 'ltr' || v.dir === 'rtl') &&
    PAGE_TYPES.includes(v.pageType as PageType) &&
    isNum(v.wordCount) &&
    isNum(v.readingMinutes) &&
    isObj(v.timings) &&
    Object.values(v.timings).every(isNum) &&
    (v.items === undefined || (Array.isArray(v.items) && v.items.length <= MAX_LIST_ENTRIES && v.items.every(isListItem))) &&
    (v.posts === undefined || (Array.isArray(v.posts) && v.posts.length <= MAX_LIST_ENTRIES && v.posts.every(isForumPost)))
  );
}

/** More list items or posts than this in one message is not a page the core produced. */
export const MAX_LIST_ENTRIES = 2000;

/** One list page item (Article.items): strings, the optional ones null. */
export function isListItem(v: unknown): v is ListItem {
  return isObj(v) && isStr(v.title) && ['url', 'snippet', 'date', 'image'].every((k) => isStrOrNull(v[k]));
}

/** One forum post (Article.posts). */
export function isForumPost(v: unknown): v is ForumPost {
  return isObj(v) && isStr(v.html) && isStr(v.text) && isStrOrNull(v.author) && isStrOrNull(v.date);
}

export function isExtractResponse(v: unknown): v is ExtractResponse {
  if (!isObj(v)) return false;
  if (v.ok === true) {
    return isArticle(v.article) && (v.entries === undefined || isPageEntries(v.entries)) && (v.url === undefined || isStr(v.url)) &&
      (v.next === undefined || isStr(v.next));
  }
  return (
    v.ok === false && ERROR_CODES.includes(v.error as ExtractErrorCode) && isStr(v.message)
  );
}
