/**
 * IIFE entry (dist/lib/winnow.iife.js): installs `globalThis.Winnow` and nothing else, so the
 * bundle can be injected into arbitrary pages.
 */
import { createTemplateLearner, extract, NoContentError, version } from './index';

const api = Object.freeze({ extract, version, NoContentError, createTemplateLearner });

/** Shape of `globalThis.Winnow` once the IIFE bundle has run. */
export type WinnowGlobal = typeof api;

(globalThis as unknown as { Winnow: WinnowGlobal }).Winnow = api;
