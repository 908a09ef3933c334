/**
 * The watchdog's budget for one extraction of a live page (ExtractOptions.deadlineMs): a page
 * that would keep the engine busy longer shows what was read by then (Article.partial). Far
 * above any real page (a 200,000-element page takes well under a second).
 */
export const EXTRACT_DEADLINE_MS = 5_000;
