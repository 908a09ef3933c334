/** select/: choosing the article among page chrome, pruning, hints, headline, duplicates. */
import { describe, expect, it } from 'vitest';
import { extract, extractSync } from '../../src/core/extract';
import { NoContentError } from '../../src/core/types';
import { classifyHint } from '../../src/core/vocabulary';
import { classifyUnit } from '../../src/core/scoring';
import { page, prose, segmentOf } from '../helpers/dom';
import { HAVE_DATASETS } from '../helpers/datasets';
import { readRealPage } from '../helpers/real-page';

const TITLE = 'Council approves the new river bridge plan';
const ARTICLE_PARAGRAPHS = [
  'The city council voted on Tuesday to approve the long-debated plan for a new bridge across the river, ending three years of argument.',
  'Supporters said the bridge would cut commuting times by half for the eastern districts, and bring new shops to both banks.',
  'Opponents warned that the cost, now estimated at 240 million, could rise further once the engineering studies are complete.',
  'The mayor said construction should begin next spring, provided the regional government confirms its share of the funding.',
  'Residents near the planned site will be invited to a public meeting next month to discuss noise and traffic during the works.',
];
const CHROME = {
  nav: 'World Politics Business Technology',
  sidebarHeading: 'Most read this week',
  sidebarLink: 'Ten things you did not know about owls in winter',
  ad: 'Buy the new Phone X today at the lowest price you will find anywhere.',
  share: 'Share on Facebook',
  newsletter: 'Sign up for our newsletter and get the best stories every morning in your inbox.',
  comment: 'I have lived here for forty years and I think this bridge is a terrible waste of our money.',
  related: 'Mayor opens the renovated harbour promenade after two years of works',
  footer: 'All rights reserved',
};

const NEWS_PAGE = `
<header class="site-header"><div class="masthead"><a href="/">Daily Example</a></div>
  <nav><ul>${CHROME.nav.split(' ').map((w) => `<li><a href="/${w.toLowerCase()}">${w}</a></li>`).join('')}</ul></nav>
</header>
<div class="layout">
  <div class="title-wrap"><h1>${TITLE}</h1><p class="meta">By Jane Doe, 3 February 2021</p></div>
  <div class="main">
    <div class="story-part"><p>${ARTICLE_PARAGRAPHS[0]}</p><p>${ARTICLE_PARAGRAPHS[1]}</p></div>
    <div class="ad-slot"><p>Advertisement</p><p>${CHROME.ad}</p></div>
    <div class="story-part"><p>${ARTICLE_PARAGRAPHS[2]}</p><p>${ARTICLE_PARAGRAPHS[3]}</p><p>${ARTICLE_PARAGRAPHS[4]}</p></div>
    <div class="share-bar"><a href="https://facebook.com/share">${CHROME.share}</a> <a href="https://x.com/share">Share on X</a></div>
    <div class="newsletter-box"><p>${CHROME.newsletter}</p><form><input type="email"><button>Subscribe</button></form></div>
    <section class="comments"><h3>Comments</h3>
      <div class="comment"><p>${CHROME.comment}</p></div>
      <div class="comment"><p>Finally! We have been waiting for this decision since the last election, well done to all.</p></div>
    </section>
  </div>
  <aside class="sidebar"><h3>${CHROME.sidebarHeading}</h3><ul>
    <li><a href="/owls">${CHROME.sidebarLink}</a></li>
    <li><a href="/cats">Why cats ignore you, and what science says about it</a></li>
    <li><a href="/rain">The wettest summer on record, in pictures</a></li></ul></aside>
  <div class="related-links"><h3>Related stories</h3><ul>
    <li><a href="/harbour">${CHROME.related}</a></li>
    <li><a href="/tram">New tram line to open ahead of schedule, says transport office</a></li></ul></div>
</div>
<footer><p>© 2021 Daily Example. ${CHROME.footer}.</p><a href="/privacy">Privacy</a> <a href="/terms">Terms</a></footer>`;

const newsDoc = () => page(NEWS_PAGE, { head: `<title>${TITLE} - Daily Example</title><meta property="og:site_name" content="Daily Example">` });

