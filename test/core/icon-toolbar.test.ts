// A row of icon links under a short label is a sharing or following toolbar, whatever its names
// (hashed here): it goes; a date line beside a share glyph is the story's, and stays.
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { page, prose } from '../helpers/dom';

const HEAD = '<title>The harbour reopens</title><meta property="og:type" content="article">';
const glyphs = (k: number): string => Array.from({ length: k }, (_, i) => `<a href="/s${i}" class="h${i}x"><i class="h${i}y"></i></a>`).join('');

describe('icon toolbars in an article', () => {
  it('drops "Share story" over three glyph links, keeps the dated line and the story', async () => {
    const a = await extract(
      page(
        `<div class="k1"><h1>The harbour reopens</h1>` +
          `<div class="k2">March 21, 2017 ${glyphs(2)}</div>` +
          `<div class="k3"><h3>Share story</h3>${glyphs(3)}</div>` +
          `<p>${prose('harbour')}</p><p>${prose('quay')}</p></div>`,
        { head: HEAD },
      ),
      { debug: true },
    );
    expect(a.text).toContain('The quay report');
    expect(a.text).not.toContain('Share story');
    expect(a.text).toContain('March 21, 2017');
    expect(a.removed!.some((r) => r.reason === 'icon links')).toBe(true);
  });

});
