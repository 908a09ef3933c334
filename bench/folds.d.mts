export const DEFAULT_FOLDS: number;
export const DEFAULT_HELD_FOLD: number;
export function registrableDomain(host: string): string;
export function siteOf(meta: Record<string, unknown>, dataset: string): string;
export function fnv1a(text: string): number;
export function foldOf(site: string, folds: number): number;
