// The lead filter (headline-lead.ts): what stands above the <h1> headline inside the chosen
// content is furniture when it is less than the story under the headline. Names are hashed in
// these pages: the decision rests on the headline and the amount of text on either side.
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { LEAD_REASON } from '../../src/core/headline-lead';
import { page, unseenFixture as fixture } from '../helpers/dom';

const STORY = [
  'The valley railway will run a second morning train from March, the operator said on Friday after a year of complaints about crowded carriages.',
  'Commuters from the upper villages have stood for the whole journey since the timetable changed, and many said they had started driving instead.',
  'The extra train leaves twenty minutes before the first one and stops at every station, so pupils of the two secondary schools can take it as well.',
  'The county will pay for the first two years; after that the operator expects fares to cover the cost if the train is as full as the first one.',
].map((t) => `<p>${t}</p>`).join('');

describe('the lead above the headline', () => {
  it('takes a share panel and a comment drawer that precede the headline inside the content', async () => {
    const a = await extract(fixture('marker-before-headline.html'), { debug: true });
    expect(a.text).not.toContain('Share this story with your friends');
    expect(a.text).not.toContain('Join the Conversation');
    expect(a.removed!.filter((r) => r.reason === LEAD_REASON)).toHaveLength(2);
    // With the lead gone the headline is at the content's top, and the title filter takes it.
    expect(a.text).not.toContain('Harbour pilots vote to keep the night ferry running');
    expect(a.text).toContain('voted on Tuesday to keep the night ferry running');
    expect(a.text).toContain('weeks of uncertainty');
  });

  it('keeps it when switched off', async () => {
    const a = await extract(fixture('marker-before-headline.html'), { disable: ['lead'] });
    expect(a.text).toContain('Join the Conversation');
  });

  it('leaves a page alone whose text above the headline outweighs the story under it', async () => {
    // A long first part and an <h1> that heads a short second one: not furniture over a story.
    const intro = STORY.replace(/<p>/g, '<p>Earlier: ');
    const d = page(`<div class="x1"><div class="x2">${intro}${intro}<h1>Second morning train for the valley line</h1>${STORY}</div></div>`,
      { head: '<title>Second morning train for the valley line</title>' });
    const a = await extract(d, { debug: true });
    expect(a.removed!.some((r) => r.reason === LEAD_REASON)).toBe(false);
    expect(a.text).toContain('Earlier: The valley railway');
  });

  it('leaves a kicker above the headline to the title filter, which keeps it', async () => {
    const d = page(`<div class="x1"><div class="x2"><p>Transport</p><h1>Second morning train for the valley line</h1>${STORY}</div></div>`,
      { head: '<title>Second morning train for the valley line</title>' });
    const a = await extract(d, { debug: true });
    expect(a.removed!.some((r) => r.reason === LEAD_REASON)).toBe(false);
    expect(a.text).toContain('Transport');
  });
});
