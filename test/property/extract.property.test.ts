/**
 * Properties of the engine over random pages (fast-check): what holds for every page, not for
 * the pages someone thought of. Failures shrink to a small page and print its seed.
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { extractSync } from '../../src/core/extract';
import { segment } from '../../src/core/segment';
import { NoContentError, type Article } from '../../src/core/types';
import { parseDocument } from '../../src/lib/dom';
import { swallowedPage } from '../../src/core/recover';
import { boundedDistance, codePoints, isSimilar, mayBeWithin, similarityBound } from '../../src/core/similarity';
import { pageArb, textArb } from './arbitrary';

const URL_ = 'https://prop.example.org/a/page.html';
/** Runs per property: enough to meet the odd cases, few enough for a quick `npm run test:unit`. */
const RUNS = Number(process.env.WINNOW_PROPERTY_RUNS ?? 120);
/** Vitest's timeout per property: the runs take a few seconds on a busy 2-core machine. */
const PROPERTY_TIMEOUT_MS = 120_000;
/** A sentence of the prose paragraph pageArb puts in most pages. */
const PROSE_SENTENCE = 'The harbour crews worked through the long winter';

function tryExtract(html: string): Article | null {
  try {
    return extractSync(parseDocument(html, URL_), { url: URL_ });
  } catch (err) {
    if (err instanceof NoContentError) return null;
    throw err;
  }
}

/** Is `needle` a subsequence of `hay` (characters in order, gaps allowed)? */
function isSubsequence(needle: string, hay: string): boolean {
  let j = 0;
  for (let i = 0; i < hay.length && j < needle.length; i++) if (hay[i] === needle[j]) j++;
  return j === needle.length;
}
const squash = (s: string) => s.replace(/\s+/g, '');

/** The page's text in document order (every text node, <head> included). */
function pageText(doc: Document): string {
  const out: string[] = [];
  const walk = (n: Node) => {
    for (let c = n.firstChild; c; c = c.nextSibling) {
      if (c.nodeType === 3) out.push(c.nodeValue || '');
      else if (c.nodeType === 1) walk(c);
    }
  };
  walk(doc.documentElement);
  return out.join('');
}

/** The clean output's vocabulary, written down independently of assemble.ts. */
const ALLOWED_TAGS = new Set([
  'article', 'p', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'ul', 'ol', 'li', 'dl', 'dt', 'dd', 'blockquote',
  'pre', 'figure', 'figcaption', 'table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'hr',
  'details', 'summary', 'address', 'a', 'em', 'strong', 'b', 'i', 'u', 's', 'del', 'ins', 'sub', 'sup',
  'mark', 'small', 'code', 'kbd', 'samp', 'var', 'q', 'cite', 'abbr', 'time', 'dfn', 'bdi', 'bdo',
  'ruby', 'rt', 'rp', 'img', 'br',
  // MathML presentation elements (never mglyph, annotation-xml or HTML inside a formula).
  'math', 'semantics', 'mrow', 'mi', 'mn', 'mo', 'mtext', 'mspace', 'ms', 'msup', 'msub', 'msubsup',
  'mfrac', 'msqrt', 'mroot', 'mover', 'munder', 'munderover', 'mtable', 'mtr', 'mtd', 'mstyle',
  'mpadded', 'mphantom', 'menclose', 'mfenced', 'mmultiscripts', 'mprescripts', 'none',
]);
const ALLOWED_ATTRS = new Set(['href', 'src', 'alt', 'title', 'width', 'height', 'colspan', 'rowspan', 'scope', 'start', 'reversed', 'datetime', 'lang', 'dir', 'class', 'xmlns',
  'display', 'mathvariant', 'displaystyle', 'scriptlevel', 'fence', 'separator', 'stretchy', 'lspace', 'rspace', 'accent', 'accentunder',
  'columnalign', 'rowalign', 'columnspan', 'linethickness', 'notation', 'encoding', 'open', 'close', 'separators']);
