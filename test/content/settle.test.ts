// @vitest-environment happy-dom
/** Reading a page that is still filling in: wait for it to settle, then read again. */
import { readSettled, waitForQuiet } from '../../src/content/settle';

const FAST = { firstMs: 60, quietMs: 30, maxMs: 300 };
const noContent = () => Object.assign(new Error('No main content found on this page.'), { name: 'NoContentError' });
const isNoContent = (err: unknown) => err instanceof Error && err.name === 'NoContentError';
const LONG = 'A paragraph long enough to be an article, with a full sentence or two in it. '.repeat(3);

/** The page's text as a reading: no content while it holds only the spinner. */
function reader(doc: Document) {
  let reads = 0;
  const read = () => {
    reads++;
    const text = doc.body.textContent ?? '';
    if (text.includes('Loading')) throw noContent();
    return { text };
  };
  return { read, reads: () => reads };
}

beforeEach(() => {
  document.body.innerHTML = '<p class="spinner">Loading…</p>';
});

describe('readSettled', () => {
  it('reads again once a page that was waiting for its data has changed and gone quiet', async () => {
    setTimeout(() => (document.body.innerHTML = `<article><p>${LONG}</p></article>`), 40);
    const { read, reads } = reader(document);
    const article = await readSettled(read, isNoContent, document, FAST);
    expect(article.text).toContain('long enough to be an article');
    expect(reads()).toBe(2);
  });

  it('gives the first answer at once when the page is not changing', async () => {
    const { read, reads } = reader(document);
    const started = performance.now();
    await expect(readSettled(read, isNoContent, document, FAST)).rejects.toThrow('No main content');
    expect(reads()).toBe(1);
    expect(performance.now() - started).toBeLessThan(FAST.maxMs);
  });

  it('never waits on a page that already has its article', async () => {
    document.body.innerHTML = `<p>${LONG}</p>`;
    let changed = false;
    setTimeout(() => ((changed = true), document.body.append('x')), 5);
    const article = await readSettled(() => ({ text: document.body.textContent ?? '' }), isNoContent, document, FAST);
    expect(article.text).toContain('long enough');
    expect(changed).toBe(false); // returned before the page's next change
  });

  it('does not retry a reading that failed for another reason', async () => {
    let reads = 0;
    const failing = () => {
      reads++;
      throw new Error('boom');
    };
    await expect(readSettled(failing, isNoContent, document, FAST)).rejects.toThrow('boom');
    expect(reads).toBe(1);
  });
});

describe('waitForQuiet', () => {
  it('stops at the cap on a page that never stops changing', async () => {
    const ticker = setInterval(() => document.body.append('.'), 10);
    const started = performance.now();
    expect(await waitForQuiet(document, { firstMs: 50, quietMs: 50, maxMs: 200 })).toBe(true);
    clearInterval(ticker);
    expect(performance.now() - started).toBeLessThan(400);
  });
});
