// @vitest-environment happy-dom
/**
 * Read aloud's parts without a speech engine: sentences per language, reading units taken from
 * the view's DOM (code skipped, alt text read, headings and cells as units), the voice chosen for
 * the article's language, stored preferences, and the player driven by a fake engine.
 */
import { splitSentences } from '../../src/reader/speech/sentences';
import { readingSentences } from '../../src/reader/speech/units';
import { chooseVoice, voicesFor, type VoiceLike } from '../../src/reader/speech/voices';
import { validSpeechSettings } from '../../src/reader/speech/settings';
import { Player, wordLengthAt, type SpeechApi } from '../../src/reader/speech/player';
import { guessLang, startReadAloud } from '../../src/reader/speech/session';

const texts = (text: string, lang: string) => splitSentences(text, lang).map(({ start, end }) => text.slice(start, end));

describe('sentences', () => {
  it('split English at sentence ends and Chinese at 。！？', () => {
    expect(texts('The lock opened at dawn. Boats waited!  Did the keeper sleep? ', 'en')).toEqual([
      'The lock opened at dawn.', 'Boats waited!', 'Did the keeper sleep?',
    ]);
    expect(texts('运河在清晨开闸。船只在等待！守闸人睡着了吗？', 'zh')).toEqual(['运河在清晨开闸。', '船只在等待！', '守闸人睡着了吗？']);
  });

  it('drop what has no letter or digit', () => {
    expect(texts('— … Real text here.', 'en')).toEqual(['— … Real text here.']);
    expect(texts('  ', 'en')).toEqual([]);
  });
});

function content(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.replaceChildren(root);
  return root;
}

describe('reading units', () => {
  it('read headings, paragraphs, list items and cells as units; skip code and hidden blocks; read alt text', () => {
    const root = content(`
      <h2 hidden>The title again</h2>
      <h2>Locks</h2>
      <p>The first lock is old. It still <em>works</em> well.</p>
      <pre><code>const lock = open();</code></pre>
      <figure><img src="x.png" alt="A lock chamber at dawn"><figcaption>Photo by the keeper.</figcaption></figure>
      <ul><li>Gate one</li><li>Gate two</li></ul>
      <table><tr><td>Depth</td><td>3 m</td></tr></table>
      <p aria-hidden="true">Decoration</p>`);
    const said = readingSentences(root, 'en').map((s) => s.text);
    expect(said).toEqual([
      'Locks', 'The first lock is old.', 'It still works well.', 'A lock chamber at dawn', 'Photo by the keeper.',
      'Gate one', 'Gate two', 'Depth', '3 m',
    ]);
  });

  it('give each sentence a range over the view text, across inline elements, and word ranges inside it', () => {
    const root = content('<p>The first lock is old. It still <em>works</em> well.</p>');
    const [first, second] = readingSentences(root, 'en');
    expect(first!.range()!.toString()).toBe('The first lock is old.');
    expect(second!.range()!.toString()).toBe('It still works well.');
    expect(second!.subRange(9, 5)!.toString()).toBe('works');
    expect(second!.block.tagName).toBe('P');
  });

  it('never mix sentences of two blocks, and keep the text unchanged', () => {
    const root = content('<p>No end mark here</p><p>Second block.</p>');
    const before = root.innerHTML;
    expect(readingSentences(root, 'en').map((s) => s.text)).toEqual(['No end mark here', 'Second block.']);
    expect(root.innerHTML).toBe(before);
  });
});

const voice = (name: string, lang: string, extra: Partial<VoiceLike> = {}): VoiceLike => ({ name, lang, voiceURI: name, ...extra });

describe('voices', () => {
  const system = [voice('English', 'en-US', { default: true }), voice('British', 'en-GB'), voice('Mandarin', 'cmn'), voice('Taiwan', 'zh-TW'), voice('Cantonese', 'yue')];

  it('give a Chinese article a Chinese voice (its region first), never an English one', () => {
    expect(chooseVoice(system, 'zh-CN')!.name).toBe('Mandarin');
    expect(chooseVoice(system, 'zh-TW')!.name).toBe('Taiwan');
    expect(voicesFor(system, 'zh').map((v) => v.name)).toEqual(['Mandarin', 'Taiwan', 'Cantonese']);
    expect(chooseVoice(system.slice(0, 2), 'zh-CN')).toBeNull();
  });

  it('keep the voice the user chose for the language while it exists and fits', () => {
    expect(chooseVoice(system, 'en-US', 'British')!.name).toBe('British');
    expect(chooseVoice(system, 'en-US', 'Mandarin')!.name).toBe('English');
    expect(chooseVoice(system, 'en', 'Gone')!.name).toBe('English');
  });

  it('guess the language of a page that does not say, from its script', () => {
    expect(guessLang('运河在清晨开闸，船只在等待。', 'en')).toBe('zh');
    expect(guessLang('The lock opened at dawn.', 'zh-CN')).toBe('en');
    expect(guessLang('The lock opened at dawn.', 'fr')).toBe('fr');
  });
});

describe('stored preferences', () => {
  it('keep valid rates and voices only', () => {
    expect(validSpeechSettings({ rate: 1.5, voices: { zh: 'Mandarin', en: 7, 'x-bad': 'v' } })).toEqual({ rate: 1.5, voices: { zh: 'Mandarin' } });
    expect(validSpeechSettings({ rate: 40 })).toEqual({ rate: 1, voices: {} });
    expect(validSpeechSettings('garbage')).toEqual({ rate: 1, voices: {} });
  });
});

