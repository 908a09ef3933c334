/**
 * Speaks a list of sentences one utterance at a time, so that the sentence being read is always
 * known (and a long article never hits an engine's per-utterance limit). Pause cancels the
 * utterance and resume speaks that sentence again from its start: engines' own pause/resume is
 * unreliable (some voices ignore it, some never resume), a restarted sentence always works.
 */
import type { VoiceLike } from './voices';
import { segmenterFor } from './sentences';

export type PlayerState = 'playing' | 'paused' | 'stopped';

/** The parts of the Web Speech API the player drives (window's, or a test double's). */
export interface SpeechApi {
  synth: Pick<SpeechSynthesis, 'speak' | 'cancel'>;
  Utterance: typeof SpeechSynthesisUtterance;
}

export interface PlayerHooks {
  /** A sentence starts (its index). */
  sentence(index: number): void;
  /** A spoken word: offset and length in the sentence's text. */
  word(index: number, offset: number, length: number): void;
  state(state: PlayerState): void;
  /** The engine failed (not a cancel of ours). */
  error(message: string): void;
}

/** Utterance errors that only say we cancelled it ourselves. */
const OWN_CANCEL = new Set(['interrupted', 'canceled']);

/** Length of the word starting at `offset` (engines without charLength send only the start). */
export function wordLengthAt(text: string, offset: number, lang: string): number {
  const segmenter = segmenterFor(lang, 'word');
  if (segmenter) {
    const hit = segmenter.segment(text).containing(offset);
    if (hit) return Math.max(1, hit.index + hit.segment.length - offset);
  }
  return Math.max(1, /^[\p{L}\p{N}'’-]*/u.exec(text.slice(offset))![0].length);
}

export class Player {
  private index = 0;
  private current: PlayerState = 'stopped';
  /** Bumped for every utterance: events of an older one (cancelled) are ignored. */
  private token = 0;
  private voice: VoiceLike | null;
  private rate: number;

  constructor(
    private readonly api: SpeechApi,
    private readonly sentences: readonly { text: string }[],
    private readonly lang: string,
    voice: VoiceLike | null,
    rate: number,
    private readonly hooks: PlayerHooks,
  ) {
    this.voice = voice;
    this.rate = rate;
  }

  get position(): number {
    return this.index;
  }

  /** Reads from sentence `from` (default: where it is). */
  play(from = this.index): void {
    this.speak(Math.max(0, Math.min(from, this.sentences.length - 1)));
  }

  pause(): void {
    if (this.current !== 'playing') return;
    this.silence();
    this.setState('paused');
  }

  /** Play when paused or stopped, pause when playing. */
  toggle(): void {
    if (this.current === 'playing') this.pause();
    else this.play();
  }

  next(): void {
    this.jump(this.index + 1);
  }

  previous(): void {
    this.jump(this.index - 1);
  }

  stop(): void {
    this.silence();
    this.setState('stopped');
  }

  /** A new voice or rate: the sentence being read starts again with it. */
  configure(voice: VoiceLike | null, rate: number): void {
    this.voice = voice;
    this.rate = rate;
    if (this.current === 'playing') this.speak(this.index);
  }

  private jump(to: number): void {
    if (to < 0 || to >= this.sentences.length) return;
    if (this.current === 'playing') this.speak(to);
    else {
      this.index = to;
      this.hooks.sentence(to);
    }
  }

  private silence(): void {
    this.token++;
    this.api.synth.cancel();
  }

  private setState(state: PlayerState): void {
    if (state === this.current) return;
    this.current = state;
    this.hooks.state(state);
  }

  private speak(i: number): void {
    this.silence();
    if (i >= this.sentences.length) {
      this.index = 0;
      this.setState('stopped');
      return;
    }
    const token = this.token;
    const text = this.sentences[i]!.text;
    const u = new this.api.Utterance(text);
    u.lang = this.voice?.lang ?? this.lang;
    if (this.voice) u.voice = this.voice as SpeechSynthesisVoice;
    u.rate = this.rate;
    u.addEventListener('boundary', (e) => {
      if (token !== this.token || (e.name && e.name !== 'word')) return;
      const length = e.charLength > 0 ? e.charLength : wordLengthAt(text, e.charIndex, this.lang);
      this.hooks.word(i, e.charIndex, length);
    });
    u.addEventListener('end', () => {
      if (token === this.token) this.speak(i + 1);
    });
    u.addEventListener('error', (e) => {
      if (token !== this.token || OWN_CANCEL.has(e.error)) return;
      this.silence();
      this.setState('stopped');
      this.hooks.error(e.error);
    });
    this.index = i;
    this.setState('playing');
    this.hooks.sentence(i);
    this.api.synth.speak(u);
  }
}
