/** The build's report of the injected script's size (scripts/content-size.mjs). */
import { describe, expect, it } from 'vitest';
import { gzipSync } from 'node:zlib';
import { CONTENT_SCRIPT_BUDGET_GZIP_KB, contentScriptSize, injectedSizes } from '../../scripts/content-size.mjs';

describe('injected script size report', () => {
  const code = 'console.log("winnow");\n'.repeat(500);
  const bundle = {
    'src/content/index.js': { type: 'asset', source: code },
    'assets/chunk.js': { type: 'chunk', code: 'x' },
  };

  it('measures the named files, raw and gzipped, and skips missing ones', () => {
    expect(injectedSizes(bundle, ['src/content/index.js', 'src/content/missing.js'])).toEqual([
      { file: 'src/content/index.js', bytes: Buffer.byteLength(code), gzip: gzipSync(code).byteLength },
    ]);
  });

  it('warns only past the budget', () => {
    const warned: string[] = [];
    const infos: string[] = [];
    const ctx = { warn: (m: string) => warned.push(m), info: (m: string) => infos.push(m) };
    const plugin = contentScriptSize(['src/content/index.js']) as unknown as { writeBundle: (this: typeof ctx, o: unknown, b: unknown) => void };
    plugin.writeBundle.call(ctx, {}, bundle);
    expect(warned).toEqual([]);
    expect(infos[0]).toMatch(/^injected on click: src\/content\/index\.js 11\.\d kB \(gzip 0\.\d kB; budget \d+ kB gzip\)$/);

    // Random printable bytes (gzip saves under a fifth of them): twice the budget is over it.
    let seed = 7;
    const noise = Array.from({ length: CONTENT_SCRIPT_BUDGET_GZIP_KB * 2 * 1024 }, () => String.fromCharCode(33 + ((seed = (seed * 48271) % 2147483647) % 90))).join('');
    plugin.writeBundle.call(ctx, {}, { 'src/content/index.js': { type: 'asset', source: noise } });
    expect(warned).toHaveLength(1);
    expect(warned[0]).toContain('OVER');
  });

  it('holds a file with its own budget to that one', () => {
    const warned: string[] = [];
    const ctx = { warn: (m: string) => warned.push(m), info: () => undefined };
    const plugin = contentScriptSize(['src/content/reader.js'], { 'src/content/reader.js': 0.01 }) as unknown as { writeBundle: (this: typeof ctx, o: unknown, b: unknown) => void };
    plugin.writeBundle.call(ctx, {}, { 'src/content/reader.js': { type: 'asset', source: code } });
    expect(warned).toEqual([expect.stringMatching(/^injected on click: src\/content\/reader\.js .*budget 0\.01 kB gzip, OVER\)$/)]);
  });
});
