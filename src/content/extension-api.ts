/**
 * The extension APIs the reading view's script uses, read from the world it runs in, without
 * webextension-polyfill (about 3 kB gzipped of the script injected when the view opens; see
 * listen.ts for the engine script). Firefox gives content scripts `browser`, Chromium `chrome`;
 * in Manifest V3 both return promises for these calls, which is all the polyfill added.
 */
import type { SettingsArea } from '../reader/settings';

export type StorageChanges = Record<string, { newValue?: unknown }>;
type ChangeListener = (changes: StorageChanges, areaName: string) => void;

export interface ContentApi {
  i18n: { getMessage(key: string, substitutions?: string[]): string; getUILanguage(): string };
  runtime: { sendMessage(message: unknown): Promise<unknown> };
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
