export function hashName(token: string): string;
export function hashCss(css: string): string;
export function hashNames(html: string): string;
