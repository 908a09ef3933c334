/**
 * The extension end to end: a real article through the popup, copy to clipboard, the page left
 * untouched, a page without content, a restricted page, and hostile HTML rendered safely.
 */
import { test, expect, datasetPage, type ChromeTabs } from './fixtures';

/** A blog post from Readability's test pages; its truth file is the real article text. */
const DATASET = 'mozilla-readability';
const ARTICLE_ID = '001';
const ARTICLE_TITLE = 'Frontend JavaScript Code Covered';
/** A sentence from the middle of the truth text, absent from any navigation. */
const ARTICLE_SENTENCE = 'Blanket.js is an easy to install, easy to configure, and easy to use JavaScript code coverage library';

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

test.describe('Winnow popup', () => {
  test('shows title and body of a real article', async ({ winnow }) => {
    const { html, truth } = datasetPage(DATASET, ARTICLE_ID);
    expect(squash(truth)).toContain(ARTICLE_SENTENCE);
    const { tabId } = await winnow.openPage(winnow.server.serve('/real-article.html', html));
    const popup = await winnow.openPopup(tabId);

    await expect(popup.locator('body')).toHaveAttribute('data-state', 'article');
    await expect(popup.locator('#title')).toContainText(ARTICLE_TITLE);
    expect(squash(await popup.locator('#content').innerText())).toContain(ARTICLE_SENTENCE);
    await expect(popup.locator('#reading')).toContainText('min');
  });

  test('"Copy text" puts title and article text on the clipboard', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const { tabId } = await winnow.openPage(winnow.server.serve('/copy-article.html', html));
    const popup = await winnow.openPopup(tabId);
    await popup.bringToFront();

    await popup.locator('#copy').click();
    await expect(popup.locator('#copy')).toHaveText('Copied');
    const copied = await popup.evaluate(() => navigator.clipboard.readText());

    // The same Article the popup rendered, fetched through the worker like the popup does.
    const article = await popup.evaluate(
      (id) => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: object): Promise<{ article: { title: string; text: string } }> } } })
        .chrome.runtime.sendMessage({ type: 'winnow/extract-tab', tabId: id }),
      tabId,
    );
    expect(copied).toBe(`${article.article.title}\n\n${article.article.text}`);
    expect(squash(copied)).toContain(ARTICLE_SENTENCE);
  });

  test('extraction leaves the page DOM untouched', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const { page, tabId } = await winnow.openPage(winnow.server.serve('/untouched.html', html));
    const snapshot = () => page.evaluate(() => document.documentElement.outerHTML);
    const before = await snapshot();

    const popup = await winnow.openPopup(tabId);
    await expect(popup.locator('body')).toHaveAttribute('data-state', 'article');
    await popup.close();
    await winnow.openPopup(tabId); // a second run re-injects: still no change

    expect(await snapshot()).toBe(before);
  });

  test('a page without main content gets a clear message', async ({ winnow }) => {
    const links = Array.from({ length: 12 }, (_, i) => `<li><a href="/section-${i}">Section ${i}</a></li>`);
    const html = `<!doctype html><html lang="en"><head><title>Index</title></head>
      <body><nav><ul>${links.join('')}</ul></nav></body></html>`;
    const { tabId } = await winnow.openPage(winnow.server.serve('/nav-only.html', html));
    const popup = await winnow.openPopup(tabId);

    await expect(popup.locator('body')).toHaveAttribute('data-state', 'message');
    await expect(popup.locator('#message')).toHaveAttribute('data-error', 'no-content');
    await expect(popup.locator('#message-title')).toHaveText('No article here');
    await expect(popup.locator('#article')).toBeHidden();
  });

  test('a browser page gets the "can\'t run here" message', async ({ winnow }) => {
    const tabId = await winnow.worker.evaluate(async () => {
      const tab = await (globalThis as unknown as ChromeTabs).chrome.tabs.create({ url: 'chrome://version/', active: false });
      return tab.id ?? -1;
    });
    const popup = await winnow.openPopup(tabId);
    await expect(popup.locator('#message')).toHaveAttribute('data-error', 'restricted');
    await expect(popup.locator('#message-title')).toHaveText("Winnow can't read this page");
  });

  test('untrusted HTML in the article cannot run in the popup', async ({ winnow }) => {
    const para = (n: number) =>
      `<p>Paragraph ${n} of a perfectly ordinary story about river barges, locks and the people who keep
       them working through the winter, told at length so that it reads as the page's main content.</p>`;
    const html = `<!doctype html><html lang="en"><head><title>Barges in winter</title></head><body>
      <article><h1>Barges in winter</h1>
        ${para(1)}<img src="x" onerror="window.__winnowPwned = 'img'">
        <script>window.__winnowPwned = 'script'</script>
        ${para(2)}<p onclick="window.__winnowPwned = 'click'">Click the <a href="javascript:window.__winnowPwned='href'">lock keeper</a>.</p>
        <iframe srcdoc="<script>parent.__winnowPwned = 'iframe'</script>"></iframe>
        ${para(3)}<p><a href="https://example.org/barges">More on barges</a></p>${para(4)}${para(5)}
      </article></body></html>`;
    const { tabId } = await winnow.openPage(winnow.server.serve('/hostile.html', html));
    const popup = await winnow.openPopup(tabId);
    await expect(popup.locator('body')).toHaveAttribute('data-state', 'article');

    const report = await popup.evaluate(() => {
      const content = document.getElementById('content')!;
      const all = [...content.querySelectorAll('*')];
      return {
        flag: (window as unknown as { __winnowPwned?: string }).__winnowPwned ?? null,
        dangerous: content.querySelectorAll('script, iframe, object, embed, style').length,
        handlers: all.flatMap((el) => [...el.attributes].map((a) => a.name)).filter((n) => n.startsWith('on')),
        badHrefs: [...content.querySelectorAll('a[href]')].filter((a) => !/^https?:|^mailto:/.test(a.getAttribute('href')!)).length,
        links: [...content.querySelectorAll('a[href]')].map((a) => `${a.getAttribute('target')} ${a.getAttribute('rel')}`),
      };
    });
    expect(report.flag).toBeNull();
    expect(report.dangerous).toBe(0);
    expect(report.handlers).toEqual([]);
    expect(report.badHrefs).toBe(0);
    for (const link of report.links) expect(link).toBe('_blank noopener noreferrer');
  });
});

