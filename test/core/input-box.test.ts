// Failure class 4 of issue 20: a newsletter box inside the story. A block built around a field
// the reader types into goes with its heading and pitch; the story around it stays.
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { page, prose, segmentOf, unseenFixture as fixture } from '../helpers/dom';
import { inputBoxes } from '../../src/core/input-box';
import { select } from '../../src/core/select';

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

  // The form's own words (a consent line, the messages a script shows after sending) are the
  // box's: with them the box passed the short-box limit and stayed. Unnamed, as with hashed names.
  const ARTICLE_HEAD = '<title>The harbour reopens</title><meta property="og:type" content="article">';
  const FINE_PRINT =
    '<label>Your e-mail address</label><input type="email">' +
    ['Morning Briefing', 'Evening Briefing', 'Weekend Reads', 'Business Daily', 'Sport Extra', 'Culture Notes', 'Science Weekly', 'Travel Letters']
      .map((l) => `<label><input type="checkbox">${l}</label>`).join('') +
    '<button>Sign up</button>' +
    '<p>You will receive e-mails with news, updates and offers from the publisher. You may opt out at any time.</p>' +
    '<h2>Thank you for subscribing.</h2><h2>An error has occurred. Please try again later.</h2>' +
    '<h2>You are already subscribed to this e-mail.</h2>';

  it("drops a sign-up box whose form holds the words (fine print, messages), however many they are", async () => {
    const a = await extract(
      page(
        `<div class="k1"><h1>The harbour reopens</h1><p>${prose('harbour')}</p><p>${prose('ferry')}</p>` +
          `<div class="k2"><h3>Get the morning briefing</h3><form class="k3">${FINE_PRINT}</form></div>` +
          `<p>${prose('quay')}</p><p>${prose('pier')}</p></div>`,
        { head: ARTICLE_HEAD },
      ),
    );
    expect(a.text).toContain('The quay report');
    expect(a.text).not.toContain('morning briefing');
    expect(a.text).not.toContain('already subscribed');
  });

  it('leaves a form that holds the story (a page wrapped in a form, ASP.NET) to the story', () => {
    // The article reading holds the form and more prose after it; the form's search field is
    // no box's: the form's words are the story's, not the box's own.
    const { seg, at } = segmentOf(
      `<table><tr><td class="k0"><form class="k1"><input type="text" name="q"><button>Search</button>` +
        `<h1>The harbour reopens</h1><p>${prose('harbour')}</p></form><p>${prose('quay')}</p><p>${prose('pier')}</p></td></tr></table>`,
    );
    const sel = select(seg, { available: false, pageWidth: 0, pageHeight: 0 }, 'The harbour reopens');
    const labels = inputBoxes(seg, { ...sel, container: at('td.k0') });
    expect([...labels.keys()].map((n) => n.tag)).toEqual([]);
  });
});
