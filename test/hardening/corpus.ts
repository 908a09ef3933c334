/**
 * The hostile corpus, generated at test time (nothing big is committed). Each case is a page as
 * HTML, optionally finished by `build`, a self-contained function run on the parsed document —
 * the unit tests call it on a linkedom document, the e2e tests run its source as an inline
 * script in Chromium (so it must not close over anything: constants live inside it).
 */

import { article, hugePage, prose } from './huge-page.mjs';

/** What the extraction must give for a case. */
export type Expectation =
  | { kind: 'article'; contains: string[]; absent?: string[] }
  | { kind: 'no-content' };

export interface HostileCase {
  name: string;
  html: string;
  build?: (doc: Document) => void;
  expect: Expectation;
  /** Cases that are large on purpose: only these may use the long time budget. */
  large?: boolean;
}

/** Elements in the "200,000-element page" (the figure). */
export const HUGE_ELEMENTS = 200_000;
/** Nesting of the deep page (the figure). */
export const DEEP_LEVELS = 5_000;
/** Characters in the single huge text node (the 10 MB, ASCII so bytes = chars). */
export const BIG_TEXT_CHARS = 10 * 1024 * 1024;

export { prose };

const page = (body: string, head = '<title>A hostile page</title>'): string =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8">${head}</head><body>${body}</body></html>`;


/** @param hugeElements size of the "huge" page (Node tests use fewer: linkedom is ~20x slower than a browser). */
export function hostileCorpus(hugeElements = HUGE_ELEMENTS): HostileCase[] {
  return [
    { name: 'empty document', html: '', expect: { kind: 'no-content' } },
    { name: 'whitespace only', html: ' \n\t\r\n   \n', expect: { kind: 'no-content' } },
    { name: 'no body, only a head', html: '<html><head><title>Only a head</title><meta name="description" content="nothing"></head></html>', expect: { kind: 'no-content' } },
    { name: 'frameset without readable frames', html: '<html><head><title>Frames</title></head><frameset cols="50%,50%"><frame src="/a"><frame src="/b"></frameset></html>', expect: { kind: 'no-content' } },
    {
      name: 'malformed markup (unclosed, mis-nested, stray end tags)',
      html: `<html><head><title>Broken</title><body><div class=content><p>${prose('unclosed')}<p>${prose('misnested')} <b><i>bold italic</b> tail</i>
        </span></td><table><tr><td>${prose('stray cell')}</div></td></p></p></div><p>${prose('final')}<div <p>junk</p>`,
      expect: { kind: 'article', contains: ['The unclosed account', 'The misnested account', 'The final account'] },
    },
    {
      name: 'control characters and lone surrogates',
      html: page(`<article><h1>Odd bytes</h1><p>${prose('control')}\u0000\u0001\u0008 \ud800 ok \udfff.</p><p>${prose('after')}</p></article>`),
      expect: { kind: 'article', contains: ['The control account', 'The after account'] },
    },
    {
      name: `${hugeElements.toLocaleString('en')}-element page`,
      html: hugePage(hugeElements),
      expect: { kind: 'article', contains: ['The huge 1 account', 'The huge 5 account'], absent: ['tag 1234'] },
      large: true,
    },
    {
      name: `nesting ${DEEP_LEVELS.toLocaleString('en')} levels deep (built with the DOM)`,
      // The depth is read from the markup, so that a test can ask for less (Chromium's renderer
      // itself crashes beyond ~2,500 levels, before any extension code runs).
      html: page(`<div id="deep-root" data-levels="${DEEP_LEVELS}"></div>`),
      build: (doc) => {
        let parent = doc.getElementById('deep-root') as Element;
        const levels = Number(parent.getAttribute('data-levels'));
        for (let i = 0; i < levels; i++) {
          const div = doc.createElement('div');
          parent.appendChild(div);
          parent = div;
        }
        for (let i = 1; i <= 4; i++) {
          const p = doc.createElement('p');
          p.textContent = `The deep account, in its part ${i}, tells how the harbour crews worked through the long winter and why the town still remembers them.`;
          parent.appendChild(p);
        }
      },
      expect: { kind: 'article', contains: ['The deep account, in its part 1', 'in its part 4'] },
      large: true,
    },
    {
      name: `nesting ${DEEP_LEVELS.toLocaleString('en')} levels deep (in the markup)`,
      html: page('<div>'.repeat(DEEP_LEVELS) + `<p>${prose('markup-deep')}</p>` + '</div>'.repeat(DEEP_LEVELS)),
      expect: { kind: 'article', contains: ['The markup-deep account'] },
      large: true,
    },
    {
      name: 'a 10 MB text node',
      html: page(`<article><h1>One long paragraph</h1><p id="big"></p></article>`),
      build: (doc) => {
        const chars = 10 * 1024 * 1024;
        const sentence = 'Words without end fill the single paragraph of this page, one after another. ';
        (doc.getElementById('big') as Element).appendChild(doc.createTextNode(sentence.repeat(Math.ceil(chars / sentence.length))));
      },
      expect: { kind: 'article', contains: ['Words without end fill the single paragraph'] },
      large: true,
    },
    {
      name: 'an iframe beside the article is not the article',
      html: page(`${article('framed')}<iframe srcdoc="<p>IFRAME-ONLY words of an embedded advert that must stay out of the article text.</p>"></iframe>`),
      expect: { kind: 'article', contains: ['The framed 1 account'], absent: ['IFRAME-ONLY'] },
    },
    {
      name: 'an open shadow root holds the article',
      html: page('<header><a href="/">Home</a></header><x-story id="host"></x-story><footer>© Shadow Times</footer>'),
      build: (doc) => {
        const host = doc.getElementById('host') as Element;
        const root = host.attachShadow({ mode: 'open' });
        const paras: string[] = [];
        for (let i = 1; i <= 4; i++) {
          paras.push(`<p>The shadow account, in its part ${i}, tells how the harbour crews worked through the long winter and why the town still remembers them.</p>`);
        }
        root.innerHTML = `<article><h1>Inside the shadow</h1>${paras.join('')}</article>`;
      },
      expect: { kind: 'article', contains: ['The shadow account, in its part 1', 'in its part 4'] },
    },
    {
      name: '<base> tricks, relative, protocol-relative, javascript: and data: URLs',
      html: page(
        `<article><h1>Links of every kind</h1><p>${prose('links')}
          <a href="rel/page.html">relative</a>, <a href="//cdn.example.org/x">protocol-relative</a>,
          <a href="javascript:top.__pwned=1">script link</a>, <a href="JaVaScRiPt&colon;top.__pwned=1">entity script link</a>,
          <a href="data:text/html,<script>top.__pwned=1</script>">data link</a>, <a href=" &#x6a;avascript:top.__pwned=1">spaced</a>.</p>
          <p>${prose('images')}<img src="data:image/svg+xml,<svg onload='top.__pwned=1'/>" alt="svg data"><img src="pic.png" alt="relative image"></p></article>`,
        '<title>Links</title><base href="https://static.example.org/base/">',
      ),
      expect: { kind: 'article', contains: ['The links account', 'relative', 'script link'] },
    },
    {
      name: 'a <base> with a javascript: URL',
      html: page(`<article><h1>Bad base</h1><p>${prose('badbase')} <a href="next.html">next</a></p></article>`, '<title>Bad base</title><base href="javascript:top.__pwned=1//">'),
      expect: { kind: 'article', contains: ['The badbase account', 'next'] },
    },
  ];
}

