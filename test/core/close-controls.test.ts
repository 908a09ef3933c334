// A block that opens with a close button ("×", "✕") is something the reader dismisses: a
// newsletter pop-up, a metered-access notice. It goes from the story; the names here are hashed,
// so only the markup's behaviour (a control, then words) can tell. A "✕" that is a list's mark
// (not a link or button) stays.
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { unseenFixture as fixture } from '../helpers/dom';

describe('closable boxes in an article', () => {
  it('drops the boxes that open with a close control and keeps the story around them', async () => {
    const a = await extract(fixture('story-closable-boxes.html'), { debug: true });
    expect(a.text).not.toContain('terms of service');
    expect(a.text).not.toContain('Thank you');
    expect(a.text).not.toContain('complimentary access');
    expect(a.text).toContain('forty passengers');
    expect(a.text).toContain('half its charge left');
    expect(a.text).toContain('second charger');
    expect(a.removed!.filter((r) => r.reason === 'closable box')).toHaveLength(2);
  });

  it("keeps a list whose marks are crosses, and a '×' inside a sentence", async () => {
    const a = await extract(fixture('story-closable-boxes.html'));
    expect(a.text).toContain('The charging cable takes two people');
    expect(a.text).toContain('3 × 20 an hour');
  });

  it("keeps them with disable: ['dialogs']", async () => {
    const a = await extract(fixture('story-closable-boxes.html'), { disable: ['dialogs'] });
    expect(a.text).toContain('complimentary access');
    expect(a.text).toContain('terms of service');
  });
});
