// The "200,000-element page" of issue 7, shared by the hostile corpus (test/hardening/corpus.ts)
// and its bench row (bench/hostile.mjs): an article followed by a tag cloud of link chrome.

/** A distinct prose paragraph: sentences a reader keeps (punctuation, stop words, length). */
export function prose(topic, sentences = 4) {
  const out = [];
  for (let i = 1; i <= sentences; i++) {
    out.push(`The ${topic} account, in its part ${i}, tells how the harbour crews worked through the long winter and why the town still remembers them.`);
  }
  return out.join(' ');
}

/** An article of `paragraphs` paragraphs about `topic`. */
export function article(topic, paragraphs = 5) {
  const ps = Array.from({ length: paragraphs }, (_, i) => `<p>${prose(`${topic} ${i + 1}`)}</p>`).join('');
  return `<article><h1>The ${topic} story</h1>${ps}</article>`;
}

/** A tag cloud of `count` elements in rows of five (li > a > span + b + i): link chrome only. */
export function tagCloud(count) {
  const rows = [];
  for (let i = 0; i < count / 5; i++) {
    rows.push(`<li class="tag"><a href="/tag/${i}"><span class="t">tag ${i}</span><b class="n">${i % 97}</b><i class="x">x</i></a></li>`);
  }
  return `<ul class="tags">${rows.join('')}</ul>`;
}

/** The whole page: about `elements` elements, almost all of them in the tag cloud. */
export function hugePage(elements) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>A hostile page</title></head><body>${article('huge')}<aside>${tagCloud(elements)}</aside></body></html>`;
}
