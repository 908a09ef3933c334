/**
 * Messages of opt-in "learn while browsing" (issue 5): the learning content script reports a
 * page's template entries; extension pages switch the feature per site. Validated on receipt.
 */
import { isPageEntries, type PageEntryMessage } from './messages';
import { NS, isObj } from './guards';

/** Learning content script → worker: the entries of the page just visited. */
export interface LearnPageMessage {
  type: `${typeof NS}learn-page`;
  entries: PageEntryMessage[];
}

/** Extension page → worker: switch browsing-time learning for one site (after the grant). */
export interface SetBrowsingMessage {
  type: `${typeof NS}set-browsing`;
  site: string;
  enabled: boolean;
}

/** Extension page → worker: the sites learned while browsing. Answer: string[]. */
export interface ListBrowsingMessage {
  type: `${typeof NS}list-browsing`;
}

export const learnPageMessage = (entries: PageEntryMessage[]): LearnPageMessage => ({ type: `${NS}learn-page`, entries });
export const setBrowsingMessage = (site: string, enabled: boolean): SetBrowsingMessage => ({ type: `${NS}set-browsing`, site, enabled });
export const listBrowsingMessage = (): ListBrowsingMessage => ({ type: `${NS}list-browsing` });

export function isLearnPageMessage(v: unknown): v is LearnPageMessage {
  return isObj(v) && v.type === `${NS}learn-page` && isPageEntries(v.entries);
}

/** A site key is an http(s) origin, nothing else (no path, no wildcard). */
export function isSiteOrigin(v: unknown): v is string {
  if (typeof v !== 'string') return false;
  try {
    const url = new URL(v);
    // No wildcard: "https://*.example.org" would become a pattern granting every subdomain.
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === v && !url.hostname.includes('*');
  } catch {
    return false;
  }
}

export function isSetBrowsingMessage(v: unknown): v is SetBrowsingMessage {
  return isObj(v) && v.type === `${NS}set-browsing` && isSiteOrigin(v.site) && typeof v.enabled === 'boolean';
}

export function isListBrowsingMessage(v: unknown): v is ListBrowsingMessage {
  return isObj(v) && v.type === `${NS}list-browsing`;
}

/** The host-permission pattern that covers exactly one site (origin). */
export const originPattern = (site: string): string => `${site}/*`;