describe('select: article among page chrome (default strategy)', () => {
  it('keeps every article paragraph and none of the chrome', () => {
    const { text } = extractSync(newsDoc());
    for (const p of ARTICLE_PARAGRAPHS) expect(text).toContain(p);
    for (const [name, s] of Object.entries(CHROME)) expect(text, name).not.toContain(s);
  });

  it('keeps the article paragraphs in document order, across the ad between the two parts', () => {
    const { text } = extractSync(newsDoc());
    const positions = ARTICLE_PARAGRAPHS.map((p) => text.indexOf(p));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it('gives the headline (an h1 outside the content container) as the title, not as body text', () => {
    const article = extractSync(newsDoc());
    expect(article.title).toBe(TITLE);
    expect(article.text).not.toContain(TITLE);
    expect(article.html).not.toContain('<h1>');
  });

  it('with debug: true, says what it removed and why', () => {
    const { removed } = extractSync(newsDoc(), { debug: true });
    expect(removed).toBeDefined();
    const reasonOf = (path: string) => removed!.find((r) => r.path === path)?.reason;
    expect(reasonOf('div.ad-slot')).toBe('boilerplate class/id');
    expect(reasonOf('div.share-bar')).toBe('boilerplate class/id');
    expect(reasonOf('div.newsletter-box')).toBe('boilerplate class/id');
    expect(reasonOf('section.comments')).toBe('boilerplate class/id');
    for (const r of removed!) {
      expect(r.reason.length).toBeGreaterThan(0);
      expect(r.text.length).toBeLessThanOrEqual(81); // 80 characters plus the ellipsis
    }
    expect(removed!.find((r) => r.path === 'div.ad-slot')!.text).toContain('Advertisement');
  });

  it('leaves `removed` out without debug', () => {
    expect(extractSync(newsDoc()).removed).toBeUndefined();
  });
});

describe('select: other strategies on the same page', () => {
  it("'density' picks a block holding the article prose", () => {
    const { text } = extractSync(newsDoc(), { strategy: 'density' });
    expect(ARTICLE_PARAGRAPHS.filter((p) => text.includes(p)).length).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain(CHROME.footer);
    expect(text).not.toContain(CHROME.sidebarLink);
  });

  it("'sd-descent' picks a block holding the article prose", () => {
    const { text } = extractSync(newsDoc(), { strategy: 'sd-descent' });
    expect(ARTICLE_PARAGRAPHS.filter((p) => text.includes(p)).length).toBeGreaterThanOrEqual(3);
    expect(text).not.toContain(CHROME.footer);
  });
});

describe('select: no content', () => {
  const NAV_ONLY = `<nav><ul>${['Home', 'News', 'Sport', 'Weather', 'Culture', 'Travel']
    .map((t) => `<li><a href="/${t}">${t}</a></li>`).join('')}</ul></nav>
    <footer><a href="/about">About us</a> <a href="/contact">Contact</a></footer>`;

  it('rejects a page of navigation links with NoContentError', async () => {
    await expect(extract(page(NAV_ONLY))).rejects.toBeInstanceOf(NoContentError);
    expect(() => extractSync(page(NAV_ONLY))).toThrow(NoContentError);
  });

  it('rejects an empty page with NoContentError', async () => {
    await expect(extract(page(''))).rejects.toBeInstanceOf(NoContentError);
  });
});

describe('classifyHint', () => {
  it('calls boilerplate names noise', () => {
    for (const h of ['related-posts', 'share-bar', 'sidebar', 'comments', 'newsletter_signup', 'ad', 'mod ad-slot x']) {
      expect(classifyHint(h).noise, h).toBe(true);
    }
  });

  it('ignores state classes that name something elsewhere on the page', () => {
    for (const h of ['modal-enabled', 'no-sidebar', 'has-comments', 'comments-open', 'is-share']) {
      expect(classifyHint(h).noise, h).toBe(false);
    }
  });

  it("ignores a post's taxonomy tokens, the author's words ('category-promo-codes', 'tag-social-media')", () => {
    expect(classifyHint('post type-post hentry category-deals-and-promo-codes tag-social-media').noise).toBe(false);
    // Typepad prefixes them: "entry-category-social_media".
    expect(classifyHint('entry-category-social_media entry-category-advertising').noise).toBe(false);
    // The template's own names beside them still count.
    expect(classifyHint('post category-news sidebar-widget').noise).toBe(true);
  });

  it('matches whole words only (no "ad" in "shadow", no "share" in "shareholders")', () => {
    for (const h of ['shadow', 'shareholders-meeting', 'header-badge', 'download', 'md:hidden']) {
      expect(classifyHint(h).noise, h).toBe(false);
    }
  });

  it('calls content names content', () => {
    for (const h of ['entry-content', 'article-body', 'post', 'story-body main']) {
      expect(classifyHint(h).content, h).toBe(true);
    }
    expect(classifyHint('entry-content').noise).toBe(false);
    expect(classifyHint('')).toEqual({ noise: false, content: false, consent: false });
  });

  it('calls consent managers noise and consent (whole words, as for noise)', () => {
    for (const h of ['onetrust-consent-sdk', 'gdpr-banner', 'cookie-notice-container', 'CookieBot', 'iubenda-cs-small-margin-top', 'cmplz-cookiebanner', 'optanon-alert-box-wrapper', 'truste_box_overlay']) {
      expect(classifyHint(h), h).toMatchObject({ noise: true, consent: true });
    }
    expect(classifyHint('consentient').consent).toBe(false);
  });
});

describe('select: duplicated paragraphs', () => {
  const REPEATED = 'This paragraph appears more than once on the page, word for word, for some reason.';

  it('drops a paragraph repeated in another branch (a responsive copy)', () => {
    const d = page(`<article><h2>Section one title</h2>
      <div class="desktop"><p>${prose('alpha')}</p><p>${REPEATED}</p></div>
      <div class="mobile"><p>${REPEATED}</p></div>
      <p>${prose('omega')}</p></article>`);
    const { text, removed } = extractSync(d, { debug: true });
    expect(text.split(REPEATED).length - 1).toBe(1);
    expect(removed!.filter((r) => r.reason === 'duplicate').map((r) => r.path + ' ' + r.text)).toEqual([
      'p ' + REPEATED.slice(0, REPEATED.lastIndexOf(' ', 80)) + '…',
    ]);
  });

  it('keeps siblings that repeat the same paragraph (the author wrote it twice)', () => {
    const d = page(`<article><p>${prose('alpha')}</p><p>${REPEATED}</p><p>${REPEATED}</p><p>${prose('omega')}</p></article>`);
    const { text } = extractSync(d);
    expect(text.split(REPEATED).length - 1).toBe(2);
  });

  it('keeps a paragraph the author repeats in another passage, after a paragraph of its own', () => {
    // Readability's remove-extra-paragraphs page: two sections end on the same paragraph. The
    // copy follows "Tempor…", the first copy "Ut enim…"; empty paragraphs between count nothing.
    const d = page(`<article><h1>Lorem</h1><div><p>${prose('alpha')}</p><p></p><p>${prose('beta')}</p><p></p><p>${REPEATED}</p></div>
      <h2>Foo</h2><div><p>${prose('gamma')}</p><embed src="x.swf"><p>${REPEATED}</p></div></article>`);
    const { text } = extractSync(d);
    expect(text.split(REPEATED).length - 1).toBe(2);
  });
});

describe('select: code blocks', () => {
  it('keeps a highlighted code block whole, its comment and share tokens included', () => {
    const d = page(`<article><p>${prose('alpha')}</p>
      <pre><code><span class="token keyword">const</span> age = <span class="token function">useState</span>(42);
<span class="token comment">// Still 42 until the next render!</span>
<span class="token share">share</span>(age);</code></pre>
      <p>${prose('omega')}</p></article>`);
    const { text } = extractSync(d, { pageType: 'article' });
    expect(text).toContain('// Still 42 until the next render!');
    expect(text).toContain('share(age);');
  });
});

describe('select: skip links', () => {
  it('drops an in-page "Skip to …" link and keeps links that merely say skip', () => {
    const d = page(`<main><a href="#results">Skip to search results</a><p>${prose('alpha')}</p>
      <p>Readers who <a href="#tips">skip to the tips</a> miss the point. <a href="/skip">Skip to content</a> is a film.</p>
      <p>${prose('omega')}</p></main>`);
    const { text } = extractSync(d, { pageType: 'article' });
    expect(text).not.toContain('Skip to search results');
    expect(text).toContain('Readers who skip to the tips miss the point. Skip to content is a film.');
  });
});

describe('select: calls to action', () => {
  it('drops a button\'s words on their own line and keeps them inside a sentence', () => {
    const d = page(`<main><p>${prose('alpha')}</p><p><a class="btn" href="/more">Learn more ›</a></p>
      <p>Parents who want to <a href="/guide">learn more</a> can read the guide. ${prose('beta')}</p>
      <div class="loading">Loading…</div><p>${prose('omega')}</p><a class="cta" href="/apply">Apply now</a></main>`);
    const { text } = extractSync(d, { pageType: 'article' });
    expect(text).not.toMatch(/Learn more ›|Loading|Apply now/);
    expect(text).toContain('Parents who want to learn more can read the guide.');
  });

  it("drops a story's tools and labels on their own lines (hashed names), and keeps the words inside a sentence", () => {
    const tools = ['Subscribe', 'Share this article', 'Print this page', 'Printer-friendly version', 'Email to a friend',
      'Send this article to friends by e-mail', 'Click photo to enlarge', 'View larger image', 'Trackback URL for this entry:',
      'Written by', 'Table of contents', 'blog comments powered by Disqus', 'Tweet'];
    const lines = tools.map((t, i) => `<div class="h${i}x"><span>${t}</span></div>`);
    const d = page(`<main><h1>Tide tables for the spring</h1>${lines.slice(0, 7).join('')}<p>${prose('alpha')}</p>
      <p>Readers who print this page can keep it by the door; those who would rather email it to a friend can. ${prose('beta')}</p>
      ${lines.slice(7).join('')}<p>${prose('omega')}</p></main>`, { head: '<title>Tide tables for the spring</title>' });
    const { text } = extractSync(d, { pageType: 'article' });
    for (const t of tools) expect(text).not.toContain(t);
    expect(text).toContain('Readers who print this page can keep it by the door');
  });

  it("drops a Chinese story's tools on their own lines, bracketed or spaced, and keeps the words inside a sentence", () => {
    const tools = ['[打印]', '【关闭窗口】', '返 回', '分享到：', '用微信扫码二维码', '分享至好友和朋友圈', '【字号 大 中 小】', '我要纠错', '点击查看大图'];
    const lines = tools.map((t, i) => `<div class="z${i}q"><span>${t}</span></div>`);
    const para = (k: number) => `<p>市政府${k}日召开新闻发布会，介绍今年城市防汛工作的安排。今年全市新建排水管道一百二十公里，改造易积水路段三十六处，汛期前完成全部清淤工作。</p>`;
    const d = page(`<main><h1>本市完成汛前排水设施改造</h1>${lines.slice(0, 5).join('')}${para(1)}${para(2)}
      <p>市民可以打印本页保存，也可以用微信扫码二维码关注防汛信息。${para(3).slice(3, -4)}</p>${lines.slice(5).join('')}${para(4)}</main>`,
      { head: '<title>本市完成汛前排水设施改造</title>', htmlAttrs: 'lang="zh-CN"' });
    const { text } = extractSync(d, { pageType: 'article' });
    const shown = text.split('\n').map((l) => l.trim());
    for (const t of tools) expect(shown).not.toContain(t);
    expect(text).toContain('市民可以打印本页保存，也可以用微信扫码二维码关注防汛信息。');
    expect(text).toContain('市政府4日召开新闻发布会');
  });

  it('drops them inside list items too, where the items\' other removals are overruled', () => {
    const cards = Array.from({ length: 6 }, (_, i) => `<div class="card"><h3><a href="/c${i}">Course number ${i} in data science</a></h3>
      <p>Learn the methods of topic ${i} from the faculty, with weekly exercises and a final project.</p>
      <a class="button" href="/c${i}/apply">Apply now</a></div>`).join('');
    const a = extractSync(page(`<main><h1>Data science courses</h1>${cards}</main>`), { pageType: 'list' });
    expect(a.items).toHaveLength(6);
    expect(a.text).toContain('Course number 5 in data science');
    expect(a.text).not.toContain('Apply now');
  });

  it('drops them from an item\'s row of buttons, which the item keeps, and drops a post\'s own controls', () => {
    // Old Reddit: each comment ends in a link-dense <ul> (permalink, save, report, reply) that
    // keeping the item restores whole.
    const posts = Array.from({ length: 6 }, (_, i) => `<div class="comment"><h3><a href="/u/user${i}">user${i}</a></h3>
      <p>Comment number ${i}: the study used mice, and the follicles grew hair for three weeks.</p>
      <ul class="buttons"><li><a href="/c/${i}">permalink</a></li><li><a href="#">save</a></li><li><a href="#">report</a></li><li><a href="#">reply</a></li></ul></div>`).join('');
    const a = extractSync(page(`<main><h1>Hair follicles grown in the lab</h1>${posts}</main>`), { pageType: 'list' });
    expect(a.items).toHaveLength(6);
    expect(a.text).toContain('Comment number 5: the study used mice');
    expect(a.text).not.toMatch(/^(?:permalink|save|report|reply)$/m);
  });

  it('drops a star rating\'s words in each card, and keeps a sentence that quotes a rating', () => {
    const cards = Array.from({ length: 6 }, (_, i) => `<div class="book"><h3><a href="/b${i}">Book number ${i} of the series</a></h3>
      <p>A story of the sea, the ${i}th in a series that readers have loved for decades.</p>
      <div class="stars"><a href="#">1 of 5 stars</a><a href="#">2 of 5 stars</a><a href="#">3 of 5 stars</a></div>
      <span class="avg">4.${i} out of 5 stars</span></div>`).join('');
    const a = extractSync(page(`<main><h1>Best books</h1><p>Readers rated the first book 4.5 out of 5 stars, the best of the year.</p>${cards}</main>`), { pageType: 'list' });
    expect(a.items).toHaveLength(6);
    expect(a.text).toContain('Readers rated the first book 4.5 out of 5 stars');
    expect(a.text).not.toMatch(/^(?:\d of 5 stars)+$|^4\.\d out of 5 stars$/m);
  });
});

describe('select: heading anchors', () => {
  it('does not read a heading\'s id (its own anchor) as a boilerplate name', () => {
    const d = page(`<article><h1>Growing a small business online</h1><p>${prose('alpha')}</p>
      <h2 id="social-media">Social media</h2><p>${prose('beta')}</p>
      <h2 id="newsletter">Newsletter</h2><p>${prose('gamma')}</p>
      <div id="share"><a href="https://x.com/share">Share on X</a></div></article>`);
    const { text } = extractSync(d, { pageType: 'article' });
    expect(text).toContain('Social media');
    expect(text).toContain('Newsletter');
    expect(text).not.toContain('Share on X');
  });
});

describe('select: section ids made from their titles', () => {
  it('does not read a Sphinx section id as a boilerplate name, but still reads a rail\'s', () => {
    const d = page(`<div class="body"><h1>Evolve: shared mutable history</h1><p>${prose('alpha')}</p>
      <div class="section" id="sharing-with-a-single-developer"><h2>Sharing with a single developer<a href="#s">¶</a></h2><p>${prose('beta')}</p></div>
      <div class="section" id="sharing-with-multiple-developers"><h2>Sharing with multiple developers<a href="#m">¶</a></h2><p>${prose('gamma')}</p></div>
      <div id="whats-trending-this-week"><h3>Most read</h3><p>${prose('delta')}</p></div></div>`);
    const { text } = extractSync(d, { pageType: 'article' });
    expect(text).toContain('Sharing with a single developer');
    expect(text).toContain('Sharing with multiple developers');
    expect(text).not.toContain('Most read');
  });
});

describe('select: Chinese lines without punctuation', () => {
  // Readability's pixnet page: a travel post written in 34-character lines, spaces for commas.
  const LINES = [
    '一波波接續性低溫寒流報到 已將新竹尖石鄉後山一帶層層山巒披上嫣紅的彩衣',
    '玉峰道路一路上雲氣山嵐滯留山頭 順路下切蜿蜒道路後不久即抵達來到玉峰國小',
    '美樹美如其名偌大楓香樹早已呈現金黃 泛紅色彩也是愛攝人仕所喜愛造訪之地',
    '第二次造訪美樹發現到營區變了 印象中以前生冷招牌換成了原木招牌可謂匠心獨運',
  ];

  it('counts a 34-character line as a sentence and a short label as a label', () => {
    const { seg, at } = segmentOf(`<div id="post">${LINES.map((l, i) => `<p id="l${i}">${l}</p>`).join('')}</div><p id="label">分類：旅遊</p>`);
    expect(seg.units.length).toBe(LINES.length + 1);
    for (let i = 0; i < LINES.length; i++) expect(classifyUnit(at(`#l${i}`))).toBe('good');
    expect(classifyUnit(at('#label'))).toBe('short');
  });
});

describe('select: unpunctuated word lists', () => {
  const TOWNS = 'Beverly Hills Los Angeles Irvine Perris Rosamond Hacienda Heights Chino Piru Rancho Cucamonga Highland '
    + 'Inglewood Pasadena Arcadia Burbank Glendale Torrance Compton Downey Whittier Pomona Ontario Fontana Rialto Colton '
    + 'Redlands Riverside Corona Norco Chino Hills Diamond Bar Walnut West Covina Azusa Glendora';
  const ZIPS = Array.from({ length: 40 }, (_, i) => String(90001 + i * 37)).join(' ');

  it('reads a long run of words without one punctuation mark as no prose (seed 001)', () => {
    const para = 'Rent a treadmill for the weekend, and we deliver it to your door. Setup is free, and so is pickup on Monday morning.';
    const { at } = segmentOf(`<p id="towns">${TOWNS}</p><p id="zips">${ZIPS}</p><p id="para">${para} ${para}</p>`);
    expect(classifyUnit(at('#towns'))).toBe('neutral');
    expect(classifyUnit(at('#zips'))).toBe('neutral');
    expect(classifyUnit(at('#para'))).toBe('good');
  });
});

describe('select: a page footer\'s word lists and fine print (pages written for the test)', () => {
  const towns = Array.from({ length: 60 }, (_, i) => `Town${String.fromCharCode(65 + (i % 26))}${i} 9${String(1000 + i * 7)}`).join(' ');

  it('does not take a footer\'s list of towns and zip codes for the content', () => {
    const a = extractSync(page(`<div class="n1"><a href="/">Home</a> <a href="/tents">Tents</a> <a href="/tables">Tables</a> <a href="/contact">Contact</a></div>`
      + `<div class="k2"><h1>Party rentals</h1><p>Tables, tents and chairs delivered and set up for your event. Every order is cleaned, checked and delivered on time.</p>`
      + `<p>Our crew sets up before your guests arrive and takes it all down after, so you can enjoy the day.</p></div>`
      + `<div class="f9"><h4>Areas we serve</h4><p>${towns}</p><p><a href="/privacy">Privacy</a> <a href="/terms">Terms</a> © 2024 Party Rentals</p></div>`));
    expect(a.text).toContain('Tables, tents and chairs delivered');
    expect(a.text).not.toContain('91007');
  });

  it('drops the page footer however much prose its footnotes hold', () => {
    // A <footer> that no <main>, <article> or <section> encloses is the page's contentinfo landmark.
    const notes = Array.from({ length: 6 }, (_, i) => `<p>${i + 1}. Financing is available to qualified customers and subject to credit approval; the monthly figure shown assumes the full term, taxes excluded, and may change without notice.</p>`).join('');
    const a = extractSync(page(`<div class="h1z"><h1>The new watch</h1><p>Explore the lineup. A brighter display, a longer battery and a case made from recycled metal, in three sizes.</p>`
      + `<p>Every model tracks your sleep, your runs and your heart, and the new one does it for two days on a charge.</p></div><footer>${notes}</footer>`));
    expect(a.text).toContain('Explore the lineup.');
    expect(a.text).not.toContain('Financing is available');
  });
});

describe.skipIf(!HAVE_DATASETS)('select: a page footer\'s word lists and fine print (wcxb-dev)', () => {
  it('does not take a footer\'s list of towns and zip codes for the content (0193, a rental category page)', () => {
    const { text, f1 } = readRealPage('wcxb-dev', '0193');
    expect(text).toContain('The Reventals Promise');
    expect(text).not.toContain('90212 90015');
    expect(f1).toBeGreaterThan(0.6);
  });

  it('drops the page footer however much prose its footnotes hold (3064, Apple Watch)', () => {
    // A <footer> no <main>, <article> or <section> encloses is the page's contentinfo landmark.
    const { text } = readRealPage('wcxb-dev', '3064');
    expect(text).toContain('Explore the lineup.');
    expect(text).not.toContain('Financing available to qualified customers');
  });
});
