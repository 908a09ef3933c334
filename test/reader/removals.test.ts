// @vitest-environment happy-dom
/**
 * Manual removal: a block of the reading view → the page's template entries, and confirmed
 * entries → blocks dropped from the next page's article (text, HTML, Markdown, counts, trace).
 */
import { extract } from '../../src/core/extract';
import { withMarkdown } from '../../src/core/markdown';
import { applyRemovals, entriesForBlock } from '../../src/reader/removals';
import { anchorRemovals } from '../../src/reader/anchor';
import { REMOVED_BY_USER } from '../../src/reader/blocks';

/** A browser-like document (happy-dom: document.implementation, TreeWalker, as in Chromium). */
const page = (body: string): Document =>
  new DOMParser().parseFromString(`<!doctype html><html lang="en"><head><title>Canals</title></head><body>${body}</body></html>`, 'text/html');

const PROMO = 'Enjoying this story? Our Sunday letter brings one long read about canals to your inbox every week, free of charge.';
const story = (topic: string, promo = `<p>${PROMO}</p>`) => page(`
  <header><a href="/">Waterways Weekly</a></header>
  <article><h1>The ${topic}</h1>
    <p>The ${topic} was built in the eighteenth century to carry coal from the valley mines to the river port, and for a hundred years it did so.</p>
    <p>Boats were pulled by horses along the towpath, and whole families lived aboard, moving goods through a chain of locks that still works.</p>
    ${promo}
    <p>When the railway arrived the traffic faded, but volunteers restored the ${topic} in the seventies and it now carries holiday boats.</p>
    <p>Walkers use the towpath all year round, and the old lock cottages have become cafés, a small museum and a boatyard for narrowboats.</p>
  </article><footer>© Waterways Weekly</footer>`);

describe('manual removal', () => {
  it('maps a removed block to the page units it is made of', () => {
    const entries = entriesForBlock(story('valley canal'), PROMO);
    expect(entries).toEqual([{ tag: 'p', text: PROMO.toLowerCase() }]);
  });

  it('maps a block of several units (a heading and its paragraph) to all of them', () => {
    const box = '<div class="box"><h3>Newsletter</h3><p>Get the Sunday letter, one long read a week.</p></div>';
    const entries = entriesForBlock(story('hill canal', box), 'Newsletter Get the Sunday letter, one long read a week.');
    expect(entries).toEqual([{ tag: 'h3', text: 'newsletter' }, { tag: 'p', text: 'get the sunday letter, one long read a week.' }]);
  });

  it('remembers nothing for text the page units do not cover', () => {
    expect(entriesForBlock(story('valley canal'), 'A sentence that is nowhere on this page at all.')).toEqual([]);
  });

  it('drops the confirmed block from the next page: html, text, markdown, counts and trace', async () => {
    const doc = story('hill canal');
    const article = await extract(doc, { debug: true });
    expect(article.text).toContain('Sunday letter');
    const { article: next, removed } = applyRemovals(doc, article, [{ tag: 'p', text: PROMO.toLowerCase() }]);
    expect(next.markdown).toBe(''); // made by the caller, from the new HTML
    for (const field of [next.html, next.text, withMarkdown(next).markdown]) expect(field).not.toContain('Sunday letter');
    expect(next.text).toContain('volunteers restored the hill canal');
    expect(next.wordCount).toBe(article.wordCount - PROMO.split(' ').length);
    expect(removed).toEqual([expect.objectContaining({ reason: REMOVED_BY_USER, text: PROMO.toLowerCase(), after: 2 })]);
    expect(next.removed?.at(-1)).toMatchObject({ reason: REMOVED_BY_USER });
    // The input article is untouched (its lazy Markdown still has the block).
    expect(article.markdown).toContain('Sunday letter');
  });

  it('keeps a paragraph that merely quotes a removed line among its own words', async () => {
    const quoting = `<p>Readers wrote in about our note "${PROMO}" and most of them said the letter is the best part of their week.</p>`;
    const doc = story('river canal', quoting);
    const article = await extract(doc);
    const { article: next, removed } = applyRemovals(doc, article, [{ tag: 'p', text: PROMO.toLowerCase() }]);
    expect(removed).toEqual([]);
    expect(next).toBe(article);
  });

  it('places the core\'s removed blocks after the article block they followed', async () => {
    const doc = story('valley canal', `<p class="share"><a href="/s/1">Share on one network</a> <a href="/s/2">Share on another</a> <a href="/s/3">Email this story</a></p>`);
    const article = await extract(doc, { debug: true });
    const shown = anchorRemovals(doc, article.html, article.removed ?? []);
    const share = shown.find((r) => r.text.startsWith('Share on one network'));
    expect(share).toBeDefined();
    // Blocks: h1 (0), two paragraphs (1, 2); the share line came after the second paragraph.
    expect(share!.after).toBe(2);
  });
});
