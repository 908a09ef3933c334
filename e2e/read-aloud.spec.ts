/**
 * Read aloud end to end in the built extension. A test double of the Web Speech API is installed
 * in the extension's isolated world of the page before the view loads (the world the injected
 * scripts run in; the page's own world is untouched): the tests end utterances and send word
 * boundaries themselves, and check the highlight, pause and resume, click-to-start, the voice
 * matched to the article's language, and that closing the view stops speech. The last test runs
 * the real engine (speech-dispatcher with espeak-ng, its audio sent to ALSA's null device).
 */
import { chromium, type Page, type Worker } from '@playwright/test';
import { test, expect, DIST, type Winnow } from './fixtures';
import { axeReader, describeViolations, dispatchCommand, forgetEverything, readerOf, waitForReader, type ReaderHandle } from './reader-helpers';
import { startPageServer } from './server';
import { CHROMIUM_ARGS, CHROMIUM_PATH, extensionArgs, HAVE_SPEECH_ENGINE, silentSpeech } from '../scripts/chromium.mjs';

const ARTICLE = `<!doctype html><html lang="en"><head><title>The canal keeper</title></head><body>
<nav><a href="/">Home</a> <a href="/news">News</a></nav>
<article><h1>The canal keeper</h1>
<p>The lock opened at dawn. Boats waited in a long line behind the gate.</p>
<p>Every morning the keeper walks the towpath before the first boat arrives and checks each paddle by hand.</p>
<h2>The old gates</h2>
<p>The gates are older than the village. Nobody remembers who built them, but the oak has held for two hundred years.</p>
<pre><code>gate.open({ slowly: true });</code></pre>
<p>In winter the canal freezes and the keeper breaks the ice with a long pole before the coal barges come.</p>
<p>Children from the school visit in spring to watch the water rise inside the chamber.</p>
</article><footer>© Canal Weekly</footer></body></html>`;

const ZH_ARTICLE = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>运河守闸人</title></head><body>
<article><h1>运河守闸人</h1>
<p>清晨，船闸打开了。船只在闸门后排成长队，等待通过这座古老的船闸。</p>
<p>每天早上，守闸人都会在第一艘船到来之前沿着纤道走一遍，亲手检查每一个闸阀。</p>
<p>冬天运河结冰时，守闸人会用长杆把冰敲碎，好让运煤的驳船通过。这份工作他已经做了三十年。</p>
<p>春天，学校的孩子们会来参观，看闸室里的水慢慢上涨，船只随之升起。</p>
</article></body></html>`;

interface FakeVoice { name: string; lang: string }
const EN_VOICES: FakeVoice[] = [{ name: 'Test English', lang: 'en-US' }, { name: 'Test Mandarin', lang: 'cmn' }];

/** Installs the speech double in the page's extension world, before the view is opened. */
function installSpeechDouble(worker: Worker, tabId: number, voices: FakeVoice[]): Promise<unknown> {
  return worker.evaluate(([id, list]) => (globalThis as unknown as { chrome: { scripting: { executeScript(o: object): Promise<unknown> } } })
    .chrome.scripting.executeScript({
      target: { tabId: id },
      args: [list],
      func: (all: { name: string; lang: string }[]) => {
        const spoken: (EventTarget & { text: string; voice: { name: string } | null; rate: number })[] = [];
        let cancels = 0;
        class Utterance extends EventTarget {
          lang = '';
          voice = null;
          rate = 1;
          constructor(public text: string) {
            super();
          }
        }
        const synth = Object.assign(new EventTarget(), {
          getVoices: () => all.map((v) => ({ ...v, voiceURI: v.name, localService: true, default: false })),
          speak: (u: (typeof spoken)[number]) => void spoken.push(u),
          cancel: () => void cancels++,
        });
        Object.defineProperty(window, 'speechSynthesis', { value: synth, configurable: true });
        Object.defineProperty(window, 'SpeechSynthesisUtterance', { value: Utterance, configurable: true });
        const highlighted = (name: string) => [...((CSS as unknown as { highlights: Map<string, Set<Range>> }).highlights.get(name) ?? [])].map((r) => r.toString());
        (globalThis as Record<string, unknown>).__speechDouble = {
          state: () => ({
            texts: spoken.map((u) => u.text), cancels, voice: spoken.at(-1)?.voice?.name ?? null, rate: spoken.at(-1)?.rate ?? null,
            sentence: highlighted('winnow-speech-sentence'), word: highlighted('winnow-speech-word'),
          }),
          fire: (type: string, props: object) => spoken.at(-1)!.dispatchEvent(Object.assign(new Event(type), props)),
        };
      },
    }), [tabId, voices] as const);
}

interface DoubleState { texts: string[]; cancels: number; voice: string | null; rate: number | null; sentence: string[]; word: string[] }

/** Runs one of the double's functions in the page's extension world. */
async function double<T = DoubleState>(worker: Worker, tabId: number, call: 'state' | 'fire', ...args: unknown[]): Promise<T> {
  return worker.evaluate(async ([id, name, rest]) => {
    const [r] = (await (globalThis as unknown as { chrome: { scripting: { executeScript(o: object): Promise<{ result: unknown }[]> } } })
      .chrome.scripting.executeScript({
        target: { tabId: id },
        args: [name, rest],
        func: (n: string, a: unknown[]) => ((globalThis as unknown as Record<string, Record<string, (...x: unknown[]) => unknown>>).__speechDouble![n]!)(...a),
      }));
    return r!.result;
  }, [tabId, call, args] as const) as Promise<T>;
}

async function until<T>(read: () => Promise<T>, ok: (v: T) => boolean, what: string, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await read();
    if (ok(v)) return v;
    if (Date.now() > deadline) throw new Error(`${what}: last ${JSON.stringify(v)}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Clicks (real mouse) inside the view on the first characters of `text`. */
