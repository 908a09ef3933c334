import {
  confirmRemovalRequest, copyCleanRequest, forgetRemovalRequest, getSiteLearningRequest, isConfirmRemovalRequest, isCopyCleanRequest,
  isForgetRemovalRequest, isGetSiteLearningRequest, isOpenReaderRequest, isReaderReply, isSetSiteLearningRequest, isShowReaderRequest,
  MAX_BLOCK_TEXT, MAX_REMOVAL_ENTRIES, openReaderRequest, setSiteLearningRequest, showReaderRequest,
} from '../../src/messaging/reader-messages';
import {
  isListAutoOpenMessage, isReaderClosedMessage, isSetAutoOpenMessage, listAutoOpenMessage, readerClosedMessage, setAutoOpenMessage,
} from '../../src/messaging/auto-open-messages';

const entry = { tag: 'p', text: 'sign up for our letter' };

describe('reading-experience messages', () => {
  it('accept what their builders make', () => {
    expect(isOpenReaderRequest(openReaderRequest(4))).toBe(true);
    expect(isShowReaderRequest(showReaderRequest(null, [entry], { toggle: true }))).toBe(true);
    expect(isShowReaderRequest(showReaderRequest({ version: 1, entries: [{ ...entry, count: 3, lastSeen: 9 }] }, []))).toBe(true);
    expect(isCopyCleanRequest(copyCleanRequest(null, []))).toBe(true);
    expect(isConfirmRemovalRequest(confirmRemovalRequest([entry]))).toBe(true);
    expect(isForgetRemovalRequest(forgetRemovalRequest('Sign up for our letter'))).toBe(true);
    expect(isGetSiteLearningRequest(getSiteLearningRequest('https://example.org'))).toBe(true);
    expect(isSetSiteLearningRequest(setSiteLearningRequest('http://127.0.0.1:8080', false))).toBe(true);
    expect(isReaderReply({ ok: true, open: false })).toBe(true);
    expect(isReaderReply({ ok: false, error: 'overlay-blocked', message: 'frameset page' })).toBe(true);
  });

  it('reject malformed, oversized or foreign messages', () => {
    expect(isOpenReaderRequest({ type: 'winnow/open-reader', tabId: -2 })).toBe(false);
    expect(isShowReaderRequest({ type: 'winnow/show-reader', removals: [{ tag: '', text: 'x' }] })).toBe(false);
    expect(isShowReaderRequest({ type: 'winnow/show-reader', toggle: 'yes' })).toBe(false);
    expect(isConfirmRemovalRequest({ type: 'winnow/confirm-removal', entries: [] })).toBe(false);
    expect(isConfirmRemovalRequest(confirmRemovalRequest(Array.from({ length: MAX_REMOVAL_ENTRIES + 1 }, () => entry)))).toBe(false);
    expect(isForgetRemovalRequest(forgetRemovalRequest('x'.repeat(MAX_BLOCK_TEXT + 1)))).toBe(false);
    // A site is an origin, never a path, a pattern or a long string.
    for (const site of ['https://example.org/path', '*://*/*', 'example.org', `https://${'a'.repeat(400)}.org`, '']) {
      expect(isSetSiteLearningRequest(setSiteLearningRequest(site, true))).toBe(false);
    }
    expect(isSetSiteLearningRequest({ type: 'winnow/set-site-learning', site: 'https://example.org', enabled: 1 })).toBe(false);
    expect(isReaderReply({ ok: true })).toBe(false);
  });
});

describe('auto-open messages', () => {
  it('accept what their builders make, and a site only as a bare http(s) origin', () => {
    expect(isSetAutoOpenMessage(setAutoOpenMessage('https://example.org', true))).toBe(true);
    expect(isListAutoOpenMessage(listAutoOpenMessage())).toBe(true);
    expect(isReaderClosedMessage(readerClosedMessage())).toBe(true);
    for (const site of ['https://example.org/page', 'file:///etc', 'https://*.example.org', 42]) {
      expect(isSetAutoOpenMessage({ type: 'winnow/set-auto-open', site, enabled: true }), String(site)).toBe(false);
    }
    expect(isSetAutoOpenMessage({ type: 'winnow/set-auto-open', site: 'https://example.org', enabled: 'yes' })).toBe(false);
  });

  it('a view that opens by itself says so, and nothing else passes for it', () => {
    expect(showReaderRequest(null, [], { onlyArticle: true }).onlyArticle).toBe(true);
    expect(isShowReaderRequest(showReaderRequest(null, [], { onlyArticle: true }))).toBe(true);
    expect(isShowReaderRequest({ ...showReaderRequest(null, []), onlyArticle: 'yes' })).toBe(false);
    expect(isReaderReply({ ok: true, open: true, timings: { extract: 1, sanitize: 0, render: 2, inject: 3, total: 9 } })).toBe(true);
    expect(isReaderReply({ ok: true, open: true, timings: { extract: -1, sanitize: 0, render: 2 } })).toBe(false);
  });
});
