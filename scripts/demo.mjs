#!/usr/bin/env node
/**
 * Winnow demo: serves a cluttered sample article (public/demo/article.html, or a file given as
 * the first argument), opens it in Chromium with the extension (the E2E build), runs the popup
 * for it, prints the cleaned article and saves demo-output/article.{md,html,txt} and popup.png,
 * then opens the reading view over the page with its contents open (demo-output/reader.png) and
 * reads it aloud (demo-output/read-aloud.png, a sentence highlighted; needs speech-dispatcher and
 * espeak-ng, which scripts/setup.sh installs: headless, their audio goes to a null device).
 * A saved page runs with its own scripts off (a CSP header), so one that redirects by user agent
 * stays put, and nothing leaves the machine.
 *
 *   npm run demo                    # builds, then runs headless
 *   node scripts/demo.mjs --headed  # or HEADED=1: visible browser, stays open until closed
 */
import { chromium } from '@playwright/test';
import { createServer } from 'node:http';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { CHROMIUM_ARGS, CHROMIUM_PATH, extensionArgs, HAVE_SPEECH_ENGINE, silentSpeech } from './chromium.mjs';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIST = resolve(ROOT, 'dist/extension-e2e');
const OUT = resolve(ROOT, 'demo-output');
const POPUP_PATH = 'src/popup/popup.html';
const PAGE_PATH = '/article.html';
/** The sample article's one illustration, served beside it. */
const IMAGE_PATH = '/lock-chamber.png';
const IMAGE_FILE = resolve(ROOT, 'public/demo/lock-chamber.png');
/**
 * The popup as the user sees it: its column is 540px wide and Chrome caps popups at 600px high
 * (the article scrolls under the fixed learning bar, so a full-page shot would misplace the bar).
 */
const POPUP_VIEWPORT = { width: 560, height: 600 };
/** Extraction of a large page on a slow machine still fits comfortably in this. */
const RENDER_TIMEOUT_MS = 30_000;

const args = process.argv.slice(2);
const headed = args.includes('--headed') || process.env.HEADED === '1';
const pageFile = resolve(args.find((a) => !a.startsWith('--')) ?? resolve(ROOT, 'public/demo/article.html'));

function serve(html) {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://127.0.0.1').pathname;
    if (path === PAGE_PATH) {
      // The page's own scripts stay off, as in the bench: Winnow reads the saved page itself.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'none'" });
      res.end(html);
    } else if (path === IMAGE_PATH && existsSync(IMAGE_FILE)) {
      res.writeHead(200, { 'content-type': 'image/png' });
      res.end(readFileSync(IMAGE_FILE));
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('not found');
    }
  });
  return new Promise((done) => server.listen(0, '127.0.0.1', () => done(server)));
}

function launch() {
  // Real voices: through the system's audio when headed, a null device when headless.
  const speech = HAVE_SPEECH_ENGINE ? (headed ? { args: ['--enable-speech-dispatcher'], env: process.env } : silentSpeech()) : { args: [], env: process.env };
  return chromium.launchPersistentContext('', {
    executablePath: CHROMIUM_PATH,
    headless: !headed,
    args: [...CHROMIUM_ARGS, ...extensionArgs(DIST), ...speech.args],
    env: speech.env,
  });
}

/** Runs `fn` on the reading view's <dialog> (in its closed shadow root, reached through DevTools). */
async function inReader(page, fn) {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
    const find = (n) => (n.nodeName === 'DIALOG' ? n : [...(n.children ?? []), ...(n.shadowRoots ?? [])].map(find).find(Boolean));
    const dialog = find(root);
    if (!dialog) return undefined;
    const { object } = await cdp.send('DOM.resolveNode', { backendNodeId: dialog.backendNodeId });
    const { result } = await cdp.send('Runtime.callFunctionOn', { objectId: object.objectId, functionDeclaration: fn, returnByValue: true });
    return result.value;
  } finally {
    await cdp.detach();
  }
}

/** The reading view's screenshot: a laptop-sized window. */
const READER_VIEWPORT = { width: 1100, height: 760 };

/** Opens the reading view's table of contents (the view lives in a closed shadow root). */
const openContents = (page) => inReader(page, "function () { const toc = this.querySelector('details.toc'); if (toc) toc.open = true; }");

/** Waits (up to `ms`) until the view marks a sentence as being read; its text, or ''. */
async function spokenSentence(page, ms) {
  const deadline = Date.now() + ms;
  while (Date.now() < deadline) {
    const text = await inReader(page, "function () { return this.querySelector('[data-speaking]')?.textContent ?? ''; }");
    if (text) return text;
    await page.waitForTimeout(100);
  }
  return '';
}

const standalone = (article) => `<!doctype html>
<html lang="${article.lang ?? 'en'}" dir="${article.dir ?? 'ltr'}">
<head><meta charset="utf-8"><title>${article.title.replace(/</g, '&lt;')}</title></head>
<body><article>
${article.html}
</article></body></html>
`;

