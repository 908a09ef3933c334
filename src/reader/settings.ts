/**
 * Reading-view preferences: their bounds, defaults and validation. Stored in `storage.sync`
 * under one key so they follow the user between browsers; everything read back is validated
 * (another version of Winnow, or a hand-edited profile, may have written something else).
 */

export type Theme = 'light' | 'sepia' | 'dark' | 'system';
export type FontChoice = 'auto' | 'serif' | 'sans' | 'mono';

export const THEMES: readonly Theme[] = ['light', 'sepia', 'dark', 'system'];
export const FONTS: readonly FontChoice[] = ['auto', 'serif', 'sans', 'mono'];

export interface ReaderSettings {
  theme: Theme;
  /** 'auto': serif for Latin scripts, a CJK sans for Chinese and Japanese pages. */
  font: FontChoice;
  /** Body text size in CSS pixels. */
  fontSize: number;
  /** Unitless line height. */
  lineHeight: number;
  /** Column width in `ch` of the body font (measure of a line). */
  width: number;
  /** Read a multi-page article's following pages into the view. */
  joinPages: boolean;
}

/** One storage key for all of it: one read on open, one change event per edit. */
export const SETTINGS_KEY = 'readerSettings';

/**
 * Bounds and steps of the numeric settings. 14–32 px covers small laptop screens to low vision
 * without page zoom; 1.2–2.2 spans dense to double-spaced; 45–90 ch is the typographic range of
 * a comfortable measure (66 ch is the classic ideal, 75 the default here for web prose with images).
 */
export const LIMITS = {
  fontSize: { min: 14, max: 32, step: 1 },
  lineHeight: { min: 1.2, max: 2.2, step: 0.1 },
  width: { min: 45, max: 90, step: 5 },
} as const;

export type NumericSetting = keyof typeof LIMITS;

export const DEFAULT_SETTINGS: ReaderSettings = {
  theme: 'system',
  font: 'auto',
  fontSize: 19,
  lineHeight: 1.6,
  width: 70,
  joinPages: true,
};

const clamp = (v: number, lo: number, hi: number): number => Math.min(hi, Math.max(lo, v));

/** Rounds to the step grid (0.1 steps drift in binary floating point otherwise). */
function onGrid(value: number, key: NumericSetting): number {
  const { min, max, step } = LIMITS[key];
  const snapped = Math.round((clamp(value, min, max) - min) / step) * step + min;
  return Number(snapped.toFixed(2));
}

/** Whatever was stored, as valid settings: unknown or out-of-range fields fall back or clamp. */
export function validSettings(raw: unknown): ReaderSettings {
  const src = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {};
  const num = (key: NumericSetting): number => {
    const v = src[key];
    return typeof v === 'number' && Number.isFinite(v) ? onGrid(v, key) : DEFAULT_SETTINGS[key];
  };
  return {
    theme: THEMES.includes(src.theme as Theme) ? (src.theme as Theme) : DEFAULT_SETTINGS.theme,
    font: FONTS.includes(src.font as FontChoice) ? (src.font as FontChoice) : DEFAULT_SETTINGS.font,
    fontSize: num('fontSize'),
    lineHeight: num('lineHeight'),
    width: num('width'),
    joinPages: typeof src.joinPages === 'boolean' ? src.joinPages : DEFAULT_SETTINGS.joinPages,
  };
}

/** One step up (+1) or down (−1), kept within bounds. */
export function stepSetting(settings: ReaderSettings, key: NumericSetting, direction: 1 | -1): ReaderSettings {
  return { ...settings, [key]: onGrid(settings[key] + direction * LIMITS[key].step, key) };
}

/** The minimal storage area this module needs (browser.storage.sync, or a fake in tests). */
export interface SettingsArea {
  get(key: string): Promise<Record<string, unknown>>;
  set(items: Record<string, unknown>): Promise<void>;
}

/** The stored value under `key`, validated; `valid(undefined)` (the defaults) where storage fails. */
export async function loadValid<T>(area: SettingsArea, key: string, valid: (raw: unknown) => T): Promise<T> {
  try {
    return valid((await area.get(key))[key]);
  } catch {
    return valid(undefined); // sync storage unavailable (policy, quota): defaults still read well
  }
}

export function loadSettings(area: SettingsArea): Promise<ReaderSettings> {
  return loadValid(area, SETTINGS_KEY, validSettings);
}

export async function saveSettings(area: SettingsArea, settings: ReaderSettings): Promise<void> {
  await area.set({ [SETTINGS_KEY]: validSettings(settings) });
}
