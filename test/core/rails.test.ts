// Failure class 4 of issue 20 (noise inside the right container): a rail of teaser cards in the
// column beside the story, under a headline that sits above both columns. The cards go (each a
// title link and a one-sentence summary in a holder of its own, or written flat as headline and
// summary lines in one list); the story stays, and so do blocks that look like cards but point
// nowhere (a listicle's items) or name things instead of telling headlines (a reference list).
import { describe, it, expect } from 'vitest';
import { extract } from '../../src/lib';
import { page, unseenFixture as fixture } from '../helpers/dom';

const STORY_START = 'The ferry to the outer islands will sail again from Saturday';
const STORY_END = 'seasonal workers at the fish farms';
const TEASER = 'Engineers will close the north quay for six weeks';

const ZH_STORY = [
  '今年春天，城南老街的三十多家手工作坊重新开门营业，街道办事处说，修缮工程比原计划提前了两个月完成，所用的石料大多来自拆下的旧路面。',
  '作坊主们说，开业第一周的客人比往年同期多了一倍，不少人是专程从外地赶来的，想看看修好的老街和传统的竹编、铜器手艺。',
  '街道办事处表示，下一步将在老街两端增设停车场和公交站点，并且在夏天开放夜市，让游客晚上也能来逛一逛。',
  '一些老住户则担心游客太多会影响日常生活，办事处说会在居民区入口设立提示牌，并限制夜市的营业时间。',
];
/** Other stories of the site: a headline of ten to fifteen characters and its one-line summary. */
const ZH_NEWS = [
  ['市区三条公交线路下月调整', '调整后的线路将经过新建的火车站和两所学校，早晚高峰的发车间隔缩短到五分钟。'],
  ['城北公园新增儿童游乐区', '游乐区占地两千平方米，设有沙池、攀爬架和戏水池，预计在五一假期前对外开放。'],
  ['图书馆延长周末开放时间', '从下周起，市图书馆周六和周日将开放到晚上九点，方便上班族和学生借阅图书。'],
  ['老城区燃气管道改造启动', '改造工程涉及十二个小区，施工期间部分路段将临时封闭，请市民提前规划出行路线。'],
];

/** A Chinese news page: the headline above the story and `rail` (after it, or beside it in one row). */
function zhPage(story: string[], rail: string, row = false): Document {
  const body = `<div>${story.map((p) => `<p>${p}</p>`).join('')}</div>${rail}`;
  return page(`<div><a href="/">首页</a> <a href="/news">新闻</a></div><div><h1>城南老街手工作坊重新开门</h1>` +
    `${row ? `<div>${body}</div>` : body}</div>`, { head: '<title>城南老街手工作坊重新开门</title>' });
}

