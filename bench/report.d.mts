// Types for the parts of report.mjs that TypeScript tests import (no allowJs).
export interface PageRecord {
  dataset: string;
  id: string;
  pageType: string | null;
  extractor: string;
  p: number;
  r: number;
  f1: number;
  predEmpty: boolean;
  truthEmpty: boolean;
  ms: number | null;
  error: string | null;
  chars: number;
  fold?: number;
  stages?: Record<string, number>;
}
export declare function formatStages(records: PageRecord[], prefix: string, opts?: { markdown?: boolean }): string;
export declare function formatReadings(
  records: (PageRecord & { guessedType?: string | null; sameAsArticle?: boolean })[], opts?: { markdown?: boolean },
): string;
