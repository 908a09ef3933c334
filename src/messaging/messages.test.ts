import { extractTabRequest, failure, isExtractPageRequest, isExtractResponse, isExtractTabRequest } from './messages';

const article = {
  title: 'T', byline: null, published: null, siteName: null, lang: 'en', dir: 'ltr', pageType: 'article',
  leadImage: null, excerpt: '', html: '<p>x</p>', text: 'x', markdown: 'x', wordCount: 1,
  readingMinutes: 1, timings: { total: 1 },
};

describe('message validators', () => {
  it('accept well-formed messages', () => {
    expect(isExtractTabRequest(extractTabRequest(3))).toBe(true);
    expect(isExtractPageRequest({ type: 'winnow/extract-page' })).toBe(true);
    expect(isExtractResponse({ ok: true, article })).toBe(true);
    expect(isExtractResponse(failure('no-content', 'none'))).toBe(true);
  });

  it('reject malformed or foreign messages', () => {
    expect(isExtractTabRequest({ type: 'winnow/extract-tab', tabId: '3' })).toBe(false);
    expect(isExtractTabRequest({ type: 'winnow/extract-tab', tabId: -1 })).toBe(false);
    expect(isExtractPageRequest({ type: 'other' })).toBe(false);
    expect(isExtractPageRequest(null)).toBe(false);
    expect(isExtractResponse({ ok: true, article: { ...article, html: 5 } })).toBe(false);
    expect(isExtractResponse({ ok: true, article: { ...article, dir: 'up' } })).toBe(false);
    expect(isExtractResponse({ ok: false, error: 'boom', message: 'x' })).toBe(false);
    expect(isExtractResponse({ ok: 'yes', article })).toBe(false);
  });
});
