/**
 * The author's card after the story (name on its own line, a bio, a follow link) repeats the
 * byline that the reading view shows in its header; with names hashed, only the name finds it.
 */
import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { doc, unseenFixture, unseenHtml } from '../helpers/dom';

const read = () => extractSync(unseenFixture('author-card.html'));
/** The fixture without its card block: the story ends the article. */
const withoutCard = () => unseenHtml('author-card.html').replace(/\s*<div class="a7c">[\s\S]*?<\/div>\s*<\/article>/, '\n</article>');

describe('an author card after the story', () => {
  it('is left out; the story and its byline stay', () => {
    const a = read();
    expect(a.byline).toBe('Dana Whitfield');
    expect(a.text).toContain('returned to service on Monday');
    expect(a.text).toContain('missed the short trip across the water');
    expect(a.text).not.toContain('covers transport and the lake communities');
  });

  it('is left out when its bio opens with the name as a link, without a name line', () => {
    const html = unseenHtml('author-card.html').replace(
      '<div class="a1n">Dana Whitfield</div>\n    <p>Dana Whitfield covers',
      '<p><a href="/authors/dana-whitfield">Dana Whitfield</a> / Dana covers',
    );
    expect(html).toContain('/authors/dana-whitfield');
    const text = extractSync(doc(html)).text;
    expect(text).toContain('missed the short trip across the water');
    expect(text).not.toContain('covers transport and the lake communities');
  });

  it('is left out when its bio opens with the name in plain words, past a story paragraph that does too', () => {
    const html = unseenHtml('author-card.html')
      .replace('<div class="a1n">Dana Whitfield</div>\n', '')
      .replace('<p>The council, which pays', '<p>Dana Whitfield rode along on the first crossing. The council, which pays');
    expect(html).not.toContain('a1n');
    const text = extractSync(doc(html)).text;
    expect(text).toContain('Dana Whitfield rode along on the first crossing');
    expect(text).toContain('missed the short trip across the water');
    expect(text).not.toContain('covers transport and the lake communities');
  });

  it('a signature line that closes the story\'s own block takes none of the story with it', () => {
    const more = Array.from({ length: 12 }, (_, i) =>
      `<p>Section ${i + 1}: the crossing takes twenty minutes each way, and the ferry carries up to forty cars and two hundred passengers on every trip across the lake in the summer season.</p>`).join('');
    const html = unseenHtml('author-card.html')
      .replace('<div class="a1n">Dana Whitfield</div>\n', '')
      .replace('busiest summer weekends.</p>\n  </div>', `busiest summer weekends.</p>\n    <p>Dana Whitfield | Lakeside Herald</p>\n  </div><div class="m0r">${more}</div>`);
    expect(html).toContain('m0r');
    const text = extractSync(doc(html)).text;
    expect(text).toContain('returned to service on Monday');
    expect(text).toContain('Section 12: the crossing');
  });

  it('a paragraph that opens with the author\'s name is the story\'s', () => {
    const html = unseenHtml('author-card.html')
      .replace('<p>Passengers on the first crossing', '<p>Dana Whitfield took the first crossing herself. Passengers on the first crossing');
    expect(extractSync(doc(html)).text).toContain('Dana Whitfield took the first crossing herself');
  });

  it('is left out when it is the story\'s last paragraph and opens with the given name', () => {
    const html = withoutCard()
      .replace('busiest summer weekends.</p>', 'busiest summer weekends.</p>\n    <p>Dana has covered transport and the lake communities since 2009. Write to her at the newsroom.</p>');
    expect(html).not.toContain('a7c');
    const text = extractSync(doc(html)).text;
    expect(text).toContain('busiest summer weekends');
    expect(text).not.toContain('Dana has covered transport');
  });

  it('a byline that is a word the story writes in lower case ("The Author") is no given name', () => {
    const html = withoutCard()
      .replace('content="Dana Whitfield"', 'content="The Author"')
      .replace('<p>The council, which pays', '<p>Tickets are sold on board and at the pier, and the fares are the same as last year for residents and for visitors.</p>\n    <p>The council, which pays');
    expect(html).toContain('The Author');
    expect(extractSync(doc(html)).text).toContain('The council, which pays part of the running costs');
  });
});
