/**
 * The reading view's colour themes and font stacks. Colours live here as data (not only in CSS)
 * so a unit test can hold every text/background pair to WCAG's 4.5:1 contrast minimum.
 */
import type { FontChoice } from './settings';

export interface Palette {
  bg: string;
  fg: string;
  /** Secondary text: metadata, captions, reasons. */
  muted: string;
  /** Links and the pressed state of buttons. */
  accent: string;
  /** Text on an accent background (pressed buttons). */
  accentFg: string;
  /** Background of code blocks and of the toolbar's panel. */
  raised: string;
  /** Background of a removed block shown again ("show what was removed"). */
  removedBg: string;
  /** Rules and borders (decoration: not held to the text contrast minimum). */
  rule: string;
}

export const PALETTES: Record<'light' | 'sepia' | 'dark', Palette> = {
  light: {
    bg: '#fdfcf9', fg: '#1d1f22', muted: '#535a62', accent: '#0b655e', accentFg: '#ffffff',
    raised: '#f0eee8', removedBg: '#f3eee3', rule: '#d6d2c8',
  },
  sepia: {
    bg: '#f4ecd8', fg: '#3a2e1f', muted: '#5c4a33', accent: '#7a3410', accentFg: '#fffaf0',
    raised: '#eadfc4', removedBg: '#e9dcbd', rule: '#cdbd98',
  },
  dark: {
    bg: '#17191c', fg: '#e4e2dd', muted: '#a9aeb5', accent: '#72c7bc', accentFg: '#0d1716',
    raised: '#24272b', removedBg: '#26231d', rule: '#3a3e44',
  },
};

/** Pairs of (text, background) keys that carry text somewhere in the view. */
export const TEXT_PAIRS: ReadonlyArray<[keyof Palette, keyof Palette]> = [
  ['fg', 'bg'], ['muted', 'bg'], ['accent', 'bg'], ['fg', 'raised'], ['muted', 'raised'],
  ['accent', 'raised'], ['accentFg', 'accent'], ['muted', 'removedBg'], ['fg', 'removedBg'],
];

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const SERIF_LATIN = "Charter, 'Iowan Old Style', 'Palatino Linotype', Georgia, 'Noto Serif', 'DejaVu Serif'";
const SANS_LATIN = "system-ui, -apple-system, 'Segoe UI', Roboto, 'Noto Sans', 'Helvetica Neue', Arial";
const MONO = "ui-monospace, 'SF Mono', Menlo, Consolas, 'DejaVu Sans Mono', 'Liberation Mono'";

/** CJK faces per script, so Han characters get the regional glyph forms readers expect. */
const CJK_SANS: Record<string, string> = {
  'zh-hans': "'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Source Han Sans SC'",
  'zh-hant': "'PingFang TC', 'Microsoft JhengHei', 'Noto Sans CJK TC', 'Source Han Sans TC'",
  ja: "'Hiragino Sans', 'Hiragino Kaku Gothic ProN', 'Yu Gothic', Meiryo, 'Noto Sans CJK JP', 'Source Han Sans JP'",
};
const CJK_SERIF: Record<string, string> = {
  'zh-hans': "'Songti SC', 'Noto Serif CJK SC', 'Source Han Serif SC', SimSun",
  'zh-hant': "'Songti TC', 'Noto Serif CJK TC', 'Source Han Serif TC', PMingLiU",
  ja: "'Hiragino Mincho ProN', 'Yu Mincho', 'Noto Serif CJK JP', 'Source Han Serif JP'",
};

/** zh-Hans / zh-Hant / ja for Chinese and Japanese language tags, else null. */
export function cjkScript(lang: string | null): 'zh-hans' | 'zh-hant' | 'ja' | null {
  const tag = (lang ?? '').toLowerCase();
  if (tag === 'ja' || tag.startsWith('ja-')) return 'ja';
  if (tag !== 'zh' && !tag.startsWith('zh-')) return null;
  return /^zh-(hant|tw|hk|mo)\b/.test(tag) ? 'zh-hant' : 'zh-hans';
}

/**
 * The CSS font-family for a choice on a page in `lang`. 'auto' is a serif for Latin text and a
 * CJK sans for Chinese and Japanese, whose serif (Song/Mincho) faces are thin on screens; every
 * stack ends with CJK faces so mixed-script text never falls back to a random font.
 */
export function fontStack(choice: FontChoice, lang: string | null): string {
  const script = cjkScript(lang) ?? 'zh-hans';
  const cjk = cjkScript(lang) !== null;
  switch (choice) {
    case 'serif':
      return `${SERIF_LATIN}, ${CJK_SERIF[script]}, serif`;
    case 'sans':
      return `${SANS_LATIN}, ${CJK_SANS[script]}, sans-serif`;
    case 'mono':
      return `${MONO}, ${CJK_SANS[script]}, monospace`;
    default:
      return cjk ? `${SANS_LATIN}, ${CJK_SANS[script]}, sans-serif` : `${SERIF_LATIN}, ${CJK_SERIF[script]}, serif`;
  }
}

export const MONO_STACK = `${MONO}, monospace`;
export const UI_STACK = `${SANS_LATIN}, 'Noto Sans CJK SC', sans-serif`;

/** CSS custom properties of one palette. */
export function paletteCss(p: Palette): string {
  return Object.entries(p)
    .map(([k, v]) => `--${k.replace(/[A-Z]/g, (c) => '-' + c.toLowerCase())}: ${v};`)
    .join(' ');
}
