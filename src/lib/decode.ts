/**
 * Bytes → HTML string for the CLI: gunzip, then the decoding browsers do (core/charset.ts).
 */
import { gunzipSync } from 'node:zlib';

const GZIP_MAGIC = [0x1f, 0x8b];

export { decodeHtml, declaredCharset } from '../core/charset';

/** Gunzips when the bytes carry the gzip magic number (file name or stdin alike). */
export function maybeGunzip(bytes: Uint8Array): Uint8Array {
  return GZIP_MAGIC.every((b, i) => bytes[i] === b) ? gunzipSync(bytes) : bytes;
}
