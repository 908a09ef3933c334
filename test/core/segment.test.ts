/** segment.ts: one iterative walk, per-node totals bottom-up, hidden nodes, the page left alone. */
import { describe, expect, it } from 'vitest';
import { segment } from '../../src/core/segment';
import { extractSync } from '../../src/core/extract';
import { hasLayout, readLayout } from '../../src/core/layout';
import { page, prose, segmentOf } from '../helpers/dom';

describe('segment: per-node totals', () => {
  // No whitespace between tags, so every text node is one written here.
  const body =
    '<div id="a"><p id="p1">Hello world.</p><p id="p2">See <a href="/x">the link</a>!</p>' +
    '<img src="x.png"></div>';

  it('computes chars, link chars, tags, link tags, punctuation, paragraphs, images bottom-up', () => {
    const { at } = segmentOf(body);
    // "Hello" 5 + "world." 6
    expect(at('#p1')).toMatchObject({ chars: 11, linkChars: 0, tags: 1, linkTags: 0, punct: 1, stops: 1, paragraphs: 1, images: 0 });
    // "See" 3 + "the link" 7 (in the link) + "!" 1; the <p> and the <a>
    expect(at('#p2')).toMatchObject({ chars: 11, linkChars: 7, tags: 2, linkTags: 1, punct: 1, stops: 1, paragraphs: 1 });
    expect(at('#p2 a')).toMatchObject({ chars: 7, linkChars: 7, tags: 1, linkTags: 1, inLink: true });
    expect(at('img')).toMatchObject({ chars: 0, tags: 1, images: 1 });
    // div + p + p + a + img
    expect(at('#a')).toMatchObject({ chars: 22, linkChars: 7, tags: 5, linkTags: 1, punct: 2, stops: 2, paragraphs: 2, images: 1 });
    // body (1) + the div's 5; html adds itself (head is skipped)
    expect(at('body')).toMatchObject({ chars: 22, tags: 6, paragraphs: 2, images: 1 });
    expect(at('html')).toMatchObject({ chars: 22, tags: 7 });
  });

  it('counts pictures: images without a size, or at least 48 px each way; not spacers, rules or icons', () => {
    const { at } = segmentOf(
      '<div id="g"><img src="photo.jpg"><img src="wide.jpg" width="640" height="427">' +
      '<img src="dot.gif" width="1" height="1"><img src="rule.gif" width="629" height="1"><img src="mail.gif" width="17" height="11"></div>',
    );
    expect(at('#g')).toMatchObject({ images: 5, pictures: 2 });
  });

  it('records depth from the document element (html = 1) and parents before children', () => {
    const { seg, at } = segmentOf(body);
    expect(at('html').depth).toBe(1);
    expect(at('body').depth).toBe(2);
    expect(at('#a').depth).toBe(3);
    expect(at('#p2').depth).toBe(4);
    expect(at('#p2 a').depth).toBe(5);
    expect(seg.root.el.localName).toBe('html');
    for (const n of seg.nodes) if (n.parent >= 0) expect(n.parent).toBeLessThan(n.index);
    expect(at('#p2 a').parent).toBe(at('#p2').index);
  });

  it('gives inline text to the nearest block (own text); links count as own link text', () => {
    const { at } = segmentOf(body);
    expect(at('#p2')).toMatchObject({ ownChars: 11, ownLinkChars: 7, ownPunct: 1, ownStops: 1 });
    expect(at('#p2 a').owner).toBe(at('#p2').index);
    expect(at('#p2 a').ownChars).toBe(0);
    expect(at('#a').ownChars).toBe(0);
  });

  it('separates a div\'s own text from the text of a nested paragraph', () => {
    const { seg, at } = segmentOf('<div id="d">Intro text here <span>and more</span><p>Nested para.</p> tail</div>');
    // own: "Intro" 5 + "text" 4 + "here" 4 + "and" 3 + "more" 4 + "tail" 4
    expect(at('#d').ownChars).toBe(24);
    expect(at('#d p').ownChars).toBe(11);
    expect(at('#d').chars).toBe(35);
    expect(seg.units.map((u) => u.el.getAttribute('id') ?? u.tag)).toEqual(['d', 'p']);
  });

  it('lists text units (blocks owning text) in document order', () => {
    const { seg } = segmentOf('<h1>Title here</h1><div><p>One.</p><ul><li>Two</li><li><a href="#">Three</a></li></ul></div>');
    expect(seg.units.map((u) => u.tag)).toEqual(['h1', 'p', 'li', 'li']);
  });
});

