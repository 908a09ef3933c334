/**
 * The sentences of a reading unit, as [start, end) offsets into its text. Intl.Segmenter knows
 * each language's sentence ends (。！？ for Chinese and Japanese, abbreviations for English); a
 * browser without it falls back to splitting after terminal punctuation.
 */

export interface Span {
  start: number;
  end: number;
}

/** Sentence ends for the fallback: Latin and CJK terminal punctuation, with closing quotes. */
const FALLBACK_END = /[.!?。！？…]+["'”’」』)）]*(?:\s+|$)|[。！？]+/g;

const segmenters = new Map<string, Intl.Segmenter | null>();

/** A segmenter for the language (cached), or null where Intl.Segmenter is missing or the tag is invalid. */
export function segmenterFor(lang: string, granularity: 'sentence' | 'word'): Intl.Segmenter | null {
  const key = `${granularity} ${lang}`;
  if (!segmenters.has(key)) {
    let s: Intl.Segmenter | null = null;
    try {
      if (typeof Intl.Segmenter === 'function') s = new Intl.Segmenter(lang || undefined, { granularity });
    } catch {
      s = null; // an invalid language tag from the page
    }
    segmenters.set(key, s);
  }
  return segmenters.get(key) ?? null;
}

function rawSpans(text: string, lang: string): Span[] {
  const segmenter = segmenterFor(lang, 'sentence');
  if (segmenter) return [...segmenter.segment(text)].map((s) => ({ start: s.index, end: s.index + s.segment.length }));
  const spans: Span[] = [];
  let start = 0;
  for (const m of text.matchAll(FALLBACK_END)) {
    const end = (m.index ?? 0) + m[0].length;
    spans.push({ start, end });
    start = end;
  }
  if (start < text.length) spans.push({ start, end: text.length });
  return spans;
}

/** The sentences of `text` with the whitespace around them trimmed; blank ones dropped. */
export function splitSentences(text: string, lang: string): Span[] {
  const out: Span[] = [];
  for (const { start, end } of rawSpans(text, lang)) {
    let s = start;
    let e = end;
    while (s < e && /\s/.test(text[s]!)) s++;
    while (e > s && /\s/.test(text[e - 1]!)) e--;
    if (/[\p{L}\p{N}]/u.test(text.slice(s, e))) out.push({ start: s, end: e });
  }
  return out;
}
