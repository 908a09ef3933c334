/**
 * HTML string → Document for Node. parse5 is a spec-conformant HTML5 parser (it builds the
 * html/head/body tree a browser builds, even from broken markup); its serialisation is then
 * well-formed enough for linkedom, whose own tree builder is lenient, to give the same tree.
 * Scripting is off while parsing, as for a reader: <noscript> content is markup, not text.
 */
import { parse, serialize } from 'parse5';
import { parseHTML } from 'linkedom';
import { HTML_PARSER } from '../core/recover';

/** Parses a page; `url` becomes document.URL / documentURI (linkedom leaves them unset). */
export function parseDocument(html: string, url?: string): Document {
  const normalized = serialize(parse(html, { scriptingEnabled: false }));
  const { document } = parseHTML(normalized) as unknown as { document: Document };
  if (url) {
    for (const key of ['URL', 'documentURI']) {
      Object.defineProperty(document, key, { value: url, configurable: true });
    }
  }
  // The engine parses markup again on broken pages (src/core/recover.ts): this same parse5
  // route, not linkedom's own DOMParser, which loses them.
  Object.defineProperty(document, HTML_PARSER, { value: (markup: string) => parseDocument(markup) });
  return document;
}
