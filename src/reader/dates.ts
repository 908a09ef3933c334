/**
 * Dates shown in the reading view and the popup. A page's first Intl.DateTimeFormat loads the
 * locale data and costs about 20 ms (Chromium, measured by bench/latency.mjs profiles), more than
 * building the rest of the view: a <time> shows its ISO day at once and its localized form from
 * the frame after the article is painted, one formatter per language.
 */
const formats = new Map<string, Intl.DateTimeFormat>();
const pending: { time: HTMLTimeElement; lang: string }[] = [];

function formatter(lang: string): Intl.DateTimeFormat {
  let f = formats.get(lang);
  if (!f) {
    f = new Intl.DateTimeFormat(lang, { dateStyle: 'medium' });
    formats.set(lang, f);
  }
  return f;
}

/** The date in the reader's language ("Mar 2, 2024"); the input itself when it is not a date. */
export function formatDate(iso: string, lang: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : formatter(lang).format(date);
}

function localizePending(): void {
  for (const { time, lang } of pending.splice(0)) time.textContent = formatDate(time.dateTime, lang);
}

/** Shows an ISO date in a <time>: its day now, its localized form after the next frame. */
export function showDate(time: HTMLTimeElement, iso: string, lang: string): void {
  time.dateTime = iso;
  time.textContent = iso.slice(0, 10);
  if (pending.push({ time, lang }) > 1) return;
  const win = time.ownerDocument.defaultView;
  if (win) win.requestAnimationFrame(() => win.setTimeout(localizePending, 0));
  else localizePending();
}

/** A new <time> showing an ISO date (see showDate). */
export function timeElement(doc: Document, iso: string, lang: string, className?: string): HTMLTimeElement {
  const time = doc.createElement('time');
  if (className) time.className = className;
  showDate(time, iso, lang);
  return time;
}
