/**
 * The live page's template entries (seed 000), bounded as the worker accepts them. Shared by the
 * on-demand content script (reader opened) and the browsing-time learning script.
 */
import { segment } from '../core/segment';
import { pageEntries } from '../core/template';
import { MAX_ENTRY_TEXT, MAX_PAGE_ENTRIES, type PageEntryMessage } from '../messaging/messages';

export function entriesOfPage(doc: Document): PageEntryMessage[] {
  return boundedEntries(pageEntries(segment(doc)));
}

/** Entries as the worker accepts them (the page controls their text and number). */
export function boundedEntries(entries: readonly { tag: string; text: string }[]): PageEntryMessage[] {
  return entries
    .filter((e) => e.text.length <= MAX_ENTRY_TEXT)
    .slice(0, MAX_PAGE_ENTRIES)
    .map(({ tag, text }) => ({ tag, text }));
}