const SAFE_URL = /^(?:https?:|mailto:|ftp:|tel:|#|data:image\/(?:png|jpe?g|gif|webp|avif);)/i;

/**
 * Markdown minus code blocks and code spans (their text is literal in every renderer). A code
 * span opens and closes with backtick runs of the same length (CommonMark): one made of `` may
 * hold single backticks, as in "`` `a`<b ``", which is all code.
 */
const outsideCode = (md: string): string =>
  md.replace(/```[\s\S]*?```/g, '').replace(/(?<!`)(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, '');

describe('extraction properties', () => {
  it('reads only what the page has: the output text is a subsequence of the page text', () => {
    fc.assert(
      fc.property(pageArb, (html) => {
        const doc = parseDocument(html, URL_);
        const article = tryExtract(html);
        if (!article) return;
        // Character level, spaces aside: the reader may drop text and add line breaks, never
        // invent, reorder or duplicate text. (The headline comes first; it precedes the body
        // in these pages.) A page whose markup a raw-text element swallowed is read from that
        // markup parsed again (recover.ts), entities decoded: its text is that document's.
        const read = swallowedPage(doc) ?? doc;
        expect(isSubsequence(squash(article.text), squash(pageText(read)))).toBe(true);
      }),
      { numRuns: RUNS },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('never changes the page', () => {
    fc.assert(
      fc.property(pageArb, (html) => {
        const doc = parseDocument(html, URL_);
        const before = doc.documentElement.outerHTML;
        try {
          void extractSync(doc, { url: URL_, debug: true }).markdown;
        } catch (err) {
          if (!(err instanceof NoContentError)) throw err;
        }
        expect(doc.documentElement.outerHTML).toBe(before);
      }),
      { numRuns: RUNS },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('keeps a page\'s "<" inside code as code in Markdown (a shrunk counterexample)', () => {
    // Nested <code>: turndown opens a `` span that holds single backticks; the "<" is code.
    const article = tryExtract('<!doctype html><html><head><title>.</title></head><body><div><span><code><span><code>the</code>&lt;</span>the</code></span></div></body></html>');
    expect(article?.markdown).toBe('`` `the`<the ``');
    expect(outsideCode(article!.markdown)).toBe('');
  });

  it('emits only allow-listed elements, attributes and URL schemes', () => {
    fc.assert(
      fc.property(pageArb, (html) => {
        const article = tryExtract(html);
        if (!article) return;
        const out = parseDocument(`<!doctype html><html><body>${article.html}</body></html>`);
        for (const el of Array.from(out.body.querySelectorAll('*'))) {
          expect(ALLOWED_TAGS).toContain(el.localName);
          for (const a of Array.from(el.attributes)) {
            expect(ALLOWED_ATTRS).toContain(a.name);
            if (a.name === 'href' || a.name === 'src') expect(a.value).toMatch(SAFE_URL);
          }
        }
        // Markdown is HTML to the next renderer: no live tag (page text '<img …>' is escaped as
        // \\<img; code spans and blocks are literal) and no link to a script URL.
        expect(outsideCode(article.markdown)).not.toMatch(/(?:^|[^\\])<[a-z!/?]/im);
        expect(article.markdown).not.toMatch(/\]\(\s*<?\s*(?:javascript|vbscript|data:text)/i);
      }),
      { numRuns: RUNS },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('is idempotent on its own output: re-extraction adds nothing and keeps the prose', () => {
    const reread = (a: Article) =>
      tryExtract(`<!doctype html><html><head><title>${a.title.replace(/</g, '&lt;')}</title></head><body>${a.html}</body></html>`);
    fc.assert(
      fc.property(pageArb, (html) => {
        const first = tryExtract(html);
        if (!first) return;
        const second = reread(first);
        // A page whose output was a stray word or two may have nothing left the second time.
        if (!second) return void expect(first.text).not.toContain(PROSE_SENTENCE);
        // Nothing new appears, and the page's prose stays. Other lines may go: text outside any
        // block becomes a <p> of its own in the output, and a short or link-only last <p> is
        // chrome to the second pass (found by this property; see the hardening notes).
        expect(isSubsequence(squash(second!.text), squash(first.text))).toBe(true);
        if (first.text.includes(PROSE_SENTENCE)) expect(second!.text).toContain(PROSE_SENTENCE);
        // Not asserted: that a second round trip changes nothing more. On random markup it can
        // (a link-only line judged content in one structure and chrome in the next); the
        // counterexamples are in the hardening notes of issue 7.
      }),
      { numRuns: RUNS },
    );
  }, PROPERTY_TIMEOUT_MS);

  it('segment: the root counts exactly the visible text of its units', () => {
    fc.assert(
      fc.property(pageArb, (html) => {
        const seg = segment(parseDocument(html, URL_));
        expect(seg.root.chars).toBe(seg.units.reduce((n, u) => n + u.ownChars, 0));
        for (const n of seg.nodes) if (n.parent >= 0) expect(n.parent).toBeLessThan(n.index);
      }),
      { numRuns: RUNS },
    );
  }, PROPERTY_TIMEOUT_MS);
});

/** Plain Levenshtein, the textbook O(n·m) table: the reference the bounded version must match. */
function levenshtein(a: number[], b: number[]): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    for (let j = 1; j <= b.length; j++) cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    prev = cur;
  }
  return prev[b.length];
}

describe('similarity properties (seed 000)', () => {
  /** Pairs that are often close: a text and a few edits of it. */
  const pairArb = textArb.chain((a) =>
    fc.tuple(fc.constant(a), fc.array(fc.tuple(fc.nat(), fc.constantFrom('', 'x', '年', '9', ' ')), { maxLength: 4 }).map((edits) => {
      const cps = Array.from(a);
      for (const [at, ch] of edits) cps.splice(at % (cps.length + 1), ch ? 0 : 1, ...(ch ? [ch] : []));
      return cps.join('');
    })),
  );

  it('is symmetric', () => {
    fc.assert(fc.property(fc.oneof(pairArb, fc.tuple(textArb, textArb)), ([a, b]) => {
      expect(isSimilar(a, b)).toBe(isSimilar(b, a));
    }), { numRuns: 500 });
  });

  it('the banded distance equals Levenshtein up to the bound', () => {
    fc.assert(fc.property(fc.oneof(pairArb, fc.tuple(textArb, textArb)), fc.nat({ max: 12 }), ([a, b], bound) => {
      const ca = codePoints(a);
      const cb = codePoints(b);
      expect(boundedDistance(ca, cb, bound)).toBe(Math.min(levenshtein(ca, cb), bound + 1));
    }), { numRuns: 500 });
  });

  it('the pigeonhole filter never rejects a pair within the bound', () => {
    fc.assert(fc.property(fc.oneof(pairArb, fc.tuple(textArb, textArb)), fc.nat({ max: 12 }), ([a, b], bound) => {
      if (levenshtein(codePoints(a), codePoints(b)) <= bound) expect(mayBeWithin(a, b, bound)).toBe(true);
    }), { numRuns: 1000 });
  });

  it('matches exactly the pairs within the seed\'s bound', () => {
    fc.assert(fc.property(pairArb, ([a, b]) => {
      const ca = codePoints(a);
      const cb = codePoints(b);
      const expected = a === b || levenshtein(ca, cb) <= similarityBound(ca.length, cb.length) && similarityBound(ca.length, cb.length) > 0;
      expect(isSimilar(a, b)).toBe(expected);
    }), { numRuns: 500 });
  });
});
