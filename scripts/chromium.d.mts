export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function extensionArgs(dist: string): string[];
export const HAVE_SPEECH_ENGINE: boolean;
export function silentSpeech(): { args: string[]; env: Record<string, string | undefined> };