/**
 * Well-known XSS vectors (written for this project from the classes DOMPurify's public tests
 * cover): script elements, event handlers, javascript:/data:/vbscript: URLs with obfuscations,
 * srcdoc, SVG and MathML script contexts, namespace confusion, mXSS through raw-text elements,
 * DOM clobbering, form/meta/link/base/object/embed tricks. Each one sets `top.__pwned` (or
 * calls a function that does) when it runs.
 */
/**
 * A case's page as a browser test serves it: its HTML, with its DOM builder (if any) run by an
 * inline script, and the DOM-built nesting depth lowered to `deepLevels` where a browser's
 * renderer cannot take the full depth.
 */
export function servedPage(c: HostileCase, deepLevels = DEEP_LEVELS): { title: string; html: string } {
  if (!c.build) return { title: c.name, html: c.html };
  const html = c.html.replace(/data-levels="\d+"/, `data-levels="${deepLevels}"`);
  const title = html === c.html ? c.name : c.name.replace(DEEP_LEVELS.toLocaleString('en'), deepLevels.toLocaleString('en'));
  const script = `<script>(${c.build.toString()})(document)</script>`;
  return { title, html: html.includes('</body>') ? html.replace('</body>', `${script}</body>`) : html + script };
}

export const XSS_VECTORS: string[] = [
  '<script>top.__pwned=1</script>',
  '<img src=x onerror="top.__pwned=1">',
  '<img src="x" onerror=top.__pwned=1//',
  '<svg onload="top.__pwned=1"></svg>',
  '<svg><script>top.__pwned=1</script></svg>',
  '<svg><a xlink:href="javascript:top.__pwned=1"><text x="10" y="20">svg link</text></a></svg>',
  '<svg><animate onbegin="top.__pwned=1" attributeName="x" dur="1s"></animate></svg>',
  '<svg><set attributeName="onmouseover" to="top.__pwned=1"/></svg>',
  '<svg><foreignObject><iframe srcdoc="<script>top.__pwned=1</script>"></iframe></foreignObject></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="top.__pwned=1"></style></mglyph></table></mtext></math>',
  '<math><maction actiontype="statusline" xlink:href="javascript:top.__pwned=1">math link</maction></math>',
  '<math href="javascript:top.__pwned=1"><mi>x</mi></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror="top.__pwned=1">',
  '<noscript><p title="</noscript><img src=x onerror=top.__pwned=1>">',
  '<textarea></textarea><img src=x onerror="top.__pwned=1">',
  '<title><img src=x onerror="top.__pwned=1"></title>',
  '<a href="javascript:top.__pwned=1">plain javascript link</a>',
  '<a href="JAVASCRIPT:top.__pwned=1">upper-case link</a>',
  '<a href="jav&#x09;ascript:top.__pwned=1">tab-split link</a>',
  '<a href="&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;top.__pwned=1">entity link</a>',
  '<a href="vbscript:top.__pwned=1">vbscript link</a>',
  '<a href="data:text/html;base64,PHNjcmlwdD50b3AuX19wd25lZD0xPC9zY3JpcHQ+">data link</a>',
  '<iframe src="javascript:top.__pwned=1"></iframe>',
  '<iframe srcdoc="&lt;script&gt;top.__pwned=1&lt;/script&gt;"></iframe>',
  '<object data="javascript:top.__pwned=1"></object>',
  '<embed src="javascript:top.__pwned=1">',
  '<body onload="top.__pwned=1">',
  '<details open ontoggle="top.__pwned=1"><summary>toggle</summary>details text</details>',
  '<video><source onerror="top.__pwned=1"></video>',
  '<audio src=x onerror="top.__pwned=1"></audio>',
  '<input autofocus onfocus="top.__pwned=1">',
  '<p style="background:url(javascript:top.__pwned=1)">styled paragraph</p>',
  '<div style="width: expression(top.__pwned=1)">expression</div>',
  '<meta http-equiv="refresh" content="0;url=javascript:top.__pwned=1">',
  '<link rel="import" href="data:text/html,<script>top.__pwned=1</script>">',
  '<base href="javascript:top.__pwned=1//"><a href="/relative">after base</a>',
  '<form action="javascript:top.__pwned=1"><button>submit</button></form>',
  '<button formaction="javascript:top.__pwned=1">go</button>',
  '<img src="x" id="__pwned" name="getElementById">',
  '<form name="body"><input name="innerHTML"></form>',
  '<a href="#" onclick="top.__pwned=1">click handler</a>',
  '<img srcset="javascript:top.__pwned=1 1x" alt="srcset">',
  '<template><img src=x onerror="top.__pwned=1"></template>',
  '<xmp><img src=x onerror="top.__pwned=1"></xmp>',
  '<plaintext><img src=x onerror="top.__pwned=1">',
  '<style>@import "javascript:top.__pwned=1";</style>',
  '<a href="  javascript:top.__pwned=1">leading-space link</a>',
  '<a href="java\u0000script:top.__pwned=1">nul-split link</a>',
  '<img src="x` `<script>top.__pwned=1</script>"` `>',
  '<!--<img src="--><img src=x onerror=top.__pwned=1//">',
  '<![CDATA[<img src=x onerror=top.__pwned=1>]]>',
  '<marquee onstart="top.__pwned=1">marquee</marquee>',
];

