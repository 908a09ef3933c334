/**
 * The engine's vocabulary, in one place: every class/id word and every text phrase it reads.
 * - names.ts: class and id words, by stage (a weak signal: names may be hashed);
 * - phrases.ts: words of the visible text, by language (en, zh);
 * - landmarks.ts: HTML landmarks, ARIA roles of page chrome, schema.org microdata;
 * - vendors.ts: what particular vendors and frameworks put on pages, each with a fixture;
 * - hints.ts: reading an element's class and id against names.ts.
 */
export * from './names';
export * from './phrases';
export * from './landmarks';
export * from './vendors';
export * from './hints';
