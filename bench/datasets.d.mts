export interface PageRef {
  dataset: string;
  id: string;
  pageType: string | null;
  pagePath: string;
  truthPath: string;
  snippetsPath: string | null;
  site: string;
  fold: number;
}
export const REPO_ROOT: string;
export const DATASETS_ROOT: string;
export function listScoredDatasets(root?: string): string[];
export function listPages(dataset: string, opts?: {
  limit?: number; root?: string; type?: string; folds?: number; onlyFolds?: Set<number>; withoutTruth?: boolean;
}): PageRef[];
export function readPageHtml(pagePath: string, opts?: { hashNames?: boolean; perturb?: string }): string;
export function readTruth(truthPath: string): string;
export function parseArgs(argv: string[]): Record<string, string | true>;
export function resolveDatasets(data: string | true | undefined): string[];
