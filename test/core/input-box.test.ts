// Failure class 4 of issue 20: a newsletter box inside the story. A block built around a field
// the reader types into goes with its heading and pitch; the story around it stays.
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { unseenFixture as fixture } from '../helpers/dom';

describe('input boxes in an article', () => {
  it('drops a newsletter box and keeps the paragraphs on both sides', async () => {
    const a = await extract(fixture('newsletter-box.html'), { debug: true });
    expect(a.text).not.toContain('weekly briefing');
    expect(a.text).not.toContain('in your inbox');
    expect(a.text).toContain('the last tram');
    expect(a.text).toContain('live data for the first time');
    expect(a.removed!.some((r) => r.reason === 'input box')).toBe(true);
  });

  it("keeps it with disable: ['forms']", async () => {
    const a = await extract(fixture('newsletter-box.html'), { disable: ['forms'] });
    expect(a.text).toContain('in your inbox');
  });
});
