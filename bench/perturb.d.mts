export const PERTURB_KINDS: string[];
export function perturbationOf(page: { pageType: string | null }, kind: string | undefined): string | undefined;
export function perturbHtml(html: string, kind: string, truth: string, id: string): { html: string; perturbed: boolean };
export function storyBlock(doc: Document, truth: string): Element | null;
export function river(doc: Document, r: () => number, zh: boolean): Element;