describe('segment: hidden and skipped content', () => {
  const hiddenBody =
    '<div id="root"><p id="vis">Visible text.</p>' +
    '<p id="h1" hidden>Hidden by attribute.</p>' +
    '<div id="h2" aria-hidden="true"><p id="h2c">Hidden by aria.</p></div>' +
    '<p id="h3" style="color: red; display: none">Hidden by display.</p>' +
    '<p id="h4" style="VISIBILITY:HIDDEN">Hidden by visibility.</p>' +
    '<p id="ariafalse" aria-hidden="false">Shown.</p></div>';

  it('flags hidden elements and their descendants', () => {
    const { at } = segmentOf(hiddenBody);
    for (const id of ['#h1', '#h2', '#h2c', '#h3', '#h4']) expect(at(id).hidden, id).toBe(true);
    expect(at('#vis').hidden).toBe(false);
    expect(at('#ariafalse').hidden).toBe(false);
  });

  it('counts nothing of hidden subtrees in any total, and leaves them out of the units', () => {
    const { seg, at } = segmentOf(hiddenBody);
    // "Visible" 7 + "text." 5 + "Shown." 6
    expect(at('#root')).toMatchObject({ chars: 18, punct: 2, paragraphs: 2 });
    expect(at('#h2c').chars).toBe(0);
    expect(seg.units.map((u) => u.el.getAttribute('id'))).toEqual(['vis', 'ariafalse']);
  });

  it('treats React\'s streamed boundary <div hidden id="S:0"> as visible', () => {
    const { seg, at } = segmentOf('<div id="S:0" hidden><p>Streamed in late.</p></div><div id="X:0" hidden><p>Really hidden.</p></div>');
    expect(at('[id="S:0"]').hidden).toBe(false);
    expect(at('[id="X:0"]').hidden).toBe(true);
    expect(seg.root.chars).toBe(15); // "Streamed" 8 + "in" 2 + "late." 5
  });

  it('treats a hidden tab panel as visible (a reader view has no tabs to press)', () => {
    const { at } = segmentOf('<div role="tablist"><button role="tab">npm</button><button role="tab">yarn</button></div>'
      + '<div id="a" role="tabpanel"><p>npm create app</p></div><div id="b" role="tabpanel" hidden aria-hidden="true"><p>yarn create app</p></div>'
      + '<div id="c" hidden><p>Not a panel.</p></div>');
    expect(at('#b').hidden).toBe(false);
    expect(at('#c').hidden).toBe(true);
  });

  it('reads a panel that a disclosure control names as visible, whatever hides it and whatever its names', () => {
    // The reference survives hashed names: the build renames the id and aria-controls together.
    const { at } = segmentOf('<button aria-expanded="false" aria-controls="k1 k2">Details</button>'
      + '<div id="k1" class="h7a" aria-hidden="true"><p>Recycled nylon.</p></div><div id="k2" hidden><p>Taped seams.</p></div>'
      + '<div id="k3" style="display:none"><p>Wash cold.</p></div><button aria-controls="k3">Care</button>'
      + '<div id="k4" hidden><p>Not a panel.</p></div>');
    for (const id of ['#k1', '#k2']) expect(at(id).hidden, id).toBe(false);
    // A control that states no expanded state opens nothing a reader view should show.
    for (const id of ['#k3', '#k4']) expect(at(id).hidden, id).toBe(true);
  });

  it('reads aria-hidden text-level elements and collapsed panels as visible, aria-hidden blocks as hidden', () => {
    // aria-hidden takes an element out of the accessibility tree, not off the screen.
    const { at } = segmentOf('<p><a id="snippet" href="/s" aria-hidden="true">The story in a sentence.</a></p>'
      + '<i id="stars" class="icon" aria-hidden="true">4.4 out of 5 stars</i>'
      + '<div id="answer" class="accordion__content" aria-hidden="true"><p>Returns are free for 30 days.</p></div>'
      + '<div id="offcanvas" class="mobile-menu" aria-hidden="true"><a href="/">Home</a></div>'
      + '<div id="render" aria-hidden="true" style="top: -500px"><p>Another story.</p></div>');
    for (const id of ['#snippet', '#stars', '#answer']) expect(at(id).hidden, id).toBe(false);
    for (const id of ['#offcanvas', '#render']) expect(at(id).hidden, id).toBe(true);
  });

  it('hides screen-reader-only text, except where it names an icon that stands alone', () => {
    const { at } = segmentOf('<p id="price">$19.99 <span id="dup" class="sr-only">Price: $19.99</span></p>'
      + '<a id="ext" href="/x">Guide <span id="note" class="visually-hidden">(opens in a new window)</span></a>'
      + '<table><tr><td id="cell"><svg></svg><span id="tick" class="sr-only">Yes</span></td></tr></table>');
    for (const id of ['#dup', '#note']) expect(at(id).hidden, id).toBe(true);
    expect(at('#tick').hidden).toBe(false);
    expect(at('#cell').chars).toBe(3);
  });

  it('hides display:none utility classes, unless a breakpoint variant shows the element', () => {
    // Offline pages have no stylesheet: `hidden`, `hide`, `is-hidden` are the only sign.
    const { at } = segmentOf('<div id="err" class="starsErrorTooltip hidden">Error rating book. Refresh and try again.</div>'
      + '<div id="menu" class="navpages-container hide"><a href="/m">Men</a></div>'
      + '<div id="webflow" class="callout w-condition-invisible"><p>Related Posts</p></div>'
      + '<div id="wide" class="hidden md:flex"><p>iPhone Parts</p></div>'
      + '<div id="bs" class="row hide show@medium"><p>Shown on tablets and wider.</p></div>'
      + '<div id="faq" class="faq-answer hidden"><p>Returns are free for 30 days.</p></div>'
      + '<p id="word" class="hidden-gem">A place few visitors find.</p>');
    for (const id of ['#err', '#menu', '#webflow']) expect(at(id).hidden, id).toBe(true);
    for (const id of ['#wide', '#bs', '#faq', '#word']) expect(at(id).hidden, id).toBe(false);
  });

  it('hides a Vue v-cloak block until compiled, but not a cloaked app that is the page', () => {
    const { at } = segmentOf('<div id="app" v-cloak><main><h1>Men\'s sneakers</h1>'
      + '<div id="picker" v-cloak><span>Select size</span><p>{{ variant.title }}</p></div></main></div>');
    expect(at('#picker').hidden).toBe(true);
    expect(at('#app').hidden).toBe(false);
  });

  it('walks a streamed boundary where its <template id="B:n"> stands, and once', () => {
    const { seg, at } = segmentOf('<main id="m"><h1>Title</h1><!--$?--><template id="B:0"></template><!--/$--><p id="after">After.</p></main>'
      + '<div hidden id="S:0"><p id="streamed">Streamed in late.</p></div>');
    // The boundary's paragraph is a child of <main>, between the heading and the next paragraph.
    expect(at('#streamed').parent).toBe(at('#m').index);
    expect(at('#streamed').index).toBeLessThan(at('#after').index);
    expect(seg.byElement.has(seg.root.el.ownerDocument.getElementById('S:0')!)).toBe(false);
    expect(seg.root.chars).toBe('Title'.length + 'Streamedinlate.'.length + 'After.'.length);
  });

  it('never walks into script, style, noscript or template', () => {
    const { seg, doc } = segmentOf(
      '<p>Kept.</p><script>var secret = "script text";</script><style>.x{content:"style"}</style>' +
        '<noscript><p>No script text</p></noscript><template><p>Template text</p></template>',
    );
    expect(seg.root.chars).toBe(5);
    for (const tag of ['script', 'style', 'noscript', 'template']) {
      const el = doc.querySelector(tag);
      expect(el, tag).not.toBeNull();
      expect(seg.byElement.has(el!), tag).toBe(false);
    }
    expect(seg.nodes.some((n) => n.tag === 'p' && n.el.textContent === 'No script text')).toBe(false);
  });
});

