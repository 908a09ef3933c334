/**
 * Messages of "always open the reading view on this site" (issue 21): extension pages switch it
 * per site and list the sites; the reading view reports that the user closed it on a page. Validated
 * on receipt, like the other message modules.
 */
import { isSiteOrigin } from './browsing-messages';
import { NS, isObj } from './guards';

/** Extension page → worker: switch auto-opening for one site (after the grant). Answer: string[]. */
export interface SetAutoOpenMessage { type: `${typeof NS}set-auto-open`; site: string; enabled: boolean }
/** Extension page → worker: the sites where the view opens by itself. Answer: string[]. */
export interface ListAutoOpenMessage { type: `${typeof NS}list-auto-open` }
/** Reading view → worker: the user closed the view on this page (the page is the sender's). */
export interface ReaderClosedMessage { type: `${typeof NS}reader-closed` }

export const setAutoOpenMessage = (site: string, enabled: boolean): SetAutoOpenMessage => ({ type: `${NS}set-auto-open`, site, enabled });
export const listAutoOpenMessage = (): ListAutoOpenMessage => ({ type: `${NS}list-auto-open` });
export const readerClosedMessage = (): ReaderClosedMessage => ({ type: `${NS}reader-closed` });

export const isSetAutoOpenMessage = (v: unknown): v is SetAutoOpenMessage =>
  isObj(v) && v.type === `${NS}set-auto-open` && isSiteOrigin(v.site) && typeof v.enabled === 'boolean';
export const isListAutoOpenMessage = (v: unknown): v is ListAutoOpenMessage => isObj(v) && v.type === `${NS}list-auto-open`;
export const isReaderClosedMessage = (v: unknown): v is ReaderClosedMessage => isObj(v) && v.type === `${NS}reader-closed`;
