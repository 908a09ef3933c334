/**
 * What the engine knows about particular vendors and frameworks: names and markers that a
 * consent manager, a CSS framework or a rendering library puts on every site that uses it. Each
 * entry is listed in VENDORS with the fixture that shows why it exists
 * (test/core/vendors.test.ts, test/fixtures/vendors/). Knowledge of one site never goes here.
 */

/**
 * Cookie-consent managers' own prefixes (OneTrust's preference centre "onetrust-pc-sdk" and
 * "optanon-…", iubenda's "iub-…", Complianz's "cmplz-…"): dialogs full of policy prose that can
 * outweigh a list page's own text. Their names are noise whatever share of the page they hold.
 */
export const CONSENT_MANAGERS = ['onetrust', 'optanon', 'cookiebot', 'iubenda', 'cmplz', 'didomi',
  'usercentrics', 'termly', 'axeptio', 'truste', 'trustarc', 'osano', 'klaro'];

/** Ad, recommendation and comment services whose widgets carry their name (Outbrain's "OUTBRAIN" rail). */
export const WIDGET_SERVICES = ['outbrain', 'taboola', 'adsense', 'disqus'];

/**
 * Utility classes whose one rule is display:none (Tailwind's and Bootstrap 3's `hidden`, Bulma's
 * `is-hidden`, SUIT's `u-hidden`, Webflow's `w-condition-invisible`): a script shows the element
 * on demand. Offline pages have no stylesheet, so the class is the only sign. (Bootstrap 4's
 * `d-none` is not here: Stack Exchange keeps post dates in it, which the forum reading needs.)
 */
export const HIDDEN_CLASS_RE = /(?:^|\s)(?:hidden|is-hidden|u-hidden|hide|w-condition-invisible)(?:\s|$)/;
/** A cheap first test: every name above contains one of these. */
export const HIDDEN_CLASS_PART_RE = /hid|invisible/;
/** A breakpoint variant beside it shows the element on wider screens (`hidden md:block`, `d-md-flex`, `hide show@medium`). */
export const RESPONSIVE_SHOW_RE = /(?:^|\s)(?:(?:sm|md|lg|xl|2xl):[\w-]+|d-(?:sm|md|lg|xl|xxl)-(?!none)[\w-]+|[\w-]+@[\w-]+)/;

/**
 * Screen-reader-only utility classes (Bootstrap's `sr-only` and `visually-hidden`, WordPress's
 * `screen-reader-text`, Drupal's `element-invisible`): text clipped to one pixel.
 */
export const SR_ONLY_RE = /(?:^|\s)(?:sr-only|visually-?hidden|u-visually-hidden|screen-?reader-(?:text|only)|a11y-hidden|element-invisible|assistive-text|hidden-visually|clipped)(?:\s|$)/;
/** A cheap first test: every name above contains one of these. */
export const SR_ONLY_PART_RE = /sr-only|visually|screen|a11y|invisible|assistive|clipped/;

/** Vue hides a `v-cloak` element until it has compiled it ([v-cloak] { display: none }). */
export const VUE_CLOAK_ATTR = 'v-cloak';

/**
 * React's streaming server rendering: late content arrives in `<div hidden id="S:0">` at the end
 * of the body, and a script moves it to its place: a Suspense boundary's `<template id="B:0">`,
 * or a pending segment's `<template id="P:1f">`. The ids are hexadecimal ("S:a", "S:1f").
 */
export const REACT_BOUNDARY_ID_RE = /^S:[0-9a-f]+$/;
export const REACT_BOUNDARY_PREFIX = 'S:';
export const REACT_PLACEHOLDER_PREFIXES = ['B:', 'P:'] as const;

/**
 * Head meta names of publishing platforms (Sailthru's and Parse.ly's tags, the New York Times'
 * "byl") beside the standard ones: where many news sites put the date and the author.
 */
export const PUBLISHED_META_NAMES = ['article:published_time', 'datepublished', 'pubdate', 'publishdate',
  'publish-date', 'publish_date', 'date', 'dc.date', 'dc.date.issued', 'sailthru.date', 'parsely-pub-date'];
export const AUTHOR_META_NAMES = ['author', 'article:author', 'dc.creator', 'byl', 'sailthru.author', 'parsely-author'];

/**
 * Bootstrap wires a modal's or an alert's close control with `data-dismiss` (3, 4) or
 * `data-bs-dismiss` (5): the box around it is a dialog or a notice the reader closes, whatever
 * the control reads and however the box is named (close-controls.ts).
 */
export const DISMISS_ATTRS = ['data-dismiss', 'data-bs-dismiss'] as const;

/** The registry: every entry above, by name, with what it is for. */
export const VENDORS = {
  'consent-managers': 'consent dialogs go, however much policy prose they hold',
  'widget-services': 'ad and recommendation rails named after their service go',
  'hidden-utility-classes': 'elements hidden by a CSS framework class are not read',
  'screen-reader-classes': 'screen-reader-only text is not read',
  'vue-cloak': 'an uncompiled Vue template is not read; a cloaked whole app is',
  'react-streaming': 'streamed React content is read where its placeholder stands',
  'platform-meta-names': 'publishing platforms\' date and author tags fill the article header',
  'bootstrap-dismiss': 'a box with a control wired to close it is a dialog or notice, not story',
} as const;

export type VendorName = keyof typeof VENDORS;
