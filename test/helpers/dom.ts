/** Building documents for core tests: parseDocument (parse5 + linkedom, no layout) and small pages. */
import fs from 'node:fs';
import path from 'node:path';
import { parseDocument } from '../../src/lib/dom';
import { segment, type NodeInfo, type Segmentation } from '../../src/core/segment';

export const PAGE_URL = 'https://news.example.com/world/2024/story.html';

/** A full document from an HTML string (the page URL is set so links can be absolutised). */
export function doc(html: string, url: string = PAGE_URL): Document {
  return parseDocument(html, url);
}

/**
 * A page of test/fixtures/unseen/ (written for the tests, not taken from a dataset): its HTML, or
 * the parsed document.
 */
export function unseenHtml(name: string): string {
  return fs.readFileSync(path.join(__dirname, '..', 'fixtures', 'unseen', name), 'utf8');
}
export const unseenFixture = (name: string): Document => doc(unseenHtml(name));

/** A document whose <body> holds `body`, with an optional <head> and <html> attributes. */
export function page(body: string, opts: { head?: string; htmlAttrs?: string; url?: string } = {}): Document {
  return doc(
    `<!doctype html><html${opts.htmlAttrs ? ' ' + opts.htmlAttrs : ''}><head>${opts.head ?? ''}</head><body>${body}</body></html>`,
    opts.url,
  );
}

/** Segment a body fragment and return the segmentation plus a lookup by CSS selector. */
export function segmentOf(body: string): { seg: Segmentation; doc: Document; at: (selector: string) => NodeInfo } {
  const d = page(body);
  const seg = segment(d);
  const at = (selector: string): NodeInfo => {
    const el = d.querySelector(selector);
    if (!el) throw new Error(`no element for ${selector}`);
    const info = seg.byElement.get(el);
    if (!info) throw new Error(`element ${selector} was not segmented`);
    return info;
  };
  return { seg, doc: d, at };
}

/** A prose paragraph of about `sentences` sentences, distinct per `seed`. */
export function prose(seed: string, sentences = 3): string {
  const out: string[] = [];
  for (let i = 0; i < sentences; i++) {
    out.push(`The ${seed} report, part ${i + 1}, explains in plain words how the committee weighed the evidence, and why it reached its conclusion.`);
  }
  return out.join(' ');
}
