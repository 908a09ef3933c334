/**
 * Messages of the reading experience (reading view, manual removal, clipboard, per-site
 * learning switch), with validators. Like messages.ts: a message is `unknown` until validated.
 *
 *   popup  → worker   open-reader {tabId}, get/set-site-learning {site[, enabled]}
 *   worker → content  show-reader {template?, removals?, toggle}, copy-clean {template?, removals?}
 *   content → worker  confirm-removal {entries}, forget-removal {text}  (site from sender.tab)
 */
import type { SiteTemplate } from '../core/types';
import { isPageEntries, isPageEntry, isSiteTemplate, MAX_ENTRY_TEXT, type PageEntryMessage } from './messages';
import { NS, isObj } from './guards';

/** Most confirmed removals one site keeps (and one message may carry). */
export const MAX_REMOVAL_ENTRIES = 500;
/** Longest block text a forget-removal may carry (a block is a few paragraphs at most). */
export const MAX_BLOCK_TEXT = 20 * MAX_ENTRY_TEXT;

export interface OpenReaderRequest { type: `${typeof NS}open-reader`; tabId: number }
export interface ShowReaderRequest {
  type: `${typeof NS}show-reader`;
  template?: SiteTemplate;
  /** Blocks the user removed on this site: dropped wherever they appear. */
  removals?: PageEntryMessage[];
  /** Close the view when it is open (the shortcut toggles; the popup's button only opens). */
  toggle?: boolean;
  /** Reply with the page's template entries too (the worker learns the site from them). */
  learn?: boolean;
  /** Opened by itself (an auto-open site): only a page read as an article gets the view. */
  onlyArticle?: boolean;
  /** The read-aloud shortcut: open the view if needed and start (or pause, resume) reading. */
  speak?: boolean;
}
/** How the view is asked to open (every flag defaults to false). */
export interface ShowReaderFlags { toggle?: boolean; learn?: boolean; onlyArticle?: boolean; speak?: boolean }
/** The reading-view script asks the worker for its on-demand tools (read aloud, Markdown). */
export interface LoadToolsRequest { type: `${typeof NS}load-tools` }
export interface CopyCleanRequest {
  type: `${typeof NS}copy-clean`;
  template?: SiteTemplate;
  removals?: PageEntryMessage[];
}
export interface ConfirmRemovalRequest { type: `${typeof NS}confirm-removal`; entries: PageEntryMessage[] }
export interface ForgetRemovalRequest { type: `${typeof NS}forget-removal`; text: string }
export interface GetSiteLearningRequest { type: `${typeof NS}get-site-learning`; site: string }
export interface SetSiteLearningRequest { type: `${typeof NS}set-site-learning`; site: string; enabled: boolean }

/** Reader outcomes: 'overlay-blocked' asks the worker to open the tab fallback. */
/**
 * Where an opening's time went, in ms: injecting the script (worker), reading the article,
 * sanitizing and importing its HTML, building the rest of the view, and (worker) the whole wait
 * from the command to the view's reply. For bench/latency.mjs.
 */
export interface OpenTimings { inject?: number; extract: number; sanitize: number; render: number; total?: number }
export type ReaderReply =
  | { ok: true; open: boolean; /** When the request asked to learn and the view opened. */ entries?: PageEntryMessage[]; timings?: OpenTimings }
  | { ok: false; error: 'no-content' | 'failed' | 'restricted' | 'overlay-blocked'; message: string };
export interface SiteLearningReply { site: string; enabled: boolean }
/** After a forget: the site's updated plan, so the view can re-render. */
export interface RemovalReply { ok: boolean; template?: SiteTemplate | null; removals?: PageEntryMessage[] }

const isTabId = (v: unknown): boolean => Number.isInteger(v) && (v as number) >= 0;
/** An origin as siteKeyOf() makes it ("https://example.org"), nothing longer than a URL origin. */
const MAX_SITE = 300;
const isSite = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_SITE && /^[a-z][a-z0-9+.-]*:\/\/[^/\s]+$/i.test(v);
const isRemovals = (v: unknown): boolean => v === undefined || (isPageEntries(v) && (v as unknown[]).length <= MAX_REMOVAL_ENTRIES);
const isTemplate = (v: unknown): boolean => v === undefined || isSiteTemplate(v);

