export const NODE_PEERS: string[];
export function winnowModulePath(): string;
export function nodeDocument(pagePath: string, opts?: { hashNames?: boolean }): Document;
export const HTML_PARSER_KEY: string;
export function parseNodeDocument(html: string): Document;
export function peerExtract(name: string): Promise<(document: Document) => Promise<{ text: string; title: string | null; pageType: null }>>;
