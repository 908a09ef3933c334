/**
 * Broken pages whose whole markup is text. A `<title>` that is never closed takes the rest of
 * the document as its text (the HTML parser reads a title as raw text up to `</title>`), so the
 * page has an empty body and shows nothing; archived and hand-edited pages do this (eight of
 * l3s-gn1's stories). So does a raw-text element written as if it were void: a tag manager's
 * `<noscript><iframe … /></noscript>` swallows the page whenever scripts are off (the parser
 * then reads noscript as markup, and an iframe's content as text up to `</iframe>`). The markup
 * is still there, as that element's text: it is parsed again, in a new inert document (nothing
 * in it loads or runs), and read from there.
 */

/**
 * Documents built in Node (src/lib/dom.ts) carry their HTML parser under this key: the DOM
 * library's own DOMParser is more lenient than a browser's and loses such pages.
 */
export const HTML_PARSER = '__winnowParseHtml';

/** A title (or raw-text element) this long holding markup is a swallowed page, not a headline. */
export const SWALLOWED_TITLE_CHARS = 1000;
/** The recovered title: the swallowed text's first line, at most this long. */
const RECOVERED_TITLE_CHARS = 300;

/** Elements whose content the parser reads as text up to their own end tag. */
const RAW_TEXT_SELECTOR = 'title, iframe, noembed, noframes, xmp, textarea';

const isSwallowedPage = (text: string): boolean =>
  text.length >= SWALLOWED_TITLE_CHARS && /<(?:body|div|p|table|td|br)\b/i.test(text);

/** The page parsed again from its swallowed markup, or null when the page is not one of these. */
export function swallowedPage(doc: Document): Document | null {
  let holder: Element | null = null;
  let text = '';
  for (const el of Array.from(doc.querySelectorAll(RAW_TEXT_SELECTOR))) {
    text = el.textContent ?? '';
    if (isSwallowedPage(text)) {
      holder = el;
      break;
    }
  }
  if (!holder) return null;
  const markup = text.slice(text.search(/</));
  // A DOMParser document is inert in browsers (no script runs, nothing loads), unlike markup
  // set on an element of the page's own document. A Node document may bring its own parser.
  const own = (doc as Document & { [HTML_PARSER]?: (html: string) => Document })[HTML_PARSER];
  const Parser = (doc.defaultView as (Window & typeof globalThis) | null)?.DOMParser ?? globalThis.DOMParser;
  const recovered = own ? own(markup) : typeof Parser === 'function' ? new Parser().parseFromString(markup, 'text/html') : null;
  if (!recovered?.documentElement) return null;
  // The page's own title, or the swallowing title's first line.
  const title = holder.tagName.toLowerCase() === 'title' ? text.split(/[\n<]/, 1)[0] : doc.title;
  recovered.title = title.trim().slice(0, RECOVERED_TITLE_CHARS);
  return recovered;
}
