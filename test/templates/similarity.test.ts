import fc from 'fast-check';
import { boundedDistance, codePoints, isSimilar, similarityBound, SIMILARITY_CHARS_PER_EDIT } from '../../src/core/similarity';

/** Plain Levenshtein, the reference the bounded one must agree with. */
function levenshtein(a: number[], b: number[]): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

describe('similarity', () => {
  it('allows one edit per 8 characters of the shorter text', () => {
    expect(SIMILARITY_CHARS_PER_EDIT).toBe(8);
    expect(similarityBound(8, 100)).toBe(0);
    expect(similarityBound(9, 100)).toBe(1);
    expect(similarityBound(16, 17)).toBe(2);
  });

  it('requires texts of 8 characters or fewer to be identical', () => {
    expect(isSimilar('home', 'home')).toBe(true);
    expect(isSimilar('homes', 'home')).toBe(false);
    expect(isSimilar('contact!', 'contact?')).toBe(false);
    expect(isSimilar('contact us', 'contact uz')).toBe(true); // 10 chars: 1 edit
  });

  it('matches a footer whose year changed, not a different sentence', () => {
    expect(isSimilar('© 2015 example corp. all rights reserved.', '© 2016 example corp. all rights reserved.')).toBe(true);
    expect(isSimilar('© 2015 example corp. all rights reserved.', 'the council met on tuesday to vote on it.')).toBe(false);
  });

  it('counts code points (CJK and emoji are one character each)', () => {
    expect(codePoints('新闻😀')).toHaveLength(3);
    // 9 ideographs: one edit allowed.
    expect(isSimilar('版权所有不得转载复制', '版权所有不得转载复印')).toBe(true);
    expect(isSimilar('版权所有😀', '版权所有😁')).toBe(false);
  });

  it('is symmetric and agrees with plain Levenshtein within the bound', () => {
    const text = fc.array(fc.constantFrom(97, 98, 99, 0x4e00, 0x1f600), { maxLength: 40 });
    fc.assert(
      fc.property(text, text, fc.integer({ min: 0, max: 8 }), (a, b, bound) => {
        const d = boundedDistance(a, b, bound);
        expect(boundedDistance(b, a, bound)).toBe(d);
        const exact = levenshtein(a, b);
        expect(d).toBe(exact <= bound ? exact : bound + 1);
      }),
      { numRuns: 500 },
    );
    fc.assert(fc.property(fc.string(), fc.string(), (a, b) => isSimilar(a, b) === isSimilar(b, a)));
  });

  it('stops as soon as the bound is exceeded (long different texts are cheap)', () => {
    const a = codePoints('a'.repeat(50_000));
    const b = codePoints('b'.repeat(50_000));
    const t0 = performance.now();
    expect(boundedDistance(a, b, 3)).toBe(4);
    expect(performance.now() - t0).toBeLessThan(50);
  });
});
