// Types for metric.mjs (so TypeScript tests can import it without allowJs).
export declare const SHINGLE_SIZE: number;
export interface TokenizeOptions {
  /** Every Han / Hiragana / Katakana / Hangul character is its own token (default true). */
  cjk?: boolean;
}
export interface PageScore {
  p: number;
  r: number;
  f1: number;
  tp: number;
  fp: number;
  fn: number;
  truthEmpty: boolean;
  predEmpty: boolean;
}
export interface Aggregate {
  n: number;
  nPred: number;
  nTruth: number;
  p: number;
  r: number;
  f1: number;
}
export declare function tokenize(text: string, opts?: TokenizeOptions): string[];
export declare function shingles(tokens: string[]): Map<string, number>;
export declare function pageScore(truthText: string, predText: string, opts?: TokenizeOptions): PageScore;
export declare function aggregate(scores: Pick<PageScore, 'p' | 'r' | 'truthEmpty' | 'predEmpty'>[]): Aggregate;
