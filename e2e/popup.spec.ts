/**
 * The extension end to end: a real article through the popup, copy as text / Markdown / HTML
 * read back from the clipboard, both downloads, the context menu's "Copy clean text", the
 * per-site learning switch, the page left untouched, a page without content, a restricted page,
 * and hostile HTML rendered safely.
 */
import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { resolve } from 'node:path';
import { test, expect, datasetPage, extractViaWorker, DIST, type ChromeTabs } from './fixtures';
import { dispatchMenu, forgetEverything } from './reader-helpers';
import { toMarkdown } from '../src/core/markdown';
import type { Article } from '../src/core/types';

/** A blog post from Readability's test pages; its truth file is the real article text. */
const DATASET = 'mozilla-readability';
const ARTICLE_ID = '001';
const ARTICLE_TITLE = 'Frontend JavaScript Code Covered';
/** A sentence from the middle of the truth text, absent from any navigation. */
const ARTICLE_SENTENCE = 'Blanket.js is an easy to install, easy to configure, and easy to use JavaScript code coverage library';

const squash = (s: string): string => s.replace(/\s+/g, ' ').trim();

/** The Article of a tab as the popup gets it: asked of the worker, from the popup's page. */
async function workerArticle(popup: Page, tabId: number): Promise<Article> {
  const reply = await extractViaWorker<{ article: Article }>(popup, tabId);
  return reply.article;
}

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

  test('copies text, Markdown and HTML, each with the title and the source URL', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const url = winnow.server.serve('/copy-article.html', html);
    const { tabId } = await winnow.openPage(url);
    const popup = await winnow.openPopup(tabId);
    await popup.bringToFront();
    // The same Article the popup rendered, fetched through the worker like the popup does.
    const { title, text, markdown, html: articleHtml } = await workerArticle(popup, tabId);
    const clipboardText = () => popup.evaluate(() => navigator.clipboard.readText());

    await popup.locator('#copy').click();
    await expect(popup.locator('#copy')).toHaveText('Copied');
    const copied = await clipboardText();
    expect(copied.split('\n').slice(0, 2)).toEqual([title, url]);
    expect(squash(copied)).toContain(ARTICLE_SENTENCE);
    // The body is the article's text, without a second copy of the title.
    expect(squash(copied)).toBe(squash(`${title}\n${url}\n\n${text.replace(/^.*Frontend JavaScript Code Covered.*\n/, '')}`));

    await popup.locator('#copy-md').click();
    await expect(popup.locator('#copy-md')).toHaveText('Copied');
    const md = await clipboardText();
    expect(md.startsWith(`# ${title}\n\n<${url}>\n\n`)).toBe(true);
    expect(md).toContain('[code coverage](http://en.wikipedia.org/wiki/Code_coverage)');
    // The script injected in the page carries no Markdown converter: the article arrives without
    // Markdown, and the popup makes it from the HTML. Exactly the core's turndown + GFM output,
    // under the export's own title and source.
    expect(markdown).toBe('');
    expect(md).toBe(`# ${title}\n\n<${url}>\n\n${toMarkdown(articleHtml).replace(/^# .*\n+/, '')}\n`);

    await popup.locator('#copy-html').click();
    await expect(popup.locator('#copy-html')).toHaveText('Copied');
    const rich = await popup.evaluate(async () => {
      const [item] = await navigator.clipboard.read();
      const read = async (type: string) => (item.types.includes(type) ? (await item.getType(type)).text() : null);
      return { types: item.types, html: await read('text/html'), plain: await read('text/plain') };
    });
    expect(rich.types).toEqual(expect.arrayContaining(['text/html', 'text/plain']));
    const doc = await popup.evaluate((h) => {
      const d = new DOMParser().parseFromString(h, 'text/html');
      return { h1: d.querySelector('h1')?.textContent, source: d.querySelector('a')?.getAttribute('href'), scripts: d.querySelectorAll('script').length, text: d.body.textContent };
    }, rich.html!);
    expect(doc.h1).toBe(title);
    expect(doc.source).toBe(url);
    expect(doc.scripts).toBe(0);
    expect(squash(doc.text ?? '')).toContain(ARTICLE_SENTENCE);
    expect(rich.plain?.split('\n').slice(0, 2)).toEqual([title, url]);
  });

  test('downloads the article as .md and as .html', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const url = winnow.server.serve('/download-article.html', html);
    const { tabId } = await winnow.openPage(url);
    const popup = await winnow.openPopup(tabId);
    const save = async (button: string) => {
      const [download] = await Promise.all([popup.waitForEvent('download'), popup.locator(button).click()]);
      const path = await download.path();
      return { name: download.suggestedFilename(), body: readFileSync(path, 'utf8') };
    };
    const md = await save('#download-md');
    expect(md.name).toBe('Get-your-Frontend-JavaScript-Code-Covered.md');
    expect(md.body.startsWith(`# Get your Frontend JavaScript Code Covered\n\n<${url}>\n\n`)).toBe(true);
    expect(md.body).toContain('**[Blanket.js](http://blanketjs.org/)** is an *easy to install, easy to configure, and easy to use JavaScript code coverage library');

    const page = await save('#download-html');
    expect(page.name).toBe('Get-your-Frontend-JavaScript-Code-Covered.html');
    expect(page.body).toMatch(/^<!doctype html>/);
    expect(page.body).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
    expect(page.body).toContain(`<a href="${url}">`);
    // The saved file renders on its own: open it and read it back.
    const viewer = await winnow.context.newPage();
    await viewer.setContent(page.body);
    await expect(viewer.locator('h1')).toHaveText('Get your Frontend JavaScript Code Covered');
    expect(squash(await viewer.locator('article').innerText())).toContain(ARTICLE_SENTENCE);
    await viewer.close();
  });

  test('the context menu\'s "Copy clean text" copies without opening the popup', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    await forgetEverything(winnow.context, winnow.extensionId);
    const url = winnow.server.serve('/menu-article.html', html);
    const { page, tabId } = await winnow.openPage(url);
    await page.bringToFront();
    await page.evaluate(() => navigator.clipboard.writeText('before'));
    const before = await page.evaluate(() => document.documentElement.outerHTML);
    expect(await dispatchMenu(winnow.worker, 'winnow-copy-text', tabId)).toBe(true);
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.split('\n').slice(0, 2)).toEqual(['Get your Frontend JavaScript Code Covered', url]);
    expect(squash(copied)).toContain(ARTICLE_SENTENCE);
    expect(await page.evaluate(() => document.documentElement.outerHTML)).toBe(before);
  });

  test('the per-site learning switch reads and writes the worker\'s store', async ({ winnow }) => {
    const { html } = datasetPage(DATASET, ARTICLE_ID);
    const { tabId } = await winnow.openPage(winnow.server.serve('/learning-switch.html', html));
    const popup = await winnow.openPopup(tabId);
    const toggle = popup.locator('#learning-switch');
    await expect(toggle).toBeVisible();
    await expect(toggle).toBeChecked();
    await expect(popup.locator('#learning-site')).toHaveText(new URL(winnow.server.origin).host);
    await toggle.uncheck();
    const ask = () => popup.evaluate((site) => (globalThis as unknown as { chrome: { runtime: { sendMessage(m: object): Promise<{ enabled: boolean }> } } })
      .chrome.runtime.sendMessage({ type: 'winnow/get-site-learning', site }), winnow.server.origin);
    await expect.poll(async () => (await ask()).enabled).toBe(false);
    const again = await winnow.openPopup(tabId);
    await expect(again.locator('#learning-switch')).not.toBeChecked();
    await again.locator('#learning-switch').check();
    await expect.poll(async () => (await ask()).enabled).toBe(true);
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

  test('a list page shows its items: linked titles in page order', async ({ winnow }) => {
    // Hacker News' front page (wcxb-dev 2911): thirty stories and no prose, read as a list.
    const { html } = datasetPage('wcxb-dev', '2911');
    const { tabId } = await winnow.openPage(winnow.server.serve('/list-page.html', html));
    const popup = await winnow.openPopup(tabId);

    await expect(popup.locator('body')).toHaveAttribute('data-state', 'article');
    const items = popup.locator('#content ol.items > li.item');
    expect(await items.count()).toBeGreaterThanOrEqual(20);
    const first = items.first().locator('h2.item__title a');
    await expect(first).toHaveText('SigNoz (YC W21) is hiring for engineering, growth and product roles');
    await expect(first).toHaveAttribute('href', 'https://signoz.io/careers');
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
    // Page order: the second story follows the first.
    await expect(items.nth(1).locator('h2.item__title')).not.toHaveText(await first.innerText());
  });

  test('the page-type classifier runs in the extension: article, list and forum verdicts', async ({ winnow }) => {
    // The verdict travels with the Article the popup gets from the worker (Article.pageType).
    const verdict = async (dataset: string, id: string): Promise<{ pageType: string; items: number; posts: number }> => {
      const { html } = datasetPage(dataset, id);
      const { tabId } = await winnow.openPage(winnow.server.serve(`/type-${dataset}-${id}.html`, html));
      const popup = await winnow.openPopup(tabId);
      const article = await workerArticle(popup, tabId);
      await popup.close();
      return { pageType: article.pageType, items: article.items?.length ?? 0, posts: article.posts?.length ?? 0 };
    };
    expect(await verdict(DATASET, ARTICLE_ID)).toEqual({ pageType: 'article', items: 0, posts: 0 });
    // A news index whose entries carry prose (wcxb-dev 0082): the model's verdict is list, not
    // the prose-less fallback's; its items hold prose, so the text keeps the article reading.
    expect((await verdict('wcxb-dev', '0082')).pageType).toBe('list');
    // Hacker News' jobs page (wcxb-dev 2911): typed list and read as its items.
    const list = await verdict('wcxb-dev', '2911');
    expect(list.pageType).toBe('list');
    expect(list.items).toBeGreaterThanOrEqual(20);
    const forum = await verdict('wcxb-dev', '4316');
    expect(forum.pageType).toBe('forum');
    expect(forum.posts).toBeGreaterThanOrEqual(10);
  });

  test('a forum thread shows its posts, each under its author and date', async ({ winnow }) => {
    // finewoodworking.com (wcxb-dev 4316): "Beginning woodworking", first answered by BMilton on
    // 24 Feb 2006. A static page: Discourse threads need their scripts to show posts in a browser.
    const { html } = datasetPage('wcxb-dev', '4316');
    const { tabId } = await winnow.openPage(winnow.server.serve('/forum-thread.html', html));
    const popup = await winnow.openPopup(tabId);

    await expect(popup.locator('body')).toHaveAttribute('data-state', 'article');
    const posts = popup.locator('#content ol.posts > li.post');
    expect(await posts.count()).toBeGreaterThanOrEqual(10);
    await expect(posts.first().locator('.post__author')).toHaveText('BMilton');
    await expect(posts.first().locator('.post__meta time')).toHaveAttribute('datetime', '2006-02-24');
    // The body is the message alone: the author and date are not repeated in it.
    await expect(posts.first().locator('.post__body')).not.toContainText('BMilton');
    await expect(posts.first().locator('.post__body')).toContainText('Short story - I started when I was a college student');
    await expect(posts.nth(1).locator('.post__author')).toHaveText('Napie');
    expect(await popup.locator('#content script, #content [onclick]').count()).toBe(0);
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

test('the script injected each time the popup opens carries the engine only', () => {
  // The reading view and its sanitizer go in a second script, injected when the view opens
  // (src/content/reader-main.ts), and read aloud and the Markdown converter in a third, injected
  // when first used there (src/content/tools-main.ts): a popup click doesn't pay for their bytes.
  const extraction = readFileSync(resolve(DIST, 'src/content/index.js'), 'utf8');
  const reading = readFileSync(resolve(DIST, 'src/content/reader.js'), 'utf8');
  const tools = readFileSync(resolve(DIST, 'src/content/tools.js'), 'utf8');
  // The scripts are minified: the markers are strings minifiers keep (option names of turndown and
  // DOMPurify, the view's element name, the highlight's name, the engine's model error).
  for (const marker of ['ALLOWED_TAGS', 'winnow-reader']) {
    expect(extraction).not.toContain(marker);
    expect(reading).toContain(marker);
  }
  for (const marker of ['keepReplacement', 'winnow-speech-sentence']) {
    expect(extraction).not.toContain(marker);
    expect(reading).not.toContain(marker);
    expect(tools).toContain(marker);
  }
  expect(extraction).toContain('Page-type model');
  expect(tools).not.toContain('Page-type model');
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
