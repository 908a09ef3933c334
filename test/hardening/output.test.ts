/**
 * Output hardening found by the hostile corpus: MathML cannot smuggle HTML elements into the
 * clean article, and Markdown never throws (a throwing getter broke the popup's messaging).
 */
import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { toMarkdown } from '../../src/core/markdown';
import { parseDocument } from '../../src/lib/dom';
import { XSS_VECTORS, prose } from './corpus';

const URL_ = 'https://out.example.org/story.html';
const articleWith = (inner: string) =>
  `<!doctype html><html><head><title>Out</title></head><body><article><h1>Out</h1><p>${prose('before')}</p>${inner}<p>${prose('after')}</p></article></body></html>`;

/** Markdown minus code blocks and code spans (their text is literal in every renderer). */
const outsideCode = (md: string): string => md.replace(/```[\s\S]*?```/g, '').replace(/`[^`\n]*`/g, '');

describe('MathML in the clean article', () => {
  it('keeps formulas and drops HTML smuggled inside them', () => {
    const a = extractSync(parseDocument(articleWith('<p>Where <math><mi>x</mi><mo>=</mo><mtext>two <table><tr><td>cell</td></tr></table><style>p{}</style><mglyph></mglyph></mtext></math> holds.</p>'), URL_), { url: URL_ });
    expect(a.html).toContain('<math xmlns="http://www.w3.org/1998/Math/MathML"><mi>x</mi><mo>=</mo><mtext>two cell</mtext></math>');
    expect(a.html).not.toMatch(/<(?:table|style|mglyph)/);
  });
});

describe('Markdown', () => {
  it('falls back to escaped text when the converter fails, instead of throwing', () => {
    // turndown-plugin-gfm throws on an empty table inside MathML.
    const md = toMarkdown('<p>Before</p><math><mtext><table></table></mtext></math><p>After * star</p>');
    expect(md).toContain('Before');
    expect(md).toContain('After \\* star');
  });

  it(`every one of the ${XSS_VECTORS.length} XSS vectors: the article serialises, Markdown included`, () => {
    for (const v of XSS_VECTORS) {
      const doc = parseDocument(articleWith(v), URL_);
      const a = extractSync(doc, { url: URL_ });
      const json = JSON.parse(JSON.stringify(a)) as { markdown: string; text: string };
      // Unless the vector swallowed it (an unclosed <plaintext> or <style> turns the rest of the
      // page into raw text, by the HTML spec; an unclosed <noscript> hides it), the closing
      // paragraph is a visible paragraph: it is kept.
      const closing = Array.from(doc.querySelectorAll('p')).some((p) => !p.closest('noscript') && (p.textContent || '').startsWith('The after account'));
      if (closing) expect(json.text, v).toContain('The after account');
      // Markdown is HTML to the next renderer: no live tag (page text '<img …>' is escaped as
      // \\<img; code spans and blocks are literal) and no link to a script URL.
      expect(outsideCode(json.markdown)).not.toMatch(/(?:^|[^\\])<[a-z!/?]/im);
      expect(json.markdown).not.toMatch(/\]\(\s*<?\s*(?:javascript|vbscript|data:text)/i);
    }
  });
});