export const openReaderRequest = (tabId: number): OpenReaderRequest => ({ type: `${NS}open-reader`, tabId });
export const showReaderRequest = (template: SiteTemplate | null, removals: PageEntryMessage[], flags: ShowReaderFlags = {}): ShowReaderRequest => ({
  type: `${NS}show-reader`, ...(template ? { template } : {}), ...(removals.length ? { removals } : {}), toggle: flags.toggle === true,
  ...(flags.learn ? { learn: true } : {}), ...(flags.onlyArticle ? { onlyArticle: true } : {}), ...(flags.speak ? { speak: true } : {}),
});
export const loadToolsRequest = (): LoadToolsRequest => ({ type: `${NS}load-tools` });
export const copyCleanRequest = (template: SiteTemplate | null, removals: PageEntryMessage[]): CopyCleanRequest => ({
  type: `${NS}copy-clean`, ...(template ? { template } : {}), ...(removals.length ? { removals } : {}),
});
export const confirmRemovalRequest = (entries: PageEntryMessage[]): ConfirmRemovalRequest => ({ type: `${NS}confirm-removal`, entries });
export const forgetRemovalRequest = (text: string): ForgetRemovalRequest => ({ type: `${NS}forget-removal`, text });
export const getSiteLearningRequest = (site: string): GetSiteLearningRequest => ({ type: `${NS}get-site-learning`, site });
export const setSiteLearningRequest = (site: string, enabled: boolean): SetSiteLearningRequest => ({ type: `${NS}set-site-learning`, site, enabled });

export const isOpenReaderRequest = (v: unknown): v is OpenReaderRequest => isObj(v) && v.type === `${NS}open-reader` && isTabId(v.tabId);
export const isShowReaderRequest = (v: unknown): v is ShowReaderRequest =>
  isObj(v) && v.type === `${NS}show-reader` && isTemplate(v.template) && isRemovals(v.removals) && (v.toggle === undefined || typeof v.toggle === 'boolean') &&
  (['learn', 'onlyArticle', 'speak'] as const).every((k) => v[k] === undefined || typeof v[k] === 'boolean');
export const isLoadToolsRequest = (v: unknown): v is LoadToolsRequest => isObj(v) && v.type === `${NS}load-tools`;
export const isCopyCleanRequest = (v: unknown): v is CopyCleanRequest =>
  isObj(v) && v.type === `${NS}copy-clean` && isTemplate(v.template) && isRemovals(v.removals);
export const isConfirmRemovalRequest = (v: unknown): v is ConfirmRemovalRequest =>
  isObj(v) && v.type === `${NS}confirm-removal` && Array.isArray(v.entries) && v.entries.length > 0 &&
  v.entries.length <= MAX_REMOVAL_ENTRIES && v.entries.every(isPageEntry);
export const isForgetRemovalRequest = (v: unknown): v is ForgetRemovalRequest =>
  isObj(v) && v.type === `${NS}forget-removal` && typeof v.text === 'string' && v.text.length > 0 && v.text.length <= MAX_BLOCK_TEXT;
export const isGetSiteLearningRequest = (v: unknown): v is GetSiteLearningRequest =>
  isObj(v) && v.type === `${NS}get-site-learning` && isSite(v.site);
export const isSetSiteLearningRequest = (v: unknown): v is SetSiteLearningRequest =>
  isObj(v) && v.type === `${NS}set-site-learning` && isSite(v.site) && typeof v.enabled === 'boolean';

const isMs = (v: unknown): boolean => typeof v === 'number' && Number.isFinite(v) && v >= 0;
const isOpenTimings = (v: unknown): boolean =>
  isObj(v) && isMs(v.extract) && isMs(v.sanitize) && isMs(v.render) && (v.inject === undefined || isMs(v.inject))
    && (v.total === undefined || isMs(v.total));
export const isReaderReply = (v: unknown): v is ReaderReply =>
  isObj(v) && ((v.ok === true && typeof v.open === 'boolean' && (v.entries === undefined || isPageEntries(v.entries))
    && (v.timings === undefined || isOpenTimings(v.timings))) ||
    (v.ok === false && typeof v.error === 'string' && typeof v.message === 'string'));
export const isSiteLearningReply = (v: unknown): v is SiteLearningReply => isObj(v) && isSite(v.site) && typeof v.enabled === 'boolean';
export const isRemovalReply = (v: unknown): v is RemovalReply =>
  isObj(v) && typeof v.ok === 'boolean' && (v.template === undefined || v.template === null || isSiteTemplate(v.template)) && isRemovals(v.removals);
