/**
 * HTML bytes → string, as a browser would decode them: a byte-order mark wins, then the charset
 * of the response's Content-Type, then valid UTF-8, then the page's own <meta charset>. Shared by
 * the CLI (saved pages) and the reading view (following pages of an article, fetched as bytes so
 * that GBK and Big5 portals decode right).
 */
/** Byte-order marks, longest first. */
const BOMS: Array<[number[], string]> = [
  [[0xef, 0xbb, 0xbf], 'utf-8'],
  [[0xff, 0xfe], 'utf-16le'],
  [[0xfe, 0xff], 'utf-16be'],
];
/** How far into the page to look for a charset declaration (the HTML spec prescans 1024). */
const CHARSET_SCAN_BYTES = 4096;
const META_CHARSET = /<meta[^>]+charset\s*=\s*["']?\s*([\w.:-]+)/i;

const startsWith = (bytes: Uint8Array, prefix: number[]): boolean =>
  prefix.every((b, i) => bytes[i] === b);

/** The encoding declared by `<meta charset>` / `http-equiv` near the top, if Node knows it. */
export function declaredCharset(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, CHARSET_SCAN_BYTES));
  return knownCharset(META_CHARSET.exec(head)?.[1]);
}

/** A charset label as TextDecoder knows it, or null. */
function knownCharset(label: string | null | undefined): string | null {
  if (!label) return null;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null; // unknown label
  }
}

/** Decodes HTML bytes: BOM, then the Content-Type's charset, then valid UTF-8, then the declared charset, else lossy UTF-8. */
export function decodeHtml(bytes: Uint8Array, contentType?: string | null): string {
  for (const [bom, encoding] of BOMS) {
    if (startsWith(bytes, bom)) return new TextDecoder(encoding).decode(bytes.subarray(bom.length));
  }
  const sent = knownCharset(/charset\s*=\s*["']?([\w.:-]+)/i.exec(contentType ?? '')?.[1]);
  if (sent) return new TextDecoder(sent).decode(bytes);
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder(declaredCharset(bytes) ?? 'utf-8').decode(bytes);
  }
}
