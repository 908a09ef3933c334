import type { Plugin } from 'vite';

export const CONTENT_SCRIPT_BUDGET_GZIP_KB: number;
export const READER_SCRIPT_BUDGET_GZIP_KB: number;
export interface InjectedSize {
  file: string;
  bytes: number;
  gzip: number;
}
export function injectedSizes(
  bundle: Record<string, { type: string; code?: string; source?: string | Uint8Array }>,
  files: string[],
): InjectedSize[];
export function contentScriptSize(files: string[], budgets?: Record<string, number>): Plugin;
