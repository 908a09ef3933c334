// The quick loop's peers (bench/node-dom.mjs peerExtract): Readability.js and Defuddle run in Node
// through the browser bench's own in-page code, so their text is made as the browser bench makes it.
import { describe, it, expect } from 'vitest';
import { parseHTML } from 'linkedom';
import { readFileSync } from 'node:fs';
import { peerExtract } from '../bench/node-dom.mjs';

const html = readFileSync(new URL('./fixtures/unseen/story-with-gallery.html', import.meta.url), 'utf8');

describe('peers in the quick loop', () => {
  for (const name of ['readability', 'defuddle']) {
    it(`${name} reads the story, one block per line, without the site's menu`, async () => {
      const extract = await peerExtract(name);
      const { text } = await extract(parseHTML(html).document);
      expect(text).toContain('More than ninety thousand people came to the harbour festival');
      expect(text).not.toContain('About us');
      // Paragraphs end lines: the HTML-to-text step ran, not a raw textContent.
      expect(text.split('\n').some((l) => l.startsWith('The council had closed the coast road'))).toBe(true);
    });
  }

  it('refuses a peer it cannot run in Node', async () => {
    await expect(peerExtract('fulltext')).rejects.toThrow(/unknown Node peer/);
  });
});
