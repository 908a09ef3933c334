/**
 * Pages still filling in when the user clicks (a single-page app showing its spinner): when the
 * first reading finds no article, the script watches the page for a moment and, if it changes,
 * reads it again once it has been quiet. A page with an article never waits; one without costs
 * FIRST_CHANGE_MS; one that never stops changing (a ticker), MAX_SETTLE_MS. Only watched, never
 * touched.
 */

/**
 * A reading with less text than this may be a placeholder ("Loading…", "Please wait"): worth a
 * second look. Low, so that a short real article is not kept waiting.
 */
export const SETTLE_BELOW_CHARS = 80;
/**
 * How long a page showing nothing gets to start changing: an app waiting for its data shows its
 * spinner, unchanged, until the answer comes (typically well under a second). A page that has
 * no article at all costs the user this much more before the popup says so.
 */
export const FIRST_CHANGE_MS = 1500;
/** No change in the page for this long, once it has started changing: it has settled, for now. */
export const QUIET_MS = 300;
/** The longest a click waits for a page that keeps changing. */
export const MAX_SETTLE_MS = 4000;

export interface SettleTiming {
  firstMs: number;
  quietMs: number;
  maxMs: number;
}
const DEFAULT_TIMING: SettleTiming = { firstMs: FIRST_CHANGE_MS, quietMs: QUIET_MS, maxMs: MAX_SETTLE_MS };

/**
 * Waits for the page to change (up to `firstMs`), then to be quiet for `quietMs`, never longer
 * than `maxMs` in all; true if it changed.
 */
export function waitForQuiet(doc: Document, timing: SettleTiming = DEFAULT_TIMING): Promise<boolean> {
  const { firstMs, quietMs, maxMs } = timing;
  return new Promise((resolve) => {
    let changed = false;
    let quiet: ReturnType<typeof setTimeout>;
    const done = (): void => {
      observer.disconnect();
      clearTimeout(quiet);
      clearTimeout(cap);
      resolve(changed);
    };
    const observer = new MutationObserver(() => {
      changed = true;
      clearTimeout(quiet);
      quiet = setTimeout(done, quietMs);
    });
    observer.observe(doc.documentElement, { childList: true, subtree: true, characterData: true });
    quiet = setTimeout(done, firstMs);
    const cap = setTimeout(done, maxMs);
  });
}

/**
 * Reads the page; when that finds no article (or a placeholder's worth of text), reads it again
 * after the page settles, if it changed meanwhile. A reading that throws for another reason is
 * not retried.
 */
export async function readSettled<T extends { text: string }>(
  read: () => T,
  isNoContent: (err: unknown) => boolean,
  doc: Document = document,
  timing: SettleTiming = DEFAULT_TIMING,
): Promise<T> {
  const settled = () => waitForQuiet(doc, timing);
  let first: T;
  try {
    first = read();
  } catch (err) {
    if (!isNoContent(err) || !(await settled())) throw err;
    return read();
  }
  if (first.text.trim().length >= SETTLE_BELOW_CHARS) return first;
  return (await settled()) ? read() : first;
}
