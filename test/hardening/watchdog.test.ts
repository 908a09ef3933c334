/**
 * The watchdog (ExtractOptions.deadlineMs), open shadow roots, and the frame policy: the core's
 * hardening features, each against a page built to need it.
 */
import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { Deadline } from '../../src/core/deadline';
import { segment } from '../../src/core/segment';
import { NoContentError } from '../../src/core/types';
import { parseDocument } from '../../src/lib/dom';
import { prose } from './corpus';

const URL_ = 'https://watch.example.org/a/story.html';

/** An article followed by `rows` link rows (5 elements each): a walk long enough to cut. */
function longPage(rows: number): Document {
  const paras = Array.from({ length: 6 }, (_, i) => `<p>${prose(`watch ${i + 1}`)}</p>`).join('');
  const cloud = Array.from({ length: rows }, (_, i) => `<li><a href="/t/${i}"><span class="t">tag ${i}</span><b class="n">${i}</b><i class="i">x</i></a></li>`).join('');
  return parseDocument(`<!doctype html><html><head><title>Watch</title></head><body><article><h1>The watch story</h1>${paras}</article><ul>${cloud}</ul><p>${prose('tail end')}</p></body></html>`, URL_);
}

describe('Deadline', () => {
  it('never expires without a budget, or with a non-positive / non-finite one', () => {
    for (const budget of [undefined, 0, -5, Infinity, NaN]) {
      const d = new Deadline(budget, 0);
      expect(d.check()).toBe(false);
    }
  });

  it('expires once the budget is spent, and stays expired', () => {
    const d = new Deadline(5, performance.now() - 10);
    expect(d.check()).toBe(true);
    expect(d.expired()).toBe(true);
    expect(d.hit).toBe(true);
  });

  it('reads the clock only every so often in expired(), but does read it', () => {
    const d = new Deadline(1, performance.now() - 10);
    let calls = 0;
    while (!d.expired()) calls++;
    expect(calls).toBeGreaterThan(0); // the first calls answer from the countdown
    expect(calls).toBeLessThan(5000); // …and the clock is read before long
  });
});

describe('watchdog in extract', () => {
  it('stops a long walk and returns the article read so far, marked partial', () => {
    const doc = longPage(3000);
    const full = extractSync(doc, { url: URL_ });
    expect(full.partial).toBeUndefined();

    const cut = extractSync(doc, { url: URL_, deadlineMs: 1 });
    expect(cut.partial).toBe(true);
    // The article comes first in the page: the part read holds its start.
    expect(cut.text).toContain('The watch 1 account');
    // The walk really stops: with its budget spent, it covers a fraction of the page (checked
    // on the nodes walked, not on timings, which a loaded machine makes unreliable here).
    const whole = segment(doc);
    const spent = segment(doc, new Deadline(1, performance.now() - 10));
    expect(whole.cut).toBe(false);
    expect(spent.cut).toBe(true);
    expect(spent.nodes.length).toBeLessThan(whole.nodes.length / 10);
  });

  it('changes nothing when the budget is ample', () => {
    const doc = longPage(200);
    const a = extractSync(doc, { url: URL_ });
    const b = extractSync(doc, { url: URL_, deadlineMs: 60_000 });
    expect(b.text).toBe(a.text);
    expect(b.partial).toBeUndefined();
  });

  it('a cut segmentation is consistent: totals match the nodes walked', () => {
    const doc = longPage(3000);
    const d = new Deadline(1, performance.now() - 2); // already spent: stops at the first clock read
    const seg = segment(doc, d);
    expect(seg.cut).toBe(true);
    expect(seg.nodes.length).toBeLessThan(3000);
    const visibleTextUnits = seg.units.reduce((n, u) => n + u.ownChars, 0);
    expect(seg.root.chars).toBe(visibleTextUnits);
  });
});

describe('open shadow roots', () => {
  function hostPage(mode: 'open' | 'closed', light = ''): { doc: Document; host: Element } {
    const doc = parseDocument(`<!doctype html><html><head><title>Shadow</title></head><body><nav><a href="/">Home</a></nav><x-article id="host">${light}</x-article></body></html>`, URL_);
    const host = doc.getElementById('host')!;
    const root = host.attachShadow({ mode });
    root.innerHTML = `<article><h1>Shadow story</h1><p>${prose('shadow one')}</p><slot></slot><p>${prose('shadow two')}</p></article>`;
    return { doc, host };
  }

  it('reads an open shadow root as page content, and slotted light content once', () => {
    const { doc } = hostPage('open', `<p>${prose('slotted light')}</p>`);
    const before = doc.documentElement.outerHTML;
    const article = extractSync(doc, { url: URL_ });
    expect(article.text).toContain('The shadow one account');
    expect(article.text).toContain('The shadow two account');
    expect(article.text.split('The slotted light account, in its part 1').length - 1).toBe(1);
    expect(doc.documentElement.outerHTML).toBe(before);
  });

  it('counts shadow text in the host and its ancestors', () => {
    const { doc, host } = hostPage('open');
    const seg = segment(doc);
    expect(seg.byElement.get(host)!.chars).toBeGreaterThan(400);
    expect(seg.root.chars).toBe(seg.units.reduce((n, u) => n + u.ownChars, 0));
  });

  it('cannot read a closed shadow root (by design): no content there', () => {
    const { doc } = hostPage('closed');
    expect(() => extractSync(doc, { url: URL_ })).toThrow(NoContentError);
  });
});

describe('frames', () => {
  /** linkedom has no browsing contexts: give an <iframe> the document a browser would. */
  function withFrame(outer: string, inner: string): Document {
    const doc = parseDocument(outer, URL_);
    const frame = doc.querySelector('iframe, frame')!;
    const innerDoc = parseDocument(inner, 'https://watch.example.org/a/frame.html');
    Object.defineProperty(frame, 'contentDocument', { value: innerDoc });
    return doc;
  }
  const inner = `<!doctype html><html><head><title>Inner</title></head><body><article><h1>Framed</h1><p>${prose('framed')}</p><p>${prose('framed more')} <a href="x.html">x</a></p></article></body></html>`;

  it('reads the frame when the page is only a frame around it', () => {
    const doc = withFrame('<!doctype html><html><head><title>Shell</title></head><body><iframe src="frame.html"></iframe></body></html>', inner);
    const article = extractSync(doc, { url: URL_ });
    expect(article.text).toContain('The framed account');
    expect(article.html).toContain('href="https://watch.example.org/a/x.html"');
  });

  it('never mixes a frame into a page that has its own article', () => {
    const doc = withFrame(`<!doctype html><html><head><title>Own</title></head><body><article><p>${prose('own')}</p><iframe src="frame.html"></iframe></article></body></html>`, inner);
    const article = extractSync(doc, { url: URL_ });
    expect(article.text).toContain('The own account');
    expect(article.text).not.toContain('framed');
  });

  it('reads a frameset page through its largest frame', () => {
    const doc = withFrame('<html><head><title>Frames</title></head><frameset cols="20%,80%"><frame src="frame.html"></frameset></html>', inner);
    expect(extractSync(doc, { url: URL_ }).text).toContain('The framed more account');
  });
});