/** A speech engine that speaks nothing: the test ends utterances and sends word boundaries. */
function fakeEngine() {
  const spoken: FakeUtterance[] = [];
  let cancels = 0;
  class FakeUtterance extends EventTarget {
    lang = '';
    voice: unknown = null;
    rate = 1;
    constructor(public text: string) {
      super();
    }
    fire(type: string, props: object = {}) {
      this.dispatchEvent(Object.assign(new Event(type), props));
    }
  }
  const api = {
    synth: { speak: (u: FakeUtterance) => spoken.push(u), cancel: () => void cancels++ },
    Utterance: FakeUtterance,
  } as unknown as SpeechApi;
  return { api, spoken, cancels: () => cancels };
}

describe('the player', () => {
  const sentences = ['One.', 'Two words.', 'Three.'].map((text) => ({ text }));

  function player() {
    const engine = fakeEngine();
    const log: string[] = [];
    const p = new Player(engine.api, sentences, 'en', voice('English', 'en-US'), 1.25, {
      sentence: (i) => log.push(`sentence ${i}`),
      word: (i, offset, length) => log.push(`word ${i} ${offset}+${length}`),
      state: (s) => log.push(s),
      error: (m) => log.push(`error ${m}`),
    });
    return { p, log, engine };
  }

  it('reads sentence after sentence, with the voice, rate and word boundaries', () => {
    const { p, log, engine } = player();
    p.play(0);
    expect(engine.spoken[0]!.rate).toBe(1.25);
    expect(engine.spoken[0]!.lang).toBe('en-US');
    engine.spoken[0]!.fire('end');
    engine.spoken[1]!.fire('boundary', { name: 'word', charIndex: 4, charLength: 0 });
    engine.spoken[1]!.fire('end');
    engine.spoken[2]!.fire('end');
    expect(engine.spoken.map((u) => u.text)).toEqual(['One.', 'Two words.', 'Three.']);
    expect(log).toEqual(['playing', 'sentence 0', 'sentence 1', 'word 1 4+5', 'sentence 2', 'stopped']);
  });

  it('pauses, and reads on from the start of the same sentence', () => {
    const { p, log, engine } = player();
    p.play(0);
    engine.spoken[0]!.fire('end');
    p.pause();
    // The cancelled utterance's late events change nothing.
    engine.spoken[1]!.fire('error', { error: 'interrupted' });
    engine.spoken[1]!.fire('end');
    expect(engine.spoken).toHaveLength(2);
    p.toggle();
    expect(engine.spoken.map((u) => u.text)).toEqual(['One.', 'Two words.', 'Two words.']);
    expect(log).toEqual(['playing', 'sentence 0', 'sentence 1', 'paused', 'playing', 'sentence 1']);
  });

  it('jumps to a chosen sentence, and steps back and forth', () => {
    const { p, engine } = player();
    p.play(2);
    p.previous();
    p.previous();
    p.previous(); // already at the first: stays
    p.next();
    expect(engine.spoken.map((u) => u.text)).toEqual(['Three.', 'Two words.', 'One.', 'Two words.']);
  });

  it('stops on an engine error, and says so', () => {
    const { p, log, engine } = player();
    p.play(0);
    engine.spoken[0]!.fire('error', { error: 'synthesis-failed' });
    expect(log.slice(-2)).toEqual(['stopped', 'error synthesis-failed']);
  });

  it('measures a word when the engine gives only its start (Chinese words have no spaces)', () => {
    expect(wordLengthAt('Two words.', 4, 'en')).toBe(5);
    expect(wordLengthAt('运河在清晨开闸。', 3, 'zh')).toBeGreaterThanOrEqual(1);
  });
});

describe('a read-aloud session whose engine lists its voices late', () => {
  it('says there is no voice, then reads once the voices arrive', async () => {
    vi.useFakeTimers();
    try {
      const engine = fakeEngine();
      let voices: VoiceLike[] = [];
      const synth = Object.assign(new EventTarget(), engine.api.synth, { getVoices: () => voices });
      Object.assign(window, { speechSynthesis: synth, SpeechSynthesisUtterance: engine.api.Utterance });
      // happy-dom has no Option constructor; the session fills its voice and rate menus with it.
      globalThis.Option ??= function Option(text = '', value = '') {
        return Object.assign(document.createElement('option'), { text, value });
      } as unknown as typeof Option;
      document.body.innerHTML = '<div id="bar"></div><div id="view"><div id="text"><p>The lock opens at dawn. The keeper walks the towpath.</p></div></div>';
      const toolbar = document.getElementById('bar')!;
      const session = startReadAloud({
        toolbar, content: document.getElementById('text')!, scroller: document.getElementById('view')!,
        lang: 'en', uiLang: 'en', t: (key) => key,
        storage: { get: async () => ({}), set: async () => undefined }, onStop: () => undefined,
      });
      const status = () => toolbar.parentElement!.querySelector('.speech__status')?.textContent;
      // The engine lists nothing within the wait: the session says so, and speaks nothing.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(status()).toBe('readAloudNoVoice');
      expect(engine.spoken).toHaveLength(0);
      // The speech service comes up and lists its voices: reading starts from the first sentence.
      voices = [voice('English', 'en-US')];
      synth.dispatchEvent(new Event('voiceschanged'));
      await vi.advanceTimersByTimeAsync(0);
      expect(engine.spoken.map((u) => u.text)).toEqual(['The lock opens at dawn.']);
      expect(status()).toBe('');
      session.stop();
    } finally {
      vi.useRealTimers();
    }
  });
});
