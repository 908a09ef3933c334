export const CONTENT_SHARE: number;
export const L3S_CONTENT_LABELS: Set<string>;
export function truthLabeller(truth: string): (text: string) => number | null;
export function l3sUnitLabels(blocks: [string, string][], texts: string[]): (boolean | undefined)[];
