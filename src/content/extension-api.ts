/**
 * The extension APIs the scripts injected into pages use, read from the world they run in,
 * without webextension-polyfill (about 3 kB gzipped of each injected script). Firefox gives
 * content scripts `browser`, Chromium `chrome`; in Manifest V3 both return promises for these
 * calls, which is all the polyfill added, and both answer a message through `sendResponse`
 * when the listener returns `true` (listen.ts).
 */
import type { SettingsArea } from '../reader/settings';

export type StorageChanges = Record<string, { newValue?: unknown }>;
type ChangeListener = (changes: StorageChanges, areaName: string) => void;
export type MessageListener = (message: unknown, sender: { id?: string }, sendResponse: (reply: unknown) => void) => boolean;

export interface ContentApi {
  i18n: { getMessage(key: string, substitutions?: string[]): string; getUILanguage(): string };
  runtime: {
    id: string;
    sendMessage(message: unknown): Promise<unknown>;
    onMessage: { addListener(listener: MessageListener): void };
  };
  extension: { inIncognitoContext: boolean };
  storage: {
    sync: SettingsArea;
    onChanged: { addListener(listener: ChangeListener): void; removeListener(listener: ChangeListener): void };
  };
}

/** `browser` where the browser has it (Firefox), else `chrome`; undefined outside an extension. */
export function findContentApi(): ContentApi | undefined {
  const world = globalThis as { browser?: ContentApi; chrome?: ContentApi };
  const api = world.browser ?? world.chrome;
  return api?.runtime ? api : undefined;
}

/** The same, for scripts that run in an extension only: a clear error anywhere else. */
export function contentApi(): ContentApi {
  const api = findContentApi();
  if (!api) throw new Error('Winnow: no extension API in this page');
  return api;
}