describe('teaser rails beside the story', () => {
  it('reads the story column without the cards beside it (names hashed)', async () => {
    const a = await extract(fixture('story-column-teasers.html'), { debug: true });
    expect(a.pageType).toBe('article');
    expect(a.text).toContain(STORY_START);
    expect(a.text).toContain(STORY_END);
    expect(a.text).not.toContain(TEASER);
    expect(a.text).not.toContain('Traders say the larger hall');
    expect(a.removed!.filter((r) => r.reason === 'teaser rail')).toHaveLength(1);
  });

  it("keeps the rail with disable: ['rails']", async () => {
    const a = await extract(fixture('story-column-teasers.html'), { disable: ['rails'] });
    expect(a.text).toContain(TEASER);
  });

  it('keeps cards that point nowhere: one paragraph per item is also how a listicle is built', async () => {
    const d = fixture('story-column-teasers.html');
    for (const link of Array.from(d.querySelectorAll('.p5 a'))) link.replaceWith(...Array.from(link.childNodes));
    const a = await extract(d);
    expect(a.text).toContain(STORY_START);
    expect(a.text).toContain(TEASER);
  });

  it('drops a rail written flat: a headline link on a line of its own, then its summary', async () => {
    const a = await extract(fixture('story-headlines-list.html'), { debug: true });
    expect(a.text).toContain('extend the river path by four kilometres');
    expect(a.text).toContain('carry commuters as well as people out for a walk');
    expect(a.text).not.toContain('The operator blamed the cost of fuel');
    expect(a.removed!.filter((r) => r.reason === 'teaser rail')).toHaveLength(1);
  });

  it('reads Chinese headlines by their characters: a flat rail of 要闻 goes, the story stays', async () => {
    const dl = ZH_NEWS.map(([h, d], i) => `<dt><a href="/news/${i}">${h}</a></dt><dd>${d}</dd>`).join('');
    const a = await extract(zhPage(ZH_STORY, `<div><h3>本地要闻</h3><dl>${dl}</dl></div>`), { debug: true });
    expect(a.text).toContain('三十多家手工作坊重新开门营业');
    expect(a.text).toContain('限制夜市的营业时间');
    expect(a.text).not.toContain('早晚高峰的发车间隔缩短到五分钟');
    expect(a.removed!.filter((r) => r.reason === 'teaser rail')).toHaveLength(1);
  });

  it('drops a Chinese rail of cards in the column beside the story', async () => {
    // The cards' heading is a plain label: "热门新闻" would be cut as a section marker first.
    const cards = ZH_NEWS.slice(0, 3).map(([h, d], i) => `<div><h4><a href="/news/${i}">${h}</a></h4><p>${d}</p></div>`).join('');
    const a = await extract(zhPage(ZH_STORY.slice(0, 3), `<div><p>城市生活</p>${cards}</div>`, true), { debug: true });
    expect(a.text).toContain('三十多家手工作坊重新开门营业');
    expect(a.text).not.toContain('方便上班族和学生借阅图书');
    expect(a.removed!.filter((r) => r.reason === 'teaser rail')).toHaveLength(1);
  });

  it('keeps a reference list written the same way: a name is no headline', async () => {
    const intro = ['The WebSocket object provides the API for creating and managing a WebSocket connection to a server, as well as for sending and receiving data on the connection.',
      "To construct a WebSocket, use the WebSocket() constructor. Messages arrive as events, and the connection's state is read from the readyState property at any time.",
      'Browsers limit how many connections a page may open at once, so long-lived pages should close the sockets they no longer need and reuse the ones they keep.'];
    const methods = [['close', 'Closes the connection. An optional code and reason tell the server why the connection was closed by the page.'],
      ['send', 'Enqueues the data to be transmitted to the server, increasing bufferedAmount by the number of bytes needed.'],
      ['addEventListener', 'Registers a function to be called when an event of the given type is delivered to the socket.'],
      ['removeEventListener', 'Removes an event listener that was registered before, so that the function is no longer called.']];
    const dl = methods.map(([m, d]) => `<dt><a href="/api/WebSocket/${m}">WebSocket.${m}()</a></dt><dd>${d}</dd>`).join('');
    const a = await extract(page(`<div><a href="/">Docs</a> <a href="/api">API</a></div><div><h1>WebSocket</h1>` +
      `<div>${intro.map((p) => `<p>${p}</p>`).join('')}</div><div><h2>Instance methods</h2><dl>${dl}</dl></div></div>`,
    { head: '<title>WebSocket - Web APIs</title>' }));
    expect(a.text).toContain('Enqueues the data to be transmitted');
  });

  it('keeps a second block of the story whose paragraphs are longer than a teaser', async () => {
    const d = fixture('story-column-teasers.html');
    const long = ' The harbour master said the crossings would be watched closely in the first weeks, and that the operator had promised to publish its punctuality every month on the harbour office door.';
    for (const p of Array.from(d.querySelectorAll('.p5 p'))) p.textContent += long;
    const a = await extract(d);
    expect(a.text).toContain(TEASER);
  });
});