/**
 * Encodes text in a legacy CJK encoding (gbk, big5, shift_jis) with a reverse table built from
 * the platform's own decoder: no encoder library needed, and the bytes are exactly what that
 * decoder — the one the tests check against — reads back.
 */
export function encodeLegacy(text: string, encoding: 'gbk' | 'big5' | 'shift_jis'): Uint8Array {
  const table = new Map<string, number[]>();
  const decoder = new TextDecoder(encoding);
  for (let lead = 0x81; lead <= 0xfe; lead++) {
    for (let trail = 0x40; trail <= 0xfe; trail++) {
      const ch = decoder.decode(new Uint8Array([lead, trail]));
      if (ch.length === 1 && ch !== '\ufffd' && !table.has(ch)) table.set(ch, [lead, trail]);
    }
  }
  const out: number[] = [];
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    if (code < 0x80) out.push(code);
    else {
      const bytes = table.get(ch);
      if (!bytes) throw new Error(`${encoding} cannot encode ${ch}`);
      out.push(...bytes);
    }
  }
  return Uint8Array.from(out);
}

/** A Chinese or Japanese article page, for the non-UTF-8 cases. */
export function cjkArticle(lang: 'zh-CN' | 'zh-TW' | 'ja', charsetMeta: string | null): { html: string; sentence: string } {
  const sentence = lang === 'ja'
    ? '港の人々は長い冬のあいだも働き続け、町は今でも彼らのことを覚えている。'
    : lang === 'zh-TW'
      ? '港口的工人在漫長的冬天裡一直工作，小鎮至今仍然記得他們的故事。'
      : '港口的工人在漫长的冬天里一直工作，小镇至今仍然记得他们的故事。';
  const paras = Array.from({ length: 6 }, () => `<p>${sentence.repeat(3)}</p>`).join('');
  const meta = charsetMeta ? `<meta charset="${charsetMeta}">` : '';
  return { html: `<!doctype html><html lang="${lang}"><head>${meta}<title>港口</title></head><body><article><h1>港口</h1>${paras}</article></body></html>`, sentence };
}
