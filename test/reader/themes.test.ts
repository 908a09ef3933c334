import { contrast, cjkScript, fontStack, PALETTES, TEXT_PAIRS } from '../../src/reader/themes';

/** WCAG 2 AA for body text. */
const MIN_CONTRAST = 4.5;

describe('reading view themes', () => {
  it('compute WCAG contrast ratios', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#ffffff')).toBe(1);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2); // the classic "just fails" grey
  });

  for (const [name, palette] of Object.entries(PALETTES)) {
    it(`${name}: every text colour on every background it is used on reaches ${MIN_CONTRAST}:1`, () => {
      const failing = TEXT_PAIRS.map(([fg, bg]) => ({ pair: `${fg}/${bg}`, ratio: contrast(palette[fg], palette[bg]) }))
        .filter((p) => p.ratio < MIN_CONTRAST);
      expect(failing).toEqual([]);
    });
  }

  it('recognise Chinese and Japanese language tags by script', () => {
    expect(cjkScript('zh')).toBe('zh-hans');
    expect(cjkScript('zh-CN')).toBe('zh-hans');
    expect(cjkScript('zh-TW')).toBe('zh-hant');
    expect(cjkScript('zh-Hant-HK')).toBe('zh-hant');
    expect(cjkScript('ja-JP')).toBe('ja');
    expect(cjkScript('en')).toBeNull();
    expect(cjkScript(null)).toBeNull();
  });

  it('default to a serif for Latin pages and a regional CJK sans for Chinese and Japanese', () => {
    expect(fontStack('auto', 'en')).toMatch(/serif$/);
    expect(fontStack('auto', 'en')).not.toMatch(/sans-serif$/);
    expect(fontStack('auto', 'zh-CN')).toMatch(/PingFang SC.*sans-serif$/);
    expect(fontStack('auto', 'zh-TW')).toContain('PingFang TC');
    expect(fontStack('auto', 'ja')).toContain('Hiragino Sans');
    expect(fontStack('mono', 'en')).toMatch(/monospace$/);
    // Explicit choices still carry CJK faces, so mixed-script text has proper glyphs.
    expect(fontStack('serif', 'ja')).toContain('Mincho');
  });
});
