// A short story under a big headline block, beside a rail of teasers holding more prose than the
// story (failure class 3 of unseen pages: briefs and paywalled stories). Selection narrows to the
// story's column (storyUnderHeadline); the widening that follows must not climb back to the
// column-and-rail block it narrowed from, or the rail is read in again.
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { unseenFixture as fixture } from '../helpers/dom';

describe('a brief beside a richer rail', () => {
  it('reads the standfirst and both paragraphs, and leaves the rail out', async () => {
    const a = await extract(fixture('brief-beside-rail.html'));
    expect(a.text).toContain('The two-kilometre lane will link the ferry terminal');
    expect(a.text).toContain('Councillors voted seven to five');
    expect(a.text).toContain('Shop owners on the harbour');
    expect(a.text).not.toContain('More from Local news');
    expect(a.text).not.toContain('School to close for a week');
    expect(a.text).not.toContain('old cinema on Market Street');
  });
});
