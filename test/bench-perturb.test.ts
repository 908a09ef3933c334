// The bench's river perturbation (bench/perturb.mjs): a river of teaser cards placed beside the
// story, the same for every run of a page, and only on article pages.
import { describe, it, expect } from 'vitest';
import { parseHTML } from 'linkedom';
import { perturbHtml, perturbationOf, PERTURB_KINDS } from '../bench/perturb.mjs';

const para = (i: number) => `<p>Paragraph ${i} of the story tells, in a long sentence of its own, what the council decided and why.</p>`;
const PAGE = `<!doctype html><html><body><nav><a href="/">Home</a></nav><main><article id="story">${[1, 2, 3].map(para).join('')}</article><div id="after">Footer note</div></main></body></html>`;
const TRUTH = [1, 2, 3].map((i) => `Paragraph ${i} of the story tells, in a long sentence of its own, what the council decided and why.`).join('\n');

function riverOf(html: string) {
  const { document } = parseHTML(html);
  const box = document.querySelector('section');
  return { document, box, cards: box ? box.querySelectorAll('a[href^="/story/"]').length : 0 };
}

describe('river perturbation', () => {
  it('puts the river after the story, at its end, or at the end of the body', () => {
    const after = riverOf(perturbHtml(PAGE, 'river-after', TRUTH, 'p1').html);
    expect(after.box!.previousElementSibling!.id).toBe('story');
    const inside = riverOf(perturbHtml(PAGE, 'river-inside', TRUTH, 'p1').html);
    expect(inside.box!.parentElement!.id).toBe('story');
    const end = riverOf(perturbHtml(PAGE, 'river-end', TRUTH, 'p1').html);
    expect(end.box!.parentElement!.tagName).toBe('BODY');
    for (const r of [after, inside, end]) expect(r.cards).toBeGreaterThanOrEqual(6);
  });

  it('draws the same river for the same page and kind, and keeps the story', () => {
    expect(perturbHtml(PAGE, 'river-after', TRUTH, 'p1').html).toBe(perturbHtml(PAGE, 'river-after', TRUTH, 'p1').html);
    expect(perturbHtml(PAGE, 'river-after', TRUTH, 'p1').html).not.toBe(perturbHtml(PAGE, 'river-after', TRUTH, 'p2').html);
    const { document } = parseHTML(perturbHtml(PAGE, 'river-end', TRUTH, 'p1').html);
    expect(document.querySelectorAll('#story p')).toHaveLength(3);
  });

  it('leaves a page whose story it cannot find as it was, and rejects unknown kinds', () => {
    const r = perturbHtml(PAGE, 'river-after', 'words that are nowhere on the page at all', 'p1');
    expect(r.perturbed).toBe(false);
    expect(r.html).toBe(PAGE);
    expect(() => perturbHtml(PAGE, 'river-sideways', TRUTH, 'p1')).toThrow(/unknown perturbation/);
    expect(PERTURB_KINDS).toContain('river-end');
  });

  it('writes a Chinese river under a Chinese story', () => {
    const zh = '今年春天，城南老街的三十多家手工作坊重新开门营业，街道办事处说，修缮工程比原计划提前了两个月完成，所用的石料大多来自拆下的旧路面，作坊主们都很高兴。';
    const html = `<!doctype html><html><body><div id="story"><p>${zh}</p><p>${zh}</p></div></body></html>`;
    const { box } = riverOf(perturbHtml(html, 'river-after', `${zh}\n${zh}`, 'z').html);
    expect(box!.textContent).toMatch(/\p{sc=Han}{10}/u);
    expect(box!.textContent).not.toMatch(/\b(council|market|season)\b/);
  });

  it('perturbs article pages only', () => {
    expect(perturbationOf({ pageType: 'article' }, 'river-end')).toBe('river-end');
    expect(perturbationOf({ pageType: null }, 'river-end')).toBe('river-end');
    expect(perturbationOf({ pageType: 'listing' }, 'river-end')).toBeUndefined();
    expect(perturbationOf({ pageType: 'article' }, undefined)).toBeUndefined();
  });
});
