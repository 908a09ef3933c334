/** The CLI's input path: bytes → string (decode.ts) and string → browser-shaped Document (dom.ts). */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { decodeHtml, declaredCharset, maybeGunzip } from './decode';
import { parseDocument } from './dom';

const bytes = (...parts: Array<string | number[]>): Uint8Array =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));
/** "中文" in GBK / GB18030. */
const ZHONGWEN_GBK = [0xd6, 0xd0, 0xce, 0xc4];

describe('decodeHtml', () => {
  it('prefers valid UTF-8 over a wrong declaration', () => {
    const html = '<meta charset="gb18030"><p>中文</p>';
    expect(decodeHtml(Buffer.from(html))).toBe(html);
  });

  it('falls back to the declared charset when the bytes are not UTF-8', () => {
    const page = bytes('<meta http-equiv="Content-Type" content="text/html; charset=gb2312"><p>', ZHONGWEN_GBK, '</p>');
    expect(declaredCharset(page)).toBe('gbk');
    expect(decodeHtml(page)).toContain('<p>中文</p>');
  });

  it('honours a byte-order mark', () => {
    expect(decodeHtml(bytes([0xef, 0xbb, 0xbf], '<p>x</p>'))).toBe('<p>x</p>');
    expect(decodeHtml(Buffer.from('\ufeff<p>é</p>', 'utf16le'))).toBe('<p>é</p>');
  });

  it('decodes invalid bytes lossily when nothing is declared', () => {
    expect(decodeHtml(bytes('<p>', [0xff], '</p>'))).toBe('<p>\ufffd</p>');
  });

  it('gunzips by magic number only', () => {
    const html = Buffer.from('<p>x</p>');
    expect(Buffer.from(maybeGunzip(gzipSync(html))).toString()).toBe('<p>x</p>');
    expect(maybeGunzip(html)).toBe(html);
  });
});

describe('parseDocument', () => {
  it('builds html/head/body around a bare fragment', () => {
    const doc = parseDocument('<!doctype html><title>T</title><meta name="a"><p>one</p><div>two</div>');
    expect(doc.documentElement.localName).toBe('html');
    expect(doc.head.querySelector('title')?.textContent).toBe('T');
    expect(doc.head.querySelector('meta')).not.toBeNull();
    expect(doc.body.innerHTML).toBe('<p>one</p><div>two</div>');
  });

  it('adds a missing body inside an existing <html>', () => {
    const doc = parseDocument('<html><head><title>T</title></head><table><tr><td>cell</td></tr></table></html>');
    expect(doc.body.textContent).toBe('cell');
    expect(doc.title).toBe('T');
  });

  it('leaves a complete document alone and sets its URL', () => {
    const doc = parseDocument('<html><head></head><body><p>x</p></body></html>', 'https://a.example/p');
    expect(doc.body.innerHTML).toBe('<p>x</p>');
    expect(doc.URL).toBe('https://a.example/p');
  });
});
