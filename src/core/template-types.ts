/**
 * The serialisable shape of a site template (seed 000). Types only, no imports: the library's
 * declaration files ship this file as is (vite.lib.config.ts), and the worker stores it as JSON.
 */

/** One learned entry. */
export interface TemplateEntry {
  /** Lower-case tag name of the block that owns the text. */
  tag: string;
  /** The normalised own text (see `normaliseText`). */
  text: string;
  /** Pages of the site on which the entry was seen. */
  count: number;
  /** The learner's page number when the entry was last seen (for ageing). */
  lastSeen: number;
}

/** A site's template: serialisable, versioned. */
export interface SiteTemplate {
  version: 1;
  entries: TemplateEntry[];
}

