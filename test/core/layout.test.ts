/** layout.ts: seed 002's regions on boxes, and the batched box read on a fake rendered document. */
import { describe, expect, it } from 'vitest';
import { FOOTER_BAND_PX, HEADER_BAND_PX, readLayout, regionOf, relativeX, type LayoutInfo } from '../../src/core/layout';
import type { NodeInfo, Segmentation } from '../../src/core/segment';

const PAGE: LayoutInfo = { available: true, pageWidth: 1000, pageHeight: 3000 };

describe('regionOf', () => {
  it('puts a box wholly inside the top 200px in the header', () => {
    expect(regionOf({ x: 100, y: 0, w: 800, h: HEADER_BAND_PX }, PAGE)).toBe('header');
    expect(regionOf({ x: 100, y: 1, w: 800, h: HEADER_BAND_PX }, PAGE)).toBe('center');
  });

  it('puts a box starting in the bottom 160px in the footer', () => {
    expect(regionOf({ x: 100, y: 3000 - FOOTER_BAND_PX, w: 800, h: 50 }, PAGE)).toBe('footer');
    expect(regionOf({ x: 100, y: 3000 - FOOTER_BAND_PX - 1, w: 800, h: 50 }, PAGE)).toBe('center');
  });

  it('puts boxes within the outer 30% of the width on the left or right', () => {
    expect(regionOf({ x: 0, y: 500, w: 300, h: 400 }, PAGE)).toBe('left');
    expect(regionOf({ x: 0, y: 500, w: 301, h: 400 }, PAGE)).toBe('center');
    expect(regionOf({ x: 700, y: 500, w: 300, h: 400 }, PAGE)).toBe('right');
    expect(regionOf({ x: 699, y: 500, w: 300, h: 400 }, PAGE)).toBe('center');
  });

  it('gives the header precedence over a side region', () => {
    expect(regionOf({ x: 0, y: 10, w: 100, h: 50 }, PAGE)).toBe('header');
  });
});

describe('relativeX', () => {
  it('is the box centre over the page width, 0.5 without a box', () => {
    expect(relativeX({ box: { x: 0, y: 0, w: 200, h: 10 } } as NodeInfo, PAGE)).toBeCloseTo(0.1);
    expect(relativeX({} as NodeInfo, PAGE)).toBe(0.5);
    expect(relativeX({ box: { x: 0, y: 0, w: 200, h: 10 } } as NodeInfo, { ...PAGE, pageWidth: 0 })).toBe(0.5);
  });
});

describe('readLayout on a fake rendered document', () => {
  interface FakeUnit { ownChars: number; hidden: boolean; rect: { left: number; top: number; width: number; height: number }; rects: number; holderId?: string }
  function fixture(units: FakeUnit[]) {
    let reads = 0;
    const nodes = units.map((u) => ({
      ownChars: u.ownChars,
      hidden: u.hidden,
      el: {
        getBoundingClientRect: () => {
          reads++;
          return u.rect;
        },
        getClientRects: () => ({ length: u.rects }),
        // The nearest ancestor with the hidden attribute, when the unit has one.
        closest: (sel: string) => (sel === '[hidden]' && u.holderId !== undefined ? { getAttribute: (a: string) => (a === 'id' ? u.holderId : null) } : null),
      },
    })) as unknown as NodeInfo[];
    const doc = {
      body: { getBoundingClientRect: () => ({ left: 0, top: 0, width: 1200, height: 5000 }) },
      defaultView: { scrollX: 10, scrollY: 500 },
      documentElement: { scrollWidth: 1200, clientWidth: 1180, scrollHeight: 5000, clientHeight: 800 },
    } as unknown as Document;
    return { doc, seg: { units: nodes, nodes } as unknown as Segmentation, nodes, reads: () => reads };
  }

  it('reads boxes in document coordinates (scroll offsets added) and reports the page size', () => {
    const { doc, seg, nodes } = fixture([
      { ownChars: 120, hidden: false, rect: { left: 100, top: -200, width: 600, height: 80 }, rects: 1 },
    ]);
    expect(readLayout(doc, seg)).toEqual({ available: true, pageWidth: 1200, pageHeight: 5000 });
    expect(nodes[0].box).toEqual({ x: 110, y: 300, w: 600, h: 80 });
  });

  it('skips short and already hidden units', () => {
    const { doc, seg, nodes, reads } = fixture([
      { ownChars: 19, hidden: false, rect: { left: 0, top: 0, width: 10, height: 10 }, rects: 1 },
      { ownChars: 500, hidden: true, rect: { left: 0, top: 0, width: 10, height: 10 }, rects: 1 },
      { ownChars: 20, hidden: false, rect: { left: 0, top: 0, width: 10, height: 10 }, rects: 1 },
    ]);
    readLayout(doc, seg);
    expect(reads()).toBe(1);
    expect(nodes.map((n) => n.box !== undefined)).toEqual([false, false, true]);
  });

  it('marks a unit with an empty box and no client rects (display:none by CSS) hidden', () => {
    const { doc, seg, nodes } = fixture([
      { ownChars: 100, hidden: false, rect: { left: 0, top: 0, width: 0, height: 0 }, rects: 0 },
      // Zero-size but laid out (an empty inline box still has a client rect): not hidden.
      { ownChars: 100, hidden: false, rect: { left: 0, top: 0, width: 0, height: 0 }, rects: 1 },
      { ownChars: 100, hidden: false, rect: { left: 0, top: 0, width: 300, height: 20 }, rects: 1 },
    ]);
    readLayout(doc, seg);
    expect(nodes.map((n) => n.hidden)).toEqual([true, false, false]);
  });

  it('keeps a boxless unit in a React streamed boundary (hidden id="S:n") as content without a position', () => {
    const zero = { left: 0, top: 0, width: 0, height: 0 };
    const { doc, seg, nodes } = fixture([
      { ownChars: 100, hidden: false, rect: zero, rects: 0, holderId: 'S:0' },
      { ownChars: 100, hidden: false, rect: zero, rects: 0, holderId: 'menu' },
    ]);
    readLayout(doc, seg);
    expect(nodes.map((n) => n.hidden)).toEqual([false, true]);
    // No box rather than a box at the page's corner, which would read as the header region.
    expect(nodes[0].box).toBeUndefined();
  });

  it('is unavailable when the body has no width', () => {
    const { seg } = fixture([]);
    const doc = {
      body: { getBoundingClientRect: () => ({ left: 0, top: 0, width: 0, height: 0 }) },
      documentElement: { scrollHeight: 0 },
    } as unknown as Document;
    expect(readLayout(doc, seg).available).toBe(false);
  });
});
