// A tail marker ("Comments", "Related stories") cuts what follows the story. The story starts at
// its headline, so a marker placed above the headline in the markup (a comment drawer, a share
// dialog) heads a panel, not the tail: cutting there lost whole stories on pages whose class
// names said nothing (hashed names).
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { unseenFixture as fixture } from '../helpers/dom';

describe('section markers and the headline', () => {
  it('does not cut the story at a marker that stands above its headline', async () => {
    const a = await extract(fixture('marker-before-headline.html'), { debug: true });
    expect(a.text).toContain('voted on Tuesday to keep the night ferry running');
    expect(a.text).toContain('weeks of uncertainty');
  });

  it('still cuts at a marker that follows the story', async () => {
    const a = await extract(fixture('marker-before-headline.html'), { debug: true });
    expect(a.text).not.toContain('Port authority sets out its budget');
    expect(a.removed!.some((r) => r.reason === 'after "Related stories"')).toBe(true);
  });
});
