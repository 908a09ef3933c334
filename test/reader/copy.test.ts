// @vitest-environment happy-dom
/** The reading view's copy buttons: the article as text or Markdown, headed by title and source. */
import { extractSync } from '../../src/core/extract';
import { buildView, type ViewHooks } from '../../src/reader/view';
import { DEFAULT_SETTINGS } from '../../src/reader/settings';
import { readerTools } from '../../src/reader/tools';
import { asText } from '../../src/reader/export';
import { asMarkdown } from '../../src/reader/export-markdown';

const URL = 'https://example.com/canal';

function view(writeClipboard: ViewHooks['writeClipboard']) {
  const doc = document.implementation.createHTMLDocument('Canal report');
  const body = Array.from({ length: 5 }, (_, i) => `<p>Paragraph ${i} of the <em>canal</em> report, with a <a href="/locks">full sentence</a> in it.</p>`).join('');
  doc.body.innerHTML = `<nav><a href="/">Home</a></nav><article><h1>Canal report</h1>${body}</article>`;
  const article = extractSync(doc, { layout: false, url: URL });
  const root = document.createElement('div');
  document.body.replaceChildren(root);
  buildView(root, article, URL, {
    t: (key) => key, uiLang: 'en', settings: DEFAULT_SETTINGS, saveSettings: () => undefined,
    close: () => undefined, print: () => undefined, removals: () => [], writeClipboard,
    tools: async () => readerTools, storage: { get: async () => ({}), set: async () => undefined },
  });
  const button = (format: string) => root.querySelector<HTMLButtonElement>(`[data-action="copy-${format}"]`)!;
  return { article, button };
}

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('copying from the reading view', () => {
  it('copies the text and the Markdown the exports make, and says so', async () => {
    const copied: string[] = [];
    const { article, button } = view(async (text) => (copied.push(text), true));
    button('text').click();
    button('markdown').click();
    await settle();
    expect(copied).toEqual([asText({ article, url: URL }), asMarkdown({ article, url: URL })]);
    expect(copied[1]).toContain('*canal*');
    expect(copied[1]).toContain(`[full sentence](https://example.com/locks)`);
    expect(copied[0]).not.toContain('Home');
    expect(button('text').textContent).toBe('copied');
  });

  it('says when the clipboard refused', async () => {
    const { button } = view(async () => false);
    button('markdown').click();
    await settle();
    expect(button('markdown').textContent).toBe('copyFailed');
  });
});
