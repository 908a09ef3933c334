/**
 * Read aloud in the reading view: a second toolbar row (previous, play/pause, next, voice, rate,
 * stop), the sentence being read highlighted and kept in view, and a click on any sentence to
 * read from there. Voice and rate are remembered in storage.sync, the voice per language.
 */
import { button } from '../controls';
import { cjkLanguage } from '../../core/text';
import type { ReadAloudContext, ReadAloudSession } from '../tools-api';
import { highlighter, keepInView } from './highlight';
import { adoptToolsSheet } from '../tools-styles';
import { Player, type PlayerState, type SpeechApi } from './player';
import { loadSpeechSettings, RATES, saveSpeechSettings, type SpeechSettings } from './settings';
import { readingSentences, type Sentence } from './units';
import { chooseVoice, languageKey, voicesFor, type VoiceLike } from './voices';

/** Engines list their voices asynchronously (espeak-ng through speech-dispatcher takes seconds). */
const VOICE_WAIT_MS = 5000;
/** A language with thousands of voice variants offers the best ones only. */
const MAX_LISTED_VOICES = 60;

/**
 * The language of an article whose page did not say: the engine already named CJK text
 * (Article.lang), so this is a second look at the text, then the interface's language, except
 * that Latin text under a CJK interface is likelier English.
 */
export function guessLang(text: string, fallback: string): string {
  return cjkLanguage(text) ?? (/^(zh|ja|ko)/i.test(fallback) ? 'en' : fallback);
}

function speechApi(win: Window): SpeechApi | null {
  const w = win as unknown as { speechSynthesis?: SpeechSynthesis; SpeechSynthesisUtterance?: typeof SpeechSynthesisUtterance };
  return w.speechSynthesis && w.SpeechSynthesisUtterance ? { synth: w.speechSynthesis, Utterance: w.SpeechSynthesisUtterance } : null;
}

/** The system's voices, once the engine has listed them (empty after VOICE_WAIT_MS). */
function loadVoices(synth: SpeechSynthesis): Promise<VoiceLike[]> {
  const now = synth.getVoices();
  if (now.length) return Promise.resolve(now);
  return new Promise((done) => {
    const finish = () => {
      clearTimeout(timer);
      synth.removeEventListener('voiceschanged', finish);
      done(synth.getVoices());
    };
    const timer = setTimeout(finish, VOICE_WAIT_MS);
    synth.addEventListener('voiceschanged', finish);
  });
}

/** Calls `then` once, the next time the engine's voice list changes. */
function whenVoicesArrive(synth: SpeechSynthesis, then: () => unknown): void {
  const once = (): void => {
    synth.removeEventListener('voiceschanged', once);
    then();
  };
  synth.addEventListener('voiceschanged', once);
}

function languageName(lang: string, uiLang: string): string {
  try {
    return new Intl.DisplayNames([uiLang], { type: 'language' }).of(lang) ?? lang;
  } catch {
    return lang;
  }
}

/** The first sentence at or below the top of the view: reading starts where the reader is. */
function firstInView(sentences: Sentence[], scroller: HTMLElement): number {
  const top = scroller.getBoundingClientRect().top + scroller.clientHeight * 0.2;
  const i = sentences.findIndex((s) => s.block.getBoundingClientRect().bottom > top);
  return Math.max(0, i);
}

/** Media-control icons as SVG paths (glyphs like ⏮ are missing from many system fonts). */
const ICONS = {
  previous: 'M6 5h2v14H6zM20 5v14L9 12z',
  next: 'M16 5h2v14h-2zM4 5v14l11-7z',
  play: 'M7 4v16l13-8z',
  pause: 'M6 5h4v14H6zM14 5h4v14h-4z',
  stop: 'M6 6h12v12H6z',
} as const;
const SVG_NS = 'http://www.w3.org/2000/svg';

function iconButton(doc: Document, icon: keyof typeof ICONS, label: string, name: string): HTMLButtonElement {
  const b = button(doc, '', 'btn btn--icon');
  b.dataset.speech = name;
  b.setAttribute('aria-label', label);
  setIcon(b, icon);
  return b;
}

