/**
 * Bytes → HTML string for the CLI: gunzip, BOM, strict UTF-8, then the page's declared charset.
 */
import { gunzipSync } from 'node:zlib';

const GZIP_MAGIC = [0x1f, 0x8b];
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

/** Gunzips when the bytes carry the gzip magic number (file name or stdin alike). */
export function maybeGunzip(bytes: Uint8Array): Uint8Array {
  return startsWith(bytes, GZIP_MAGIC) ? gunzipSync(bytes) : bytes;
}

/** The encoding declared by `<meta charset>` / `http-equiv` near the top, if Node knows it. */
export function declaredCharset(bytes: Uint8Array): string | null {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, CHARSET_SCAN_BYTES));
  const label = META_CHARSET.exec(head)?.[1];
  if (!label) return null;
  try {
    return new TextDecoder(label).encoding;
  } catch {
    return null; // unknown label
  }
}

/** Decodes HTML bytes: BOM wins, then valid UTF-8, then the declared charset, else lossy UTF-8. */
export function decodeHtml(bytes: Uint8Array): string {
  for (const [bom, encoding] of BOMS) {
    if (startsWith(bytes, bom)) return new TextDecoder(encoding).decode(bytes.subarray(bom.length));
  }
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return new TextDecoder(declaredCharset(bytes) ?? 'utf-8').decode(bytes);
  }
}
