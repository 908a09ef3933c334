/**
 * Which voice reads an article: the one the user chose for that language, else the system's
 * voice for the article's language (its region first: a zh-TW page gets a Taiwanese voice when
 * there is one), else none: a Chinese article is never read with an English voice.
 */

/** The parts of SpeechSynthesisVoice this module reads (a test double provides the same). */
export interface VoiceLike {
  name: string;
  lang: string;
  voiceURI: string;
  default?: boolean;
  localService?: boolean;
}

/**
 * Language subtags that read the same written language, in tiers. A Chinese page is tagged "zh",
 * while speech engines tag Mandarin "cmn" (espeak-ng) or "zh"; Cantonese voices ("yue") read
 * Chinese text too, with another pronunciation, so they come in the tier after.
 */
const SAME_LANGUAGE: Record<string, string[][]> = {
  zh: [['zh', 'cmn'], ['yue']],
  cmn: [['zh', 'cmn'], ['yue']],
  nb: [['nb', 'no']],
  no: [['no', 'nb']],
};

/** "zh-Hant-TW" → { language: "zh", region: "tw" }. */
export function parseLang(tag: string): { language: string; region: string } {
  const parts = tag.toLowerCase().replace(/_/g, '-').split('-');
  const region = parts.slice(1).find((p) => /^[a-z]{2}$|^\d{3}$/.test(p)) ?? '';
  return { language: parts[0] ?? '', region };
}

/** The key a chosen voice is remembered under: the article's primary language. */
export const languageKey = (lang: string): string => parseLang(lang).language;

/** Voices that can read `lang`, best first: same tier, then same region (else none), then default/local. */
export function voicesFor<V extends VoiceLike>(voices: readonly V[], lang: string): V[] {
  const { language, region } = parseLang(lang);
  if (!language) return [];
  const tiers = SAME_LANGUAGE[language] ?? [[language]];
  const rank = (v: V): number => {
    const p = parseLang(v.lang);
    const tier = tiers.findIndex((t) => t.includes(p.language));
    if (tier < 0) return -1;
    const place = !region || p.region === region ? 0 : p.region ? 2 : 1;
    return tier * 8 + place * 2 + (v.default || v.localService ? 0 : 1);
  };
  return voices
    .map((v, i) => ({ v, r: rank(v), i }))
    .filter((x) => x.r >= 0)
    .sort((a, b) => a.r - b.r || a.i - b.i)
    .map((x) => x.v);
}

/** The voice for an article: the remembered one when it still exists and fits, else the best fit. */
export function chooseVoice<V extends VoiceLike>(voices: readonly V[], lang: string, remembered?: string): V | null {
  const fitting = voicesFor(voices, lang);
  return fitting.find((v) => v.voiceURI === remembered) ?? fitting[0] ?? null;
}