function setIcon(b: HTMLButtonElement, icon: keyof typeof ICONS): void {
  const doc = b.ownerDocument;
  const svg = doc.createElementNS(SVG_NS, 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('width', '16');
  svg.setAttribute('height', '16');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('fill', 'currentColor');
  const path = doc.createElementNS(SVG_NS, 'path');
  path.setAttribute('d', ICONS[icon]);
  svg.append(path);
  b.replaceChildren(svg);
}

function labelled<T extends HTMLElement>(doc: Document, control: T, label: string, id: string): HTMLLabelElement {
  const l = doc.createElement('label');
  l.className = 'speech__field';
  control.id = id;
  l.htmlFor = id;
  l.append(label, control);
  return l;
}

export function startReadAloud(ctx: ReadAloudContext): ReadAloudSession {
  const { t, content, scroller } = ctx;
  const doc = content.ownerDocument;
  const win = doc.defaultView!;
  const api = speechApi(win);
  const lang = ctx.lang || guessLang(content.textContent ?? '', ctx.uiLang);
  const sentences = readingSentences(content, lang);
  const marks = highlighter(win);
  adoptToolsSheet(ctx.toolbar);

  const row = doc.createElement('div');
  row.className = 'speech';
  row.setAttribute('role', 'group');
  row.setAttribute('aria-label', t('readAloud'));
  const status = doc.createElement('span');
  status.className = 'speech__status';
  status.setAttribute('role', 'status');
  const prev = iconButton(doc, 'previous', t('readAloudPrevious'), 'previous');
  const play = iconButton(doc, 'pause', t('readAloudPause'), 'play');
  const next = iconButton(doc, 'next', t('readAloudNext'), 'next');
  const voiceSelect = doc.createElement('select');
  voiceSelect.dataset.speech = 'voice';
  const rateSelect = doc.createElement('select');
  rateSelect.dataset.speech = 'rate';
  for (const r of RATES) rateSelect.add(new Option(`${r}×`, String(r)));
  const stopButton = iconButton(doc, 'stop', t('readAloudStop'), 'stop');
  const controls = [prev, play, next];
  row.append(
    ...controls,
    labelled(doc, voiceSelect, t('readAloudVoice'), 'winnow-speech-voice'),
    labelled(doc, rateSelect, t('readAloudRate'), 'winnow-speech-rate'),
    stopButton,
    status,
  );
  ctx.toolbar.append(row);

  let player: Player | null = null;
  let voices: VoiceLike[] = [];
  let settings: SpeechSettings = { rate: 1, voices: {} };
  let stopped = false;

  const showState = (state: PlayerState): void => {
    setIcon(play, state === 'playing' ? 'pause' : 'play');
    play.setAttribute('aria-label', t(state === 'playing' ? 'readAloudPause' : 'readAloudPlay'));
    if (state === 'stopped' && player && player.position === 0) marks.clear();
  };
  const enable = (on: boolean): void => {
    for (const c of [...controls, voiceSelect, rateSelect]) c.disabled = !on;
  };
  const disable = (message: string): void => {
    status.textContent = message;
    enable(false);
  };
  showState('playing');
  disable(t('readAloudLoading'));

  const stop = (): void => {
    if (stopped) return;
    stopped = true;
    player?.stop();
    marks.clear();
    content.removeEventListener('click', onClick);
    row.remove();
    ctx.onStop();
  };

  // A click on a sentence (not a link, not while removing blocks) reads from there.
  const onClick = (e: MouseEvent): void => {
    const target = e.target as Element | null;
    if (!player || !target || target.closest('a, button, .is-editing')) return;
    const candidates = sentences.map((s, i) => ({ s, i })).filter(({ s }) => s.block.contains(target));
    if (candidates.length === 0) return;
    const hit = candidates.find(({ s }) => [...(s.range()?.getClientRects() ?? [])].some(
      (r) => e.clientX >= r.left && e.clientX <= r.right && e.clientY >= r.top && e.clientY <= r.bottom,
    )) ?? candidates[0]!;
    player.play(hit.i);
  };

  const begin = async (): Promise<void> => {
    if (!api) return disable(t('readAloudUnsupported'));
    if (sentences.length === 0) return disable(t('readAloudNothing'));
    [voices, settings] = await Promise.all([loadVoices(api.synth as SpeechSynthesis), loadSpeechSettings(ctx.storage)]);
    if (stopped) return;
    const key = languageKey(lang);
    const voice = chooseVoice(voices, lang, settings.voices[key]);
    if (!voice) {
      disable(t('readAloudNoVoice', [languageName(lang, ctx.uiLang)]));
      // A speech service started with the browser can list its voices after VOICE_WAIT_MS: when
      // it does, reading starts then instead of leaving the reader with a stale "no voice".
      if (voices.length === 0) {
        whenVoicesArrive(api.synth as SpeechSynthesis, () => {
          if (!stopped && !player) void begin().catch(fail);
        });
      }
      return;
    }
    for (const v of voicesFor(voices, lang).slice(0, MAX_LISTED_VOICES)) voiceSelect.add(new Option(`${v.name} (${v.lang})`, v.voiceURI));
    voiceSelect.value = voice.voiceURI;
    rateSelect.value = String(settings.rate);
    status.textContent = '';
    player = new Player(api, sentences, lang, voice, settings.rate, {
      sentence(i) {
        const s = sentences[i]!;
        const range = s.range();
        marks.sentence(s.block, range);
        keepInView(scroller, s.block, range);
      },
      word(i, offset, length) {
        marks.word(sentences[i]!.subRange(offset, length));
      },
      state: showState,
      error(message) {
        status.textContent = t('readAloudFailed', [message]);
      },
    });
    const changed = (): void => {
      const chosen = voices.find((v) => v.voiceURI === voiceSelect.value) ?? voice;
      settings = { rate: Number(rateSelect.value), voices: { ...settings.voices, [key]: chosen.voiceURI } };
      void saveSpeechSettings(ctx.storage, settings).catch(() => undefined);
      player?.configure(chosen, settings.rate);
    };
    voiceSelect.addEventListener('change', changed);
    rateSelect.addEventListener('change', changed);
    prev.addEventListener('click', () => player?.previous());
    next.addEventListener('click', () => player?.next());
    play.addEventListener('click', () => player?.toggle());
    content.addEventListener('click', onClick);
    enable(true);
    player.play(firstInView(sentences, scroller));
  };
  stopButton.addEventListener('click', stop);
  const fail = (err: unknown): void => disable(t('readAloudFailed', [err instanceof Error ? err.message : String(err)]));
  void begin().catch(fail);

  return {
    toggle: () => player?.toggle(),
    stop,
  };
}