/** A page whose body holds `depth` nested divs; returns the innermost. */
function nestedPage(depth: number): { d: Document; parent: Element } {
  const d = page('');
  let parent: Element = d.body;
  for (let i = 0; i < depth; i++) {
    const div = d.createElement('div');
    parent.appendChild(div);
    parent = div;
  }
  return { d, parent };
}

describe('segment: robustness', () => {
  it('walks a 3,000-deep nesting without overflowing the stack', () => {
    const { d, parent } = nestedPage(3000);
    parent.appendChild(d.createTextNode(prose('deep', 2)));
    const seg = segment(d);
    const deepest = seg.byElement.get(parent)!;
    expect(deepest.depth).toBe(3002); // html 1, body 2, first div 3
    expect(seg.root.chars).toBe(deepest.chars);
    expect(seg.root.tags).toBe(3002);
    expect(seg.units).toEqual([deepest]);
  });

  it('extractSync reads a 3,000-deep page whole, without a stack overflow', () => {
    const { d, parent } = nestedPage(3000);
    const p = d.createElement('p');
    p.textContent = prose('deep', 2);
    parent.appendChild(p);
    const article = extractSync(d);
    expect(article.text).toContain('The deep report, part 2');
  });

  it('does not change the document (extract only reads)', () => {
    const d = page(
      `<header><nav><a href="/">Home</a> <a href="/news">News</a></nav></header>
       <main><article><h1>A title of an article</h1>
       <p style="color:red" onclick="x()">${prose('first')}</p>
       <div data-src="/lazy.jpg"><img data-src="/lazy.jpg" src="data:image/gif;base64,R0lGOD"></div>
       <p hidden>${prose('hidden')}</p>
       <div class="share-bar"><a href="javascript:void(0)">Share</a></div>
       <table><tr><td><table><tr><td>${prose('cell')}</td></tr></table></td></tr></table>
       <p>${prose('second')}</p></article></main>
       <footer>© Example</footer>`,
      { head: '<title>A title of an article - Example</title><base href="/static/">' },
    );
    const before = d.documentElement.outerHTML;
    const article = extractSync(d, { debug: true });
    void article.markdown; // the lazy getter too
    expect(article.text).toContain('The first report');
    expect(d.documentElement.outerHTML).toBe(before);
  });
});

describe('layout without a layout engine (linkedom)', () => {
  it('reports available: false and reads no boxes', () => {
    const d = page(`<p>${prose('x')}</p>`);
    const seg = segment(d);
    expect(hasLayout(d)).toBe(false);
    expect(readLayout(d, seg)).toEqual({ available: false, pageWidth: 0, pageHeight: 0 });
    expect(seg.nodes.every((n) => n.box === undefined)).toBe(true);
  });
});
