// Failure class 4 of issue 20 (noise inside the right container): an inline script whose string
// holds an unescaped "</script>" ends early and shows the rest of its source as text on the page.
// That text is left out; code the page shows as code, and prose with a stray bracket, stay.
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { readsAsSource, SOURCE_SYMBOL_SHARE } from '../../src/core/script-text';
import { page, unseenFixture as fixture } from '../helpers/dom';

const STORY = 'The regional transport board approved a new timetable on Thursday that will put a train on the valley line every fifteen minutes.';

describe('script source shown as text', () => {
  it('leaves a broken script tail out of an old table-layout story and keeps the story around it', async () => {
    const a = await extract(fixture('script-tail.html'));
    expect(a.text).not.toContain('ad_zone');
    expect(a.text).not.toContain("'); }");
    expect(a.text).not.toContain('var slot');
    expect(a.text).toContain('twice as often as today');
    expect(a.text).toContain('introduced in the spring');
  });

  // A script that writes a tag ("'<scr'+'ipt …>'") is cut by the parser at that "<" into text
  // nodes around a bogus element, and no node alone reads as source; the paragraph they make does.
  it('leaves out a leaked script cut into several text nodes by a tag it writes', async () => {
    const leak = "var proto = (document.location.protocol.indexOf('https')>-1?'https:':'http:'); var ref = escape(document.referrer); "
      + "if (parseInt(navigator.appVersion)>=4) { document.write('<scr'+'ipt src=\"'+proto+'//stats.example.net/m.js?r='+ref+'\"><\\/scr'+'ipt>'); } "
      + "else { var img = new Image(); img.src = proto+'//stats.example.net/m.gif'; }";
    const a = await extract(page(`<h1>Valley line</h1><div><p>${STORY}</p><div>${leak}</div><p>${STORY}</p></div>`, { head: '<title>Valley line</title>' }));
    expect(a.text).not.toContain('document.write');
    expect(a.text).not.toContain('ipt>');
    expect(a.text.split(STORY)).toHaveLength(3);
  });

  it('keeps a paragraph about code: its inline code is left out of the judgement', async () => {
    const a = await extract(page(`<h1>Promises</h1><article><p>${STORY}</p><p>Arrow functions can have an implicit return; so, `
      + '<code>() => x</code> is short for <code>() => { return x; }</code>.</p>' + `<p>${STORY}</p></article>`, { head: '<title>Promises</title>' }));
    expect(a.text).toContain('() => { return x; }');
  });

  it('keeps code that the page marks as code', async () => {
    const code = 'for (let i = 0; i < rows.length; i++) { total += rows[i].fare; }';
    const a = await extract(page(`<h1>Fares</h1><article><p>${STORY}</p><p>The board computes the average like this:</p>` +
      `<pre>${code}</pre><p>Inline, <code>${code}</code> reads the same.</p><p>${STORY}</p></article>`, { head: '<title>Fares</title>' }));
    expect(a.text.split(code)).toHaveLength(3);
  });

  it('tells source from prose by symbols, not by one bracket or one semicolon', () => {
    expect(readsAsSource("'); } if (document.cookie.indexOf('partner=news') != -1) { var ad_zone = 'news'; }")).toBe(true);
    expect(readsAsSource('.story-body { margin: 0 auto; font-size: 1.1em; }')).toBe(true);
    expect(readsAsSource('The council (which meets monthly; it last met on Monday) agreed to the plan.')).toBe(false);
    expect(readsAsSource('Set notation {a, b} was used; the proof runs to nine pages and cites three earlier papers on the topic.')).toBe(false);
    expect(SOURCE_SYMBOL_SHARE).toBeLessThan(0.1);
  });
});

// A page built by a client-side template (Angular, Vue, Handlebars) and read with its scripts off
// shows the template's own lines, placeholders unfilled.
describe('a template\'s unfilled placeholders', () => {
  const withLine = (line: string) => page(`<h1>Valley line</h1><article><p>${STORY}</p><p>${line}</p><p>${STORY}</p></article>`, { head: '<title>Valley line</title>' });

  it('leave out the line that holds them; the story stays', async () => {
    const a = await extract(withLine('This story appears in the {{article.magazine.pretty_date}} issue of {{article.magazine.pubName}}. Subscribe'));
    expect(a.text).not.toContain('pretty_date');
    expect(a.text).not.toContain('This story appears');
    expect(a.text.split(STORY)).toHaveLength(3);
  });

  it('stay in code the page shows as code (a template language\'s own example)', async () => {
    const a = await extract(page(`<h1>Templates</h1><article><p>${STORY}</p><pre><code>&lt;h1&gt;Hello {{ person }}!&lt;/h1&gt;</code></pre><p>${STORY}</p></article>`, { head: '<title>Templates</title>' }));
    expect(a.text).toContain('Hello {{ person }}!');
  });

  it('are not a writer\'s braces: "{{{{ Michelle }}}}" is a hug in a reader\'s note', async () => {
    const a = await extract(withLine('Sending hugs for you all from the UK. {{{{ Michelle }}}} Love, Light and Healing to you all.'));
    expect(a.text).toContain('{{{{ Michelle }}}}');
  });
});
