/**
 * Broken pages whose whole markup is text. A `<title>` that is never closed takes the rest of
 * the document as its text (the HTML parser reads a title as raw text up to `</title>`), so the
 * page has an empty body and shows nothing; archived and hand-edited pages do this (eight of
 * l3s-gn1's stories). The markup is still there, as the title's text: it is parsed again, in a
 * new inert document (nothing in it loads or runs), and read from there.
 */

/**
 * Documents built in Node (src/lib/dom.ts) carry their HTML parser under this key: the DOM
 * library's own DOMParser is more lenient than a browser's and loses such pages.
 */
export const HTML_PARSER = '__winnowParseHtml';

/** A title this long holding markup is a swallowed page, not a headline. */
export const SWALLOWED_TITLE_CHARS = 1000;
/** The recovered title: the swallowed text's first line, at most this long. */
const RECOVERED_TITLE_CHARS = 300;

/** The page parsed again from its swallowed markup, or null when the page is not one of these. */
export function swallowedByTitle(doc: Document): Document | null {
  const title = doc.querySelector('title');
  const text = title?.textContent ?? '';
  if (text.length < SWALLOWED_TITLE_CHARS || !/<(?:body|div|p|table|td|br)\b/i.test(text)) return null;
  const markup = text.slice(text.search(/</));
  // A DOMParser document is inert in browsers (no script runs, nothing loads), unlike markup
  // set on an element of the page's own document. A Node document may bring its own parser.
  const own = (doc as Document & { [HTML_PARSER]?: (html: string) => Document })[HTML_PARSER];
  const Parser = (doc.defaultView as (Window & typeof globalThis) | null)?.DOMParser ?? globalThis.DOMParser;
  const recovered = own ? own(markup) : typeof Parser === 'function' ? new Parser().parseFromString(markup, 'text/html') : null;
  if (!recovered?.documentElement) return null;
  recovered.title = text.split(/[\n<]/, 1)[0].trim().slice(0, RECOVERED_TITLE_CHARS);
  return recovered;
}
