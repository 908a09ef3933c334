// The filter list (filters.ts): every filter only labels, the pipeline alone removes, times each
// filter under its name and skips the ones switched off or not meant for the page's reading.
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { FILTERS } from '../../src/core/filters';
import { segment } from '../../src/core/segment';
import { select } from '../../src/core/select';
import { subtreeEnds } from '../../src/core/tree';
import { doc, unseenHtml as html } from '../helpers/dom';

const noLayout = { available: false, pageWidth: 0, pageHeight: 0 };

describe('the filter list', () => {
  it('filters label without touching the selection', () => {
    const d = doc(html('comments-hashed.html'));
    const title = d.title;
    const seg = segment(d);
    const sel = select(seg, noLayout, title);
    const before = new Map(sel.removed);
    const input = { seg, sel, article: sel, pageType: 'article' as const, title, shownTitle: title, published: null, ends: subtreeEnds(seg), template: null };
    const labelled = FILTERS.map((f) => f.run(input).size);
    expect(new Map(sel.removed)).toEqual(before);
    // The comment run and the headline are there to be labelled on this page.
    expect(labelled[FILTERS.findIndex((f) => f.name === 'comments')]).toBeGreaterThan(0);
    expect(labelled[FILTERS.findIndex((f) => f.name === 'title')]).toBe(1);
  });

  it('times each filter under its name, and not when switched off', async () => {
    const on = await extract(doc(html('comments-hashed.html')));
    for (const f of FILTERS.filter((x) => x.name !== 'template')) expect(on.timings[f.name]).toBeTypeOf('number');
    const off = await extract(doc(html('comments-hashed.html')), { disable: ['comments', 'forms'] });
    expect(off.timings.comments).toBeUndefined();
    expect(off.timings.forms).toBeUndefined();
    expect(off.timings.title).toBeTypeOf('number');
  });

  it('runs article-only filters on article readings only', async () => {
    const a = await extract(doc(html('comments-hashed.html')), { pageType: 'forum' });
    expect(a.timings.comments).toBeUndefined();
  });
});
