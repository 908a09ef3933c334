/** density.ts: seed 001's text density, symbol density and the per-block score. */
import { describe, expect, it } from 'vitest';
import { densityScores, standardDeviation, symbolDensity, textDensity, MIN_SCORED_CHARS } from '../../src/core/density';
import type { NodeInfo } from '../../src/core/segment';
import { prose, segmentOf } from '../helpers/dom';

/** Only the counts density.ts reads. */
const node = (c: Partial<NodeInfo>): NodeInfo =>
  ({ chars: 0, linkChars: 0, tags: 1, linkTags: 0, punct: 0, ...c }) as NodeInfo;

describe('textDensity', () => {
  it('is non-link characters per non-link tag', () => {
    expect(textDensity(node({ chars: 100, linkChars: 20, tags: 5, linkTags: 1 }))).toBe(20);
    expect(textDensity(node({ chars: 90, tags: 3 }))).toBe(30);
  });

  it('never divides by zero: a node of link tags only divides by 1', () => {
    expect(textDensity(node({ chars: 10, linkChars: 0, tags: 2, linkTags: 2 }))).toBe(10);
  });
});

describe('symbolDensity', () => {
  it('is non-link characters per punctuation mark (plus one)', () => {
    expect(symbolDensity(node({ chars: 100, linkChars: 20, punct: 3 }))).toBe(20);
    expect(symbolDensity(node({ chars: 50, punct: 0 }))).toBe(50);
  });
});

describe('standardDeviation', () => {
  it('is the population standard deviation', () => {
    expect(standardDeviation([2, 4, 4, 4, 5, 5, 7, 9])).toBe(2);
    expect(standardDeviation(new Float64Array([1, 3]))).toBe(1);
  });

  it('is 0 for no values or one value', () => {
    expect(standardDeviation([])).toBe(0);
    expect(standardDeviation([42])).toBe(0);
  });
});

describe('densityScores', () => {
  const body =
    `<div id="article"><p>${prose('alpha')}</p><p>${prose('beta')}</p><p>${prose('gamma')}</p><p>${prose('delta')}</p></div>` +
    '<ul id="links">' +
    ['World news today', 'Business and markets', 'Science and health', 'Sport results', 'Culture and arts']
      .map((t) => `<li>Section: <a href="/${t.length}">${t}</a></li>`).join('') +
    '</ul>' +
    // Many tags, little text per tag, almost no punctuation: a tag cloud.
    `<div id="cloud">${Array.from({ length: 12 }, (_, i) => `<span><b>tag${i}</b></span>`).join(' ')}</div>`;

  it('ranks a paragraph-rich article div above a link list and a tag cloud', () => {
    const { seg, at } = segmentOf(body);
    const scores = densityScores(seg);
    const article = scores[at('#article').index];
    const links = scores[at('#links').index];
    const cloud = scores[at('#cloud').index];
    // The link list's non-link text ("Section:" ×5 = 40 chars) is enough to be scored at all.
    expect(at('#links').chars - at('#links').linkChars).toBeGreaterThanOrEqual(MIN_SCORED_CHARS);
    expect(article).toBeGreaterThan(0);
    expect(article).toBeGreaterThan(links);
    expect(article).toBeGreaterThan(cloud);
    // The article beats each of its own paragraphs (log10(P + 2) rewards paragraph count).
    for (const p of Array.from(at('#article').el.querySelectorAll('p'))) {
      expect(article).toBeGreaterThan(scores[seg.byElement.get(p)!.index]);
    }
  });

  it('scores 0 for inline elements, hidden blocks and blocks under MIN_SCORED_CHARS', () => {
    const { seg, at } = segmentOf(
      `<p id="short">Too short.</p><div id="hid" hidden><p>${prose('hidden')}</p></div>` +
        `<p id="long">${prose('long')} <span id="inline">${prose('inline')}</span></p>`,
    );
    const scores = densityScores(seg);
    expect(scores[at('#short').index]).toBe(0);
    expect(scores[at('#hid').index]).toBe(0);
    expect(scores[at('#inline').index]).toBe(0);
    expect(scores[at('#long').index]).toBeGreaterThan(0);
    expect(scores.length).toBe(seg.nodes.length);
  });
});
