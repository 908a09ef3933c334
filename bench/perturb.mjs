// Perturbed pages: a dev page with a "more stories" river of teaser cards added beside its story,
// as rendered news pages carry them (recirculation rails, "latest" lists, sponsored grids). The
// truth does not change: the river is noise. Like --hash-names, this asks what an extractor owes
// to the page as it happened to be, rather than to structure: a river must not outweigh a story.
//
// Kinds (where the river goes, relative to the story's block: the smallest element holding 80 %
// of the text of the page's paragraphs that the truth holds):
//   river-after   the story block's next sibling (a rail under the story, inside the page's column)
//   river-inside  the story block's last child (a rail inside the story's own container)
//   river-end     the end of <body> (a "more from the site" band under everything)
// The river's shape is drawn per page (seeded by the page id, so every run and every extractor
// sees the same page): 6 to 30 cards, as <li> or <div> or <article>, the linked title as a heading
// or a bare link, the summary as <p> or <div>, with or without a picture and a relative date, in
// English or, on a page whose truth is mostly Chinese, in Chinese. Class names are meaningless
// tokens: nothing but structure says what the river is.

import { parse, serialize } from 'parse5';
import { parseHTML } from 'linkedom';

export const PERTURB_KINDS = ['river-after', 'river-inside', 'river-end'];

/**
 * The perturbation a page gets: articles only (a set's meta page_type "article", or none in the
 * sets that hold nothing but stories). A list page's truth is a list, and a river beside it is
 * one more list: which of the two is the content is no longer a question of robustness.
 * @param {{pageType: string|null}} page @param {string|undefined} kind
 */
export function perturbationOf(page, kind) {
  return kind && (page.pageType === null || page.pageType === 'article') ? kind : undefined;
}

/** A small seeded generator (Park–Miller), so a page is perturbed the same way in every run. */
function rng(seedText) {
  let seed = 1;
  for (const ch of seedText) seed = (seed * 31 + ch.codePointAt(0)) % 2147483647;
  if (seed <= 0) seed += 2147483646;
  return () => (seed = (seed * 16807) % 2147483647) / 2147483647;
}

const EN_WORDS = ('council market season storm players court plan city voters study school police fire water budget report '
  + 'leaders health first final deal talks crisis officials residents company price record state federal rules project '
  + 'team coach election vote workers union program community hospital airport bridge housing tax energy climate').split(' ');
const EN_GLUE = 'the a of to in for on with after over as at from by says will new more than could'.split(' ');
const ZH_CHARS = '的一是在不了有和人这中大为上个国我以要他时来用们生到作地于出就分对成会可主发年动同工也能下过子说产种面而方后多定行学法所民得经十三之进着等部度家电力里如水化高自二理起小物现实加量都两体制机当使点从业本去把性好应开它合还因由其些然前外天政四日那社义事平形相全表间样与关各重新线内数正心反你明看原又么利比或但质气第向道命此变条只没结解问意建月公无系军很情者最立代想已通并提直题党程展五果料象员革位入常文总次品式活设及管特件长求老头基资边流路级少图山统接知较将组见计别她手角期根论运农指几九区强放决西被干做必战先回则任取据处队南给色光门即保治北造百规热领七海口东导器压志世金增争济阶油思术极交受联什认六共权收证改清己美再采转更单风切打白教速花带安场身车例真务具万每目至达走积示议声报斗完类八离华名确才科张信马节话米整空元况今集温传土许步群广石记需段研界拉林律叫且究观越织装影算低持音众书布复容儿须际商非验连断深难近矿千周委素技备半办青省列习响约支般史感劳便团往酸历市克何除消构府称太准精值号率族维划选标写存候毛亲快效斯院查江型眼王按格养易置派层片始却专状育厂京识适属圆包火住调满县局照参红细引听该铁价严'.split('');

function pick(r, list) {
  return list[Math.floor(r() * list.length)];
}

function enPhrase(r, words) {
  const out = [];
  for (let i = 0; i < words; i++) out.push(r() < 0.3 ? pick(r, EN_GLUE) : pick(r, EN_WORDS));
  return out.join(' ');
}

function enSentence(r, words) {
  const s = enPhrase(r, words);
  // A comma in about half of the summaries, as written ones have.
  const withComma = r() < 0.5 ? s.replace(/^((?:\S+ ){3,6})/, '$1, ').replace(' , ', ', ') : s;
  return withComma[0].toUpperCase() + withComma.slice(1) + '.';
}

function zhPhrase(r, chars) {
  let s = '';
  for (let i = 0; i < chars; i++) s += pick(r, ZH_CHARS);
  return s;
}

/** The words of one card: a title and a summary. */
function cardText(r, zh) {
  if (zh) return { title: zhPhrase(r, 10 + Math.floor(r() * 10)), summary: `${zhPhrase(r, 18 + Math.floor(r() * 14))}，${zhPhrase(r, 10 + Math.floor(r() * 12))}。` };
  return { title: enPhrase(r, 6 + Math.floor(r() * 6)).replace(/^./, (c) => c.toUpperCase()), summary: enSentence(r, 14 + Math.floor(r() * 16)) };
}

