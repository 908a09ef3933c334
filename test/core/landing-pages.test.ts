/**
 * Landing, service and shop pages (pages typed "other" or "list" that are not read as lists):
 * sections side by side, a hero first. The hero holds the headline and wins the selection; the
 * wrappers around it add no prose. The page's reading takes the sections' common parent
 * (select/index.ts widenPastWrappers); an article's reading does not (its richer ancestor holds
 * the comments or a "more stories" rail).
 */
import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { pageScore } from '../../bench/metric.mjs';
import { doc, page } from '../helpers/dom';
import { HAVE_DATASETS, readPage, readTruth } from '../helpers/datasets';

const FEATURES = ['Stream like you are in the same room', 'Hop in when you are free', 'See who is around to chill'];

function landingPage(): Document {
  const feature = (title: string, i: number) => `<div class="feature feature-${i}"><div class="wrap"><h2>${title}</h2>
    <p>Feature ${i} of the app: low latency voice, video and text keep the group together, on any device, all day long.</p>
    <div class="cta"><a href="/download">Download for Windows</a> <a href="/app">Open in your browser</a> <a href="/mac">Get it for Mac</a></div></div></div>`;
  return page(`<header><nav><a href="/">Home</a> <a href="/download">Download</a> <a href="/nitro">Nitro</a></nav></header>
    <div class="page-wrapper"><div class="hero"><div class="hero-inner"><div class="hero-text"><h1>Group chat that is all fun and games</h1>
    <p>Chat is great for playing games and chilling with friends, or even building a worldwide community of your own.</p></div></div></div>
    ${FEATURES.map(feature).join('')}</div>
    <footer><p>Copyright 2025. Terms, privacy and cookie settings for every region.</p></footer>`,
  { head: '<title>Group chat that is all fun and games</title>' });
}

describe('landing pages', () => {
  it('read as a page of sections, the hero and every feature; nav and footer stay out', () => {
    const { text } = extractSync(landingPage(), { pageType: 'other' });
    expect(text).toContain('Chat is great for playing games');
    for (const [i, title] of FEATURES.entries()) {
      expect(text).toContain(title);
      expect(text).toContain(`Feature ${i} of the app`);
    }
    expect(text).not.toContain('Copyright');
    expect(text).not.toContain('Nitro');
  });
});

/** Real landing pages: [id, a line of a later section, F1 floor, what it was before]. */
const REAL_PAGES: [string, string, number, string][] = [
  ['2844', 'Use custom emoji, stickers, soundboard effects', 0.8, 'discord.com, 0.20: the hero\'s two lines'],
  ['2835', 'See how developers and startups around the globe are building', 0.7,
    'digitalocean.com, 0.44: one section; the parent\'s own score counted the menus pruning drops'],
];

describe.skipIf(!HAVE_DATASETS)('real landing pages (wcxb-dev; needs ../shared/datasets)', () => {
  it.each(REAL_PAGES)('wcxb-dev/%s is read whole, not as its hero', (id, line, floor) => {
    const { text } = extractSync(doc(readPage('wcxb-dev', id)));
    expect(text).toContain(line);
    expect(pageScore(readTruth('wcxb-dev', id), text).f1).toBeGreaterThan(floor);
  });
});
