export interface SnippetCounts { tp: number; fn: number; fp: number; tn: number }
export function snippetCounts(snippets: { with?: string[]; without?: string[] }, predText: string): SnippetCounts;
export function aggregateSnippets(records: { snip: SnippetCounts }[]): { n: number; p: number; r: number; f1: number };