test('the popup sanitizes hostile article HTML itself, whatever the core returns', async ({ winnow }) => {
  // Replace the worker's answer before the popup's scripts run: only the popup's sanitizer is tested.
  const hostile = `<p onmouseover="window.__winnowPwned='attr'">Safe text</p><script>window.__winnowPwned='script'</script>
    <img src="data:," onerror="window.__winnowPwned='img'"><iframe srcdoc="x"></iframe><svg onload="window.__winnowPwned='svg'"></svg>
    <a href="javascript:window.__winnowPwned='href'">js link</a><a href="https://example.org/">ok link</a>
    <form action="https://example.org"><input name="q"></form><style>body{display:none}</style>`;
  const popup = await winnow.context.newPage();
  await popup.addInitScript((html) => {
    const article = {
      title: 'Hostile', byline: null, published: null, siteName: null, lang: 'en', dir: 'ltr',
      pageType: 'article', leadImage: null, excerpt: '', html, text: 'Safe text', markdown: 'Safe text',
      wordCount: 2, readingMinutes: 1, timings: { total: 0 },
    };
    const runtime = (globalThis as unknown as { chrome: { runtime: Record<string, unknown> } }).chrome.runtime;
    runtime.sendMessage = (_message: unknown, callback?: (r: unknown) => void) => {
      const reply = { ok: true, article };
      if (callback) callback(reply);
      else return Promise.resolve(reply);
    };
  }, hostile);
  await popup.goto(`chrome-extension://${winnow.extensionId}/src/popup/popup.html?tab=1`);
  await expect(popup.locator('body')).toHaveAttribute('data-state', 'article');
  await expect(popup.locator('#content')).toContainText('Safe text');
  await popup.locator('#content p').hover();

  const report = await popup.evaluate(() => {
    const content = document.getElementById('content')!;
    return {
      flag: (window as unknown as { __winnowPwned?: string }).__winnowPwned ?? null,
      dangerous: content.querySelectorAll('script, iframe, svg, form, input, style').length,
      handlers: [...content.querySelectorAll('*')].flatMap((el) => el.getAttributeNames()).filter((n) => n.startsWith('on')),
      hrefs: [...content.querySelectorAll('a')].map((a) => a.getAttribute('href')),
    };
  });
  expect(report).toEqual({ flag: null, dangerous: 0, handlers: [], hrefs: [null, 'https://example.org/'] });
});