const token = (r) => Math.floor(r() * 36 ** 5).toString(36).padStart(5, '0');

/**
 * A river of teaser cards, drawn from `r`.
 * @param {Document} doc @param {() => number} r @param {boolean} zh
 */
export function river(doc, r, zh) {
  const el = (tag, cls) => {
    const e = doc.createElement(tag);
    if (cls) e.setAttribute('class', cls);
    return e;
  };
  const shape = {
    items: 6 + Math.floor(r() * 25),
    card: pick(r, ['li', 'div', 'article']),
    heading: pick(r, ['h3', 'h4', 'a']),
    summary: pick(r, ['p', 'div']),
    picture: r() < 0.6,
    dated: r() < 0.5,
  };
  const box = el('section', `x${token(r)}`);
  const head = el('h2', `x${token(r)}`);
  head.textContent = zh ? pick(r, ['更多新闻', '相关阅读', '推荐']) : pick(r, ['More stories', 'Latest news', 'Recommended for you', 'Trending now']);
  box.appendChild(head);
  const list = el(shape.card === 'li' ? 'ul' : 'div', `x${token(r)}`);
  box.appendChild(list);
  const cardClass = `x${token(r)}`;
  for (let i = 0; i < shape.items; i++) {
    const { title, summary } = cardText(r, zh);
    const card = el(shape.card, cardClass);
    const href = `/story/${token(r)}-${i}`;
    if (shape.picture) {
      const a = el('a');
      a.setAttribute('href', href);
      const img = el('img');
      img.setAttribute('src', `/img/${token(r)}.jpg`);
      img.setAttribute('width', '320');
      img.setAttribute('height', '180');
      img.setAttribute('alt', '');
      a.appendChild(img);
      card.appendChild(a);
    }
    const link = el('a');
    link.setAttribute('href', href);
    link.textContent = title;
    if (shape.heading === 'a') card.appendChild(link);
    else {
      const h = el(shape.heading);
      h.appendChild(link);
      card.appendChild(h);
    }
    const s = el(shape.summary);
    s.textContent = summary;
    card.appendChild(s);
    if (shape.dated) {
      const t = el('span');
      const n = 1 + Math.floor(r() * 23);
      t.textContent = zh ? `${n}小时前` : `${n} hours ago`;
      card.appendChild(t);
    }
    list.appendChild(card);
  }
  return box;
}

const squash = (t) => (t || '').replace(/\s+/g, ' ').trim();

/**
 * The story's block: the smallest element holding 80 % of the text of the page's paragraphs whose
 * opening words the truth holds (leaf text blocks only); null when none is found.
 * @param {Document} doc @param {string} truth
 */
export function storyBlock(doc, truth) {
  const t = squash(truth);
  const paragraphs = Array.from(doc.querySelectorAll('p, div, td, li, dd, blockquote')).filter((p) => {
    const text = squash(p.textContent);
    return text.length > 80 && t.includes(text.slice(0, 60))
      && !Array.from(p.children).some((c) => squash(c.textContent).length > 80);
  });
  const total = paragraphs.reduce((s, p) => s + squash(p.textContent).length, 0);
  if (!total) return null;
  const sums = new Map();
  for (const p of paragraphs) {
    const len = squash(p.textContent).length;
    for (let e = p.parentElement; e; e = e.parentElement) sums.set(e, (sums.get(e) ?? 0) + len);
  }
  let best = null;
  for (const [e, sum] of sums) if (sum >= 0.8 * total && (!best || best.contains(e))) best = e;
  return best;
}

/** Mostly CJK text: the river is written in Chinese. */
const isCjk = (text) => (text.match(/\p{sc=Han}/gu) ?? []).length > 0.3 * squash(text).length;

/**
 * The page's HTML with a river added (see the kinds above); unchanged when the story's block is
 * not found (the page is then scored as served).
 * @param {string} html @param {string} kind one of PERTURB_KINDS @param {string} truth @param {string} id
 * @returns {{html: string, perturbed: boolean}}
 */
export function perturbHtml(html, kind, truth, id) {
  if (!PERTURB_KINDS.includes(kind)) throw new Error(`unknown perturbation "${kind}" (have: ${PERTURB_KINDS.join(', ')})`);
  const { document } = parseHTML(serialize(parse(html, { scriptingEnabled: false })));
  const story = storyBlock(document, truth);
  const body = document.body;
  if (!story || !body) return { html, perturbed: false };
  const box = river(document, rng(`${kind}:${id}`), isCjk(truth));
  const top = story === body || story === document.documentElement;
  if (kind === 'river-end' || top) body.appendChild(box);
  else if (kind === 'river-inside') story.appendChild(box);
  else story.parentNode.insertBefore(box, story.nextSibling);
  return { html: `<!doctype html>${document.documentElement.outerHTML}`, perturbed: true };
}
