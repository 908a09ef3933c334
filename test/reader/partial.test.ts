// @vitest-environment happy-dom
/**
 * An article the watchdog cut short (Article.partial, see test/hardening/watchdog.test.ts) says
 * so in the reading view's header; a whole one does not.
 */
import { extractSync } from '../../src/core/extract';
import { buildView, type ViewHooks } from '../../src/reader/view';
import { DEFAULT_SETTINGS } from '../../src/reader/settings';
import { readerTools } from '../../src/reader/tools';
import type { Article } from '../../src/core/types';

function article(): Article {
  const doc = document.implementation.createHTMLDocument('Canal report');
  const body = Array.from({ length: 6 }, (_, i) => `<p>Paragraph ${i} of the canal report, with a full sentence of text in it.</p>`).join('');
  doc.body.innerHTML = `<article><h1>Canal report</h1>${body}</article>`;
  return extractSync(doc, { layout: false });
}

const hooks = (): ViewHooks => ({
  t: (key) => key,
  uiLang: 'en',
  settings: DEFAULT_SETTINGS,
  saveSettings: () => undefined,
  close: () => undefined,
  print: () => undefined,
  removals: () => [],
  tools: async () => readerTools,
  storage: { get: async () => ({}), set: async () => undefined },
  writeClipboard: async () => true,
});

function headerOf(a: Article): string {
  const root = document.createElement('div');
  document.body.append(root);
  buildView(root, a, 'https://example.com/canal', hooks());
  const header = root.querySelector('header.meta')?.textContent ?? '';
  root.remove();
  return header;
}

describe('the reading view of a partial article', () => {
  it('shows the partial notice in the header', () => {
    expect(headerOf({ ...article(), partial: true })).toContain('partialNotice');
  });

  it('a whole article has no notice', () => {
    const whole = article();
    expect(whole.partial).toBeUndefined();
    expect(headerOf(whole)).not.toContain('partialNotice');
  });
});