async function main() {
  if (!existsSync(resolve(DIST, 'manifest.json'))) {
    throw new Error(`No extension build at ${DIST}: run \`npm run build:e2e\` (or \`npm run demo\`).`);
  }
  const server = await serve(readFileSync(pageFile, 'utf8'));
  const origin = `http://127.0.0.1:${server.address().port}`;
  const context = await launch();
  // The popup's copy buttons write the clipboard; the demo reads the Markdown back from it.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  try {
    // Nothing leaves the machine: only the local page and the extension itself load.
    await context.route('**/*', (route) => {
      const url = route.request().url();
      return url.startsWith(origin) || url.startsWith('chrome-extension://') ? route.continue() : route.abort();
    });
    const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
    const extensionId = new URL(worker.url()).host;

    const page = context.pages()[0] ?? (await context.newPage());
    // Not 'load': a saved page's images and frames elsewhere are refused and need not be waited for.
    await page.goto(origin + PAGE_PATH, { waitUntil: 'domcontentloaded' });
    const tabId = await worker.evaluate(
      async (url) => (await chrome.tabs.query({})).find((tab) => tab.url?.startsWith(url))?.id ?? -1,
      origin + PAGE_PATH,
    );
    if (tabId < 0) throw new Error('Could not find the demo tab.');

    const popup = await context.newPage();
    await popup.setViewportSize(POPUP_VIEWPORT);
    await popup.goto(`chrome-extension://${extensionId}/${POPUP_PATH}?tab=${tabId}`);
    await popup.waitForSelector('body:not([data-state="loading"])', { timeout: RENDER_TIMEOUT_MS });
    // The same request the popup made, for the full Article (HTML and plain text too).
    const reply = await popup.evaluate(
      (id) => chrome.runtime.sendMessage({ type: 'winnow/extract-tab', tabId: id }),
      tabId,
    );
    mkdirSync(OUT, { recursive: true });
    await popup.screenshot({ path: resolve(OUT, 'popup.png') });
    if (!reply?.ok) throw new Error(`Winnow found no article: ${reply?.error} (${reply?.message})`);

    const a = reply.article;
    // Markdown as a user gets it: the popup's "Copy Markdown" (the popup makes it from the HTML;
    // the script in the page carries no converter), read back from the clipboard.
    await popup.locator('#copy-md').click();
    await popup.locator('#copy-md', { hasText: 'Copied' }).waitFor({ timeout: RENDER_TIMEOUT_MS });
    writeFileSync(resolve(OUT, 'article.md'), await popup.evaluate(() => navigator.clipboard.readText()));
    writeFileSync(resolve(OUT, 'article.html'), standalone(a));
    writeFileSync(resolve(OUT, 'article.txt'), `${a.title}\n\n${a.text}\n`);
    const saved = ['article.md', 'article.html', 'article.txt', 'popup.png'];

    // The reading view over the page, as the keyboard shortcut opens it, with its contents open.
    await page.bringToFront();
    await page.setViewportSize(READER_VIEWPORT);
    const opened = await worker.evaluate((id) => globalThis.winnowReader.command('toggle-reader', { id }), tabId);
    if (opened?.ok && opened.open) {
      await page.waitForSelector('[data-winnow-reader]', { state: 'attached', timeout: RENDER_TIMEOUT_MS });
      await openContents(page);
      await page.screenshot({ path: resolve(OUT, 'reader.png'), animations: 'disabled' });
      saved.push('reader.png');
      // Read aloud, as its shortcut starts it: the screenshot once a sentence is highlighted.
      await worker.evaluate((id) => globalThis.winnowReader.command('read-aloud', { id }), tabId);
      if (await spokenSentence(page, RENDER_TIMEOUT_MS)) {
        await page.screenshot({ path: resolve(OUT, 'read-aloud.png'), animations: 'disabled' });
        saved.push('read-aloud.png');
      } else console.warn('read aloud: no voice here (install speech-dispatcher and espeak-ng); no read-aloud.png');
    }

    const meta = [a.byline && `By ${a.byline}`, a.published, a.siteName, `${a.readingMinutes} min read`];
    console.log(`\n${a.title}\n${'='.repeat(Math.min(a.title.length, 80))}`);
    console.log(meta.filter(Boolean).join(' · '));
    console.log(`\n${a.text}\n`);
    console.log(`${a.wordCount} words, extracted in ${Math.round(a.timings.total ?? 0)} ms.`);
    console.log(`Saved ${saved.map((f) => `demo-output/${f}`).join(', ')}`);

    if (headed) {
      await popup.bringToFront();
      console.log('Close the browser window to exit.');
      await new Promise((done) => context.once('close', done));
    }
  } finally {
    await context.close().catch(() => undefined);
    server.close();
  }
}

main().catch((err) => {
  console.error(`demo failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
