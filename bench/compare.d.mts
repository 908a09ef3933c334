import type { PageRecord } from './report.mjs';
export const SET_FALL_LIMIT: number;
export interface Figures { p: number; r: number; f1: number }
export interface SetRow {
  dataset: string;
  validation: boolean;
  n: number;
  held: [Figures | null, Figures | null];
  fitting: [Figures | null, Figures | null];
  all: [Figures, Figures];
}
export interface Moved { dataset: string; id: string; fold: number | undefined; before: number; after: number; hidden: boolean }
export interface Comparison {
  held: number;
  sets: SetRow[];
  heldMean: [number, number];
  moved: Moved[];
  verdict: { heldMeanRises: boolean; validationHolds: boolean; noSetFalls: boolean; fell: string[] };
}
export function readRecords(file: string, extractor?: string): PageRecord[];
export function compareRuns(before: Array<Partial<PageRecord> & { snip?: unknown }>, after: Array<Partial<PageRecord> & { snip?: unknown }>, opts?: { held?: number; min?: number }): Comparison;
export function formatComparison(c: Comparison, opts?: { list?: number; markdown?: boolean }): string;
