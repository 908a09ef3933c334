/**
 * The extension APIs the reading view's and the browsing-time learning's scripts use, read from
 * the world they run in, without webextension-polyfill (about 3 kB gzipped of each script
 * injected into a page; listen.ts does the same for the engine script). Firefox gives content
 * scripts `browser`, Chromium `chrome`; in Manifest V3 both return promises for these calls,
 * which is all the polyfill added.
 */
import type { SettingsArea } from '../reader/settings';

export type StorageChanges = Record<string, { newValue?: unknown }>;
type ChangeListener = (changes: StorageChanges, areaName: string) => void;

export interface ContentApi {
  i18n: { getMessage(key: string, substitutions?: string[]): string; getUILanguage(): string };
  runtime: { sendMessage(message: unknown): Promise<unknown> };
  extension: { inIncognitoContext: boolean };
  storage: {
    sync: SettingsArea;
    onChanged: { addListener(listener: ChangeListener): void; removeListener(listener: ChangeListener): void };
  };
}

/** `browser` where the browser has it (Firefox), else `chrome`; the script runs in an extension only. */
export function contentApi(): ContentApi {
  const world = globalThis as { browser?: ContentApi; chrome?: ContentApi };
  const api = world.browser ?? world.chrome;
  if (!api?.runtime) throw new Error('Winnow: no extension API in this page');
  return api;
}