async function clickText(page: Page, reader: ReaderHandle, text: string): Promise<void> {
  const point = await reader.eval<{ x: number; y: number }>(`function (needle) {
    const walker = document.createTreeWalker(this.querySelector('.content'), NodeFilter.SHOW_TEXT);
    for (let n = walker.nextNode(); n; n = walker.nextNode()) {
      const i = n.data.indexOf(needle);
      if (i < 0) continue;
      n.parentElement.scrollIntoView({ block: 'center' });
      const r = document.createRange(); r.setStart(n, i); r.setEnd(n, i + 3);
      const box = r.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    }
    throw new Error('no such text: ' + needle);
  }`, text);
  await page.mouse.click(point.x, point.y);
}

async function openWithDouble(winnow: Winnow, path: string, html: string, voices: FakeVoice[]) {
  const { page, tabId } = await winnow.openPage(winnow.server.serve(path, html));
  await installSpeechDouble(winnow.worker, tabId, voices);
  return { page, tabId };
}

test.describe('Read aloud', () => {
  test.beforeEach(async ({ winnow }) => forgetEverything(winnow.context, winnow.extensionId));

  test('reads sentence by sentence with the highlight; pauses, resumes, starts where clicked, stops on close', async ({ winnow }) => {
    const { page, tabId } = await openWithDouble(winnow, '/read-aloud.html', ARTICLE, EN_VOICES);
    const before = await page.evaluate(() => document.documentElement.outerHTML);
    // The shortcut opens the view and starts reading.
    expect(await dispatchCommand(winnow.worker, 'read-aloud', tabId)).toMatchObject({ ok: true, open: true });
    const reader = (await waitForReader(page))!;
    const state = () => double(winnow.worker, tabId, 'state');
    let s = await until(state, (v) => v.texts.length === 1, 'first sentence spoken');
    // The headline is in the view's header, not read as a sentence of the body; the English voice reads.
    expect(s.texts).toEqual(['The lock opened at dawn.']);
    expect(s.voice).toBe('Test English');
    expect(s.sentence).toEqual(['The lock opened at dawn.']);

    // A word boundary highlights the word; the end of an utterance moves on to the next sentence.
    await double(winnow.worker, tabId, 'fire', 'boundary', { name: 'word', charIndex: 4, charLength: 4 });
    expect((await state()).word).toEqual(['lock']);
    await double(winnow.worker, tabId, 'fire', 'end', {});
    s = await until(state, (v) => v.texts.length === 2, 'second sentence spoken');
    expect(s.texts[1]).toBe('Boats waited in a long line behind the gate.');
    expect(s.sentence).toEqual(['Boats waited in a long line behind the gate.']);
    expect(s.word).toEqual([]);
    await double(winnow.worker, tabId, 'fire', 'end', {});
    await double(winnow.worker, tabId, 'fire', 'end', {});
    // A heading is a unit of its own; code is skipped.
    s = await until(state, (v) => v.texts.length === 4, 'heading spoken');
    expect(s.texts[3]).toBe('The old gates');

    // Pause, then read on: the same sentence starts again.
    await reader.click('[data-speech="play"]');
    s = await state();
    expect(await reader.eval<string>("function () { return this.querySelector('[data-speech=\"play\"]').getAttribute('aria-label'); }")).toBe('Read on');
    const cancelsWhenPaused = s.cancels;
    await reader.click('[data-speech="play"]');
    s = await until(state, (v) => v.texts.length === 5, 'resumed');
    expect(s.texts[4]).toBe('The old gates');
    expect(s.cancels).toBeGreaterThanOrEqual(cancelsWhenPaused);

    // A click on a sentence reads from there; the rate chosen applies and is kept.
    await clickText(page, reader, 'Children from the school');
    s = await until(state, (v) => v.texts.length === 6, 'clicked sentence spoken');
    expect(s.texts[5]).toBe('Children from the school visit in spring to watch the water rise inside the chamber.');
    await reader.eval("function () { const r = this.querySelector('[data-speech=\"rate\"]'); r.value = '1.5'; r.dispatchEvent(new Event('change')); }");
    s = await until(state, (v) => v.texts.length === 7, 'sentence restarted at the new rate');
    expect(s.rate).toBe(1.5);
    const stored = await winnow.worker.evaluate(async () => (await (globalThis as unknown as { chrome: { storage: { sync: { get(k: string): Promise<Record<string, unknown>> } } } }).chrome.storage.sync.get('readAloud')).readAloud);
    expect(stored).toEqual({ rate: 1.5, voices: { en: 'Test English' } });

    // The view with read aloud running stays accessible.
    const violations = await axeReader(page, reader);
    expect(violations, describeViolations(violations)).toEqual([]);
    await page.screenshot({ path: 'e2e/screenshots/read-aloud.png' });

    // Closing the view stops speech; the page is as it was.
    const cancelsBeforeClose = (await state()).cancels;
    await page.keyboard.press('Escape');
    await waitForReader(page, false);
    s = await state();
    expect(s.cancels).toBeGreaterThan(cancelsBeforeClose);
    expect(s.sentence).toEqual([]);
    await double(winnow.worker, tabId, 'fire', 'end', {});
    expect((await state()).texts).toHaveLength(7);
    expect(await page.evaluate(() => document.documentElement.outerHTML)).toBe(before);
  });

  test('a Chinese article is read with a Chinese voice, and without one the view says so', async ({ winnow }) => {
    const zh = await openWithDouble(winnow, '/read-aloud-zh.html', ZH_ARTICLE, EN_VOICES);
    expect(await dispatchCommand(winnow.worker, 'read-aloud', zh.tabId)).toMatchObject({ ok: true, open: true });
    await waitForReader(zh.page);
    const s = await until(() => double(winnow.worker, zh.tabId, 'state'), (v) => v.texts.length === 1, 'Chinese sentence spoken');
    expect(s.voice).toBe('Test Mandarin');
    expect(s.texts).toEqual(['清晨，船闸打开了。']);
    await zh.page.close();

    const noVoice = await openWithDouble(winnow, '/read-aloud-zh-none.html', ZH_ARTICLE, EN_VOICES.slice(0, 1));
    expect(await dispatchCommand(winnow.worker, 'read-aloud', noVoice.tabId)).toMatchObject({ ok: true, open: true });
    const reader = (await waitForReader(noVoice.page))!;
    const status = await until(
      () => reader.eval<string>("function () { return this.querySelector('.speech__status')?.textContent ?? ''; }"),
      (v) => v !== '' && !v.includes('Loading'), 'no-voice message');
    expect(status).toMatch(/no voice for Chinese/);
    expect((await double(winnow.worker, noVoice.tabId, 'state')).texts).toEqual([]);
  });
});

