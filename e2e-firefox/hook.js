/**
 * Test builds only (dist/firefox-e2e): WebDriver BiDi refuses to navigate a tab to a
 * moz-extension:// page, so the extension opens its options page itself once installed. The
 * driver finds that tab among its pages and opens the popup and other extension pages from it.
 */
browser.runtime.onInstalled.addListener(() => {
  void browser.tabs.create({ url: browser.runtime.getURL('src/options/options.html?e2e') });
});
