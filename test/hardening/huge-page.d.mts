export function prose(topic: string, sentences?: number): string;
export function article(topic: string, paragraphs?: number): string;
export function tagCloud(count: number): string;
export function hugePage(elements: number): string;
