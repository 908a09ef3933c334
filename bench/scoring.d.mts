export const TITLE_IN_TRUTH: Set<string>;
export function scoredText(dataset: string, text: string, title: string | null | undefined): string;
