/**
 * The vendor registry (src/core/vocabulary/vendors.ts): every entry has a fixture page here that
 * shows why it exists. Each fixture fails when its entry is taken out of the registry.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { extractSync } from '../../src/core/extract';
import { VENDORS, type VendorName } from '../../src/core/vocabulary';
import { doc } from '../helpers/dom';
import type { Article } from '../../src/core/types';

const read = (name: VendorName): Article =>
  extractSync(doc(readFileSync(new URL(`../fixtures/vendors/${name}.html`, import.meta.url), 'utf8')));

const STORY = 'agreed, after a long debate, to rebuild the old north pier';
const STORY_END = 'publish the timetable on its notice board';

/** What each fixture's reading must show. */
const SHOWS: Record<VendorName, (article: Article) => void> = {
  'consent-managers': (a) => {
    expect(a.text).toContain(STORY);
    expect(a.text).not.toContain('Strictly necessary');
  },
  'widget-services': (a) => {
    expect(a.text).toContain(STORY_END);
    expect(a.text).not.toContain('retired teacher');
  },
  'hidden-utility-classes': (a) => {
    expect(a.text).not.toContain('updated with a correction');
    // A breakpoint variant shows it on wider screens: it is content.
    expect(a.text).toContain('A map of the harbour');
    expect(a.text).toContain(STORY_END);
  },
  'screen-reader-classes': (a) => {
    expect(a.text).toContain('(the board\'s page)');
    expect(a.text).not.toContain('opens in a new window');
  },
  'vue-cloak': (a) => {
    expect(a.text).toContain(STORY);
    expect(a.text).toContain(STORY_END);
    expect(a.text).not.toContain('{{');
  },
  'react-streaming': (a) => {
    const streamed = a.text.indexOf('Fishermen who use the pier');
    expect(streamed).toBeGreaterThan(a.text.indexOf(STORY));
    expect(streamed).toBeLessThan(a.text.indexOf('Work starts on the first Monday'));
    // Ids are hexadecimal ("B:a"), and a pending segment's content fills its "P:1f" placeholder.
    const late = a.text.indexOf('Three boatyards have asked for the plans');
    expect(late).toBeGreaterThan(a.text.indexOf('Work starts on the first Monday'));
    expect(late).toBeLessThan(a.text.indexOf('The board meets again in March'));
  },
  'bootstrap-dismiss': (a) => {
    expect(a.text).toContain(STORY);
    expect(a.text).toContain('The board meets again in March');
    // The follow modal and the closable notice are wired to close: neither is story.
    expect(a.text).not.toContain('email notifications');
    expect(a.text).not.toContain('two free stories left');
    // An empty modal that opens a section closes itself, not the section.
    expect(a.text).toContain('Timetable');
  },
  'platform-meta-names': (a) => {
    expect(a.published).toMatch(/^2024-10-03/);
    expect(a.byline).toBe('Ana Ribeiro');
  },
};

describe('vendor registry', () => {
  it('has a fixture for every entry, and no fixture without an entry', () => {
    expect(Object.keys(SHOWS).sort()).toEqual(Object.keys(VENDORS).sort());
  });

  for (const name of Object.keys(VENDORS) as VendorName[]) {
    it(`${name}: ${VENDORS[name]}`, () => SHOWS[name](read(name)));
  }
});
