/**
 * Messages for a multi-page article read from the popup: the popup asks the worker to join a
 * tab's following pages ("join-tab"); the worker injects the reading tools into the tab and asks
 * them ("join-pages"), and the pages come back to the popup. (The reading view joins pages in
 * the page itself, without messages: src/reader/pages.ts.)
 */
import type { SiteTemplate } from '../core/types';
import type { Stitched } from '../core/pages/stitch';
import { isSiteTemplate } from './messages';
import { NS, type Obj, isObj } from './guards';

/** A joined page's HTML or text longer than this is not one (the engine's pages are far smaller). */
const MAX_PAGE_CHARS = 2_000_000;

export interface JoinTabRequest { type: `${typeof NS}join-tab`; tabId: number; next: string }
export interface JoinPagesRequest { type: `${typeof NS}join-pages`; next: string; template?: SiteTemplate }
export type JoinPagesReply = ({ ok: true } & Stitched) | { ok: false; message: string };

export const joinTabRequest = (tabId: number, next: string): JoinTabRequest => ({ type: `${NS}join-tab`, tabId, next });
export const joinPagesRequest = (next: string, template: SiteTemplate | null): JoinPagesRequest => ({
  type: `${NS}join-pages`, next, ...(template ? { template } : {}),
});

const isUrl = (v: unknown): v is string => typeof v === 'string' && /^https?:\/\//i.test(v) && URL.canParse(v);
const isText = (v: unknown): v is string => typeof v === 'string' && v.length <= MAX_PAGE_CHARS;

export const isJoinTabRequest = (v: unknown): v is JoinTabRequest =>
  isObj(v) && v.type === `${NS}join-tab` && Number.isInteger(v.tabId) && (v.tabId as number) >= 0 && isUrl(v.next);
export const isJoinPagesRequest = (v: unknown): v is JoinPagesRequest =>
  isObj(v) && v.type === `${NS}join-pages` && isUrl(v.next) && (v.template === undefined || isSiteTemplate(v.template));

export function isJoinPagesReply(v: unknown): v is JoinPagesReply {
  if (!isObj(v)) return false;
  if (v.ok === false) return typeof v.message === 'string';
  const failed = v.failed as Obj | null;
  return v.ok === true && Array.isArray(v.pages) &&
    v.pages.every((p: unknown) => isObj(p) && Number.isInteger(p.number) && isUrl(p.url) && isText(p.html) && isText(p.text)) &&
    (failed === null || (isObj(failed) && isUrl(failed.url) && Number.isInteger(failed.number) && typeof failed.reason === 'string'));
}