test.describe('Read aloud with the real speech engine', () => {
  test.skip(!HAVE_SPEECH_ENGINE, 'speech-dispatcher and espeak-ng are not installed (scripts/setup.sh installs them)');

  test('speaks the article with espeak-ng and moves the highlight as each sentence ends', async () => {
    test.setTimeout(60_000);
    const speech = silentSpeech();
    const server = await startPageServer();
    const context = await chromium.launchPersistentContext('', {
      executablePath: CHROMIUM_PATH,
      headless: true,
      args: [...CHROMIUM_ARGS, ...extensionArgs(DIST), ...speech.args],
      env: speech.env as Record<string, string>,
    });
    try {
      const worker = context.serviceWorkers()[0] ?? (await context.waitForEvent('serviceworker'));
      const page = await context.newPage();
      await page.goto(server.serve('/read-aloud-real.html', ARTICLE), { waitUntil: 'load' });
      const tabId = await worker.evaluate(async (url) => (await (globalThis as unknown as { chrome: { tabs: { query(q: object): Promise<{ id?: number; url?: string }[]> } } })
        .chrome.tabs.query({})).find((t) => t.url === url)?.id ?? -1, page.url());
      expect(await dispatchCommand(worker, 'read-aloud', tabId)).toMatchObject({ ok: true, open: true });
      await waitForReader(page);
      const reader = (await readerOf(page))!;
      // The highlight reaches the third sentence only if the engine really ended the first two.
      const marked = await until(
        () => reader.eval<string>("function () { return this.querySelector('[data-speaking]')?.textContent ?? ''; }"),
        (v) => v.startsWith('Every morning'), 'the engine read on to the second paragraph', 45_000);
      expect(marked).toContain('keeper walks the towpath');
      await page.keyboard.press('Escape');
      await waitForReader(page, false);
    } finally {
      await context.close();
      await server.close();
    }
  });
});
