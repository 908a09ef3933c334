/**
 * Read-aloud preferences in storage.sync (they follow the user like the view's settings): the
 * speaking rate and, per language, the voice last chosen. Everything read back is validated.
 */
import { loadValid, type SettingsArea } from '../settings';

export const SPEECH_KEY = 'readAloud';

/** Rates offered: slower for learners, up to twice as fast for skimming by ear. */
export const RATES = [0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export const DEFAULT_RATE = 1;
/** Voice URIs are short names; anything longer is not one (and would eat the sync quota). */
const MAX_VOICE_URI = 200;
/** Languages remembered at most (the sync item stays small). */
const MAX_LANGUAGES = 32;

export interface SpeechSettings {
  rate: number;
  /** Language ("en", "zh") → voiceURI. */
  voices: Record<string, string>;
}

export function validSpeechSettings(raw: unknown): SpeechSettings {
  const src = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const rate = RATES.includes(src.rate as (typeof RATES)[number]) ? (src.rate as number) : DEFAULT_RATE;
  const voices: Record<string, string> = {};
  if (typeof src.voices === 'object' && src.voices !== null) {
    for (const [lang, uri] of Object.entries(src.voices).slice(0, MAX_LANGUAGES)) {
      if (/^[a-z]{2,3}$/.test(lang) && typeof uri === 'string' && uri.length > 0 && uri.length <= MAX_VOICE_URI) voices[lang] = uri;
    }
  }
  return { rate, voices };
}

export function loadSpeechSettings(area: SettingsArea): Promise<SpeechSettings> {
  return loadValid(area, SPEECH_KEY, validSpeechSettings);
}

export async function saveSpeechSettings(area: SettingsArea, settings: SpeechSettings): Promise<void> {
  await area.set({ [SPEECH_KEY]: validSpeechSettings(settings) });
}
