import { extractPageRequest, isExtractPageRequest, isExtractResponse, isPageEntries, isSiteTemplate, MAX_PAGE_ENTRIES } from '../../src/messaging/messages';

const template = { version: 1 as const, entries: [{ tag: 'li', text: 'home', count: 4, lastSeen: 9 }] };

describe('template messages', () => {
  it('carries a valid template and the learn flag to the content script', () => {
    const req = extractPageRequest(template, true);
    expect(isExtractPageRequest(req)).toBe(true);
    expect(isExtractPageRequest(extractPageRequest())).toBe(true);
    expect(isExtractPageRequest({ ...req, template: { version: 1, entries: [{ tag: 'li', text: 5 }] } })).toBe(false);
    expect(isExtractPageRequest({ ...req, learn: 'yes' })).toBe(false);
  });

  it('bounds what a page may send back for learning', () => {
    expect(isPageEntries([{ tag: 'p', text: 'x' }])).toBe(true);
    expect(isPageEntries([{ tag: '', text: 'x' }])).toBe(false);
    expect(isPageEntries([{ tag: 'p', text: 'x'.repeat(5000) }])).toBe(false);
    expect(isPageEntries(Array.from({ length: MAX_PAGE_ENTRIES + 1 }, () => ({ tag: 'p', text: 'x' })))).toBe(false);
    expect(isSiteTemplate({ version: 2, entries: [] })).toBe(false);
    const article = { title: '', excerpt: '', html: '', text: 't', markdown: '', byline: null, published: null, siteName: null, lang: null, leadImage: null, dir: null, pageType: 'article', wordCount: 1, readingMinutes: 1, timings: {} };
    expect(isExtractResponse({ ok: true, article, entries: [{ tag: 'p', text: 'x' }] })).toBe(true);
    expect(isExtractResponse({ ok: true, article, entries: [{ tag: 'p' }] })).toBe(false);
  });
});
