// Failure class 5 of issue 20: the body is the body. The heading that repeats Article.title is
// left out of text/html, inside the chosen content or above it; a heading that restates the
// title further down is the author's and stays.
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { unseenFixture as fixture } from '../helpers/dom';

describe('the title heading is not body text', () => {
  it('drops the headline at the top of the chosen content, past a kicker line', async () => {
    const a = await extract(fixture('title-in-content.html'));
    expect(a.title).toBe('Harbour Town Votes to Rebuild Its Sea Wall');
    expect(a.text).not.toContain('Rebuild Its Sea Wall');
    expect(a.html).not.toMatch(/<h1/);
    expect(a.text).toMatch(/^(Local\n+)?The council of Harbour Town voted/);
    expect(a.text).toContain('What happens next');
  });

  it('leaves out a headline that sits above the chosen content', async () => {
    const a = await extract(fixture('title-above-content.html'));
    expect(a.title).toBe('Night Trains Return to the Northern Line');
    expect(a.text).not.toContain('Night Trains Return');
    expect(a.text).toContain('Sleeper services return to the northern line');
  });

  it('drops a title line set in another tag (a <b> in a table cell) that opens the content', async () => {
    const a = await extract(fixture('zh-table-rails-vs-notice.html'));
    expect(a.title).toBe('老街手工作坊重新开门 传统手艺吸引年轻人');
    expect(a.text).not.toContain('传统手艺吸引年轻人');
    expect(a.text).toContain('本报讯 今年春天');
  });

  it('keeps a heading that restates the title below the opening paragraphs', async () => {
    const a = await extract(fixture('title-restated.html'));
    expect(a.text).toContain('Why bees dance');
  });

  it("keeps the heading with disable: ['title']", async () => {
    const a = await extract(fixture('title-in-content.html'), { disable: ['title'] });
    expect(a.text).toContain('Harbour Town Votes to Rebuild Its Sea Wall');
  });

  it('explains the removal in debug output', async () => {
    const a = await extract(fixture('title-in-content.html'), { debug: true });
    expect(a.removed?.some((r) => r.reason.startsWith('title:') && r.text.includes('Sea Wall'))).toBe(true);
  });
});
