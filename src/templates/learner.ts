/**
 * Seed 000's batch learner for one site. Each page contributes its entries (tag + normalised own
 * text of every text unit); a batch cache counts on how many pages each entry appears; after N1
 * pages the entries seen on at least N2 of them join the site's template and the batch starts
 * over. Template entries not seen for M pages age out (sites redesign). Pure logic: no storage,
 * no extension API; the state is plain JSON (`toJSON`) that the worker or a script keeps.
 */
import { segment } from '../core/segment';
import { pageEntries, TemplateIndex, TEMPLATE_VERSION } from '../core/template';
import type { SiteTemplate, TemplateEntry } from '../core/template-types';
import type { LearnerParams, LearnerState } from './types';

export type { LearnerParams, LearnerState } from './types';

/**
 * N1, pages per batch (seed 000: 10). Long enough that a nav line missing from a few pages still
 * reaches N2, short enough that a new site gets its first template after ten visits.
 */
export const PAGES_PER_BATCH = 10;
/**
 * N2, pages of a batch an entry must appear on to be promoted (seed 000: 3). The paper found that
 * article text and page-specific noise never repeat on 3 of 10 pages of one site.
 */
export const MIN_FREQUENCY = 3;
/**
 * M, pages after which a template entry that was not seen again is dropped: three batches. An
 * entry that truly belongs to the site's chrome shows up at least N2 times per batch; one absent
 * for three whole batches belongs to an old design (big9-chaos spans 2005–2017 per site).
 */
export const MAX_AGE_PAGES = 3 * PAGES_PER_BATCH;
/** Template entries kept per site at most; beyond it the least recently seen go first. */
export const MAX_TEMPLATE_ENTRIES = 1000;
/** Batch entries kept at most (a batch of huge pages); beyond it the least frequent go first. */
export const MAX_BATCH_ENTRIES = 20_000;

/**
 * The template also holds the open batch's entries that have already reached N2 pages. Seed
 * 000's guarantee is "content never appears on N2 pages of a batch", which holds as soon as the
 * count is reached, not only when the batch closes; waiting for N1 pages means a redesigned site
 * (or a new one) keeps its chrome for ten more visits. Only promotion at batch close persists.
 */
export const EARLY_MATCHING = true;

export const DEFAULT_PARAMS: LearnerParams = {
  pagesPerBatch: PAGES_PER_BATCH,
  minFrequency: MIN_FREQUENCY,
  maxAgePages: MAX_AGE_PAGES,
  earlyMatching: EARLY_MATCHING,
};

const copy = (e: TemplateEntry): TemplateEntry => ({ tag: e.tag, text: e.text, count: e.count, lastSeen: e.lastSeen });

function isEntry(e: unknown): e is TemplateEntry {
  const o = e as TemplateEntry;
  return !!o && typeof o.tag === 'string' && typeof o.text === 'string' && Number.isFinite(o.count) && Number.isFinite(o.lastSeen);
}

/** A saved state, checked field by field (it comes from storage or a user's file). */
export function parseLearnerState(saved: unknown): LearnerState | null {
  const s = saved as LearnerState;
  if (!s || s.version !== TEMPLATE_VERSION || !Array.isArray(s.batch) || !Array.isArray(s.template)) return null;
  if (!Number.isFinite(s.pages) || !Number.isFinite(s.batchPages)) return null;
  return {
    version: TEMPLATE_VERSION,
    pages: s.pages,
    batchPages: s.batchPages,
    batch: s.batch.filter(isEntry).map(copy),
    template: s.template.filter(isEntry).map(copy),
  };
}

export class TemplateLearner {
  readonly params: LearnerParams;
  private pages = 0;
  private batchPages = 0;
  private batch: TemplateEntry[] = [];
  private entries: TemplateEntry[] = [];
  private batchIndex = new TemplateIndex();
  private templateIndex = new TemplateIndex();

  constructor(saved?: unknown, params: Partial<LearnerParams> = {}) {
    this.params = { ...DEFAULT_PARAMS, ...params };
    const state = saved === undefined || saved === null ? null : parseLearnerState(saved);
    if (saved && !state) throw new TypeError('Not a saved template learner (toJSON() of this version).');
    if (state) {
      this.pages = state.pages;
      this.batchPages = state.batchPages;
      this.batch = state.batch;
      this.entries = state.template;
      this.batchIndex = new TemplateIndex(this.batch);
      this.templateIndex = new TemplateIndex(this.entries);
    }
  }

  /** Feed one page of the site, in visiting order. */
  observe(doc: Document): void {
    this.observeEntries(pageEntries(segment(doc)));
  }

  /** The same from entries already collected (the worker receives them from a content script). */
  observeEntries(page: ReadonlyArray<{ tag: string; text: string }>): void {
    const now = ++this.pages;
    // Counts are pages, not occurrences: five "Read more" links on one page count once.
    const touched = new Set<TemplateEntry>();
    for (const { tag, text } of page) {
      const known = this.templateIndex.find(tag, text)?.entry;
      if (known) {
        if (!touched.has(known)) known.count++;
        known.lastSeen = now;
        touched.add(known);
        continue;
      }
      const cached = this.batchIndex.find(tag, text)?.entry;
      if (cached) {
        if (!touched.has(cached)) cached.count++;
        cached.lastSeen = now;
        touched.add(cached);
      } else if (this.batch.length < MAX_BATCH_ENTRIES) {
        const fresh = { tag, text, count: 1, lastSeen: now };
        this.batch.push(fresh);
        this.batchIndex.add(fresh);
        touched.add(fresh);
      }
    }
    if (++this.batchPages >= this.params.pagesPerBatch) this.closeBatch();
    this.age();
  }

  /** Promote the batch's frequent entries, then start a new batch. */
  private closeBatch(): void {
    for (const e of this.batch) {
      if (e.count < this.params.minFrequency) continue;
      const known = this.templateIndex.find(e.tag, e.text)?.entry;
      if (known) {
        known.count += e.count;
        known.lastSeen = Math.max(known.lastSeen, e.lastSeen);
      } else {
        this.entries.push(e);
        this.templateIndex.add(e);
      }
    }
    this.batch = [];
    this.batchIndex = new TemplateIndex();
    this.batchPages = 0;
  }

  /** Drop entries unseen for M pages, and the least recently seen beyond the size bound. */
  private age(): void {
    const oldest = this.pages - this.params.maxAgePages;
    let kept = this.entries.filter((e) => e.lastSeen > oldest);
    if (kept.length > MAX_TEMPLATE_ENTRIES) {
      kept = kept.sort((a, b) => b.lastSeen - a.lastSeen).slice(0, MAX_TEMPLATE_ENTRIES);
    }
    if (kept.length !== this.entries.length) {
      this.entries = kept;
      this.templateIndex = new TemplateIndex(kept);
    }
  }

  /** The site's current template (a copy: plain JSON). */
  template(): SiteTemplate {
    const early = this.params.earlyMatching ? this.batch.filter((e) => e.count >= this.params.minFrequency) : [];
    return { version: TEMPLATE_VERSION, entries: [...this.entries, ...early].map(copy) };
  }

  /** Pages observed so far, and in the open batch. */
  get pageCount(): number {
    return this.pages;
  }

  get batchPageCount(): number {
    return this.batchPages;
  }

  toJSON(): LearnerState {
    return {
      version: TEMPLATE_VERSION,
      pages: this.pages,
      batchPages: this.batchPages,
      batch: this.batch.map(copy),
      template: this.entries.map(copy),
    };
  }
}

export { siteKeyOf } from './site-key';
