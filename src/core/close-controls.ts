/**
 * Closable boxes: a block whose first words are a close control (a link or button reading "×")
 * is something the page shows over or beside the story and the reader dismisses: a newsletter
 * pop-up, a "you have read 3 free articles" notice, a sign-in sheet, an author card, a promo bar.
 * A story has no close button; a control that a CSS framework wires to close its box (Bootstrap's
 * `data-dismiss`) says the same whatever it reads. In an article reading the box goes: the widest
 * block, inside the content, that still opens with the control. Read from the markup's behaviour
 * (a control, then words), not from class names, so it holds when the names are hashed (their
 * "modal hide" is what named these boxes before). Census over the fitting folds (52 sites with
 * such boxes): their text is out of the truth on 43 sites, partly in on 2, and in on 1 (a
 * calculator widget). Dialogs that say so (ARIA roles, a closed <dialog>) are dropped by
 * selection (vocabulary/landmarks.ts isModalDialog); one that is still in the content bounds the
 * box (an empty modal at the top of a product panel closes the modal, not the panel).
 */
import type { NodeInfo, Segmentation } from './segment';
import type { Selection } from './select';
import { isRemoved, type Removals } from './removals';
import { ELEMENT_NODE, NON_RENDERED_TAGS, TEXT_NODE } from './dom';
import { DISMISS_ATTRS, isModalDialog } from './vocabulary';

/**
 * A control a CSS framework wires to close its box, whatever it reads ("Close", an icon, nothing).
 * Built by string joins, not Array.prototype.map: module code runs before the tamper check, and a
 * page that replaced map must get TamperedPageError, not a bundle that fails to load.
 */
const DISMISS_SELECTOR = `[${DISMISS_ATTRS.join('], [')}]`;

export const CLOSABLE_BOX = 'closable box';

/** Glyphs that mean "close": the multiplication sign and its dingbat cousins (not the letter x). */
const CLOSE_GLYPH_RE = /^[×✕✖✗⨯╳]$/;
/** What a reader clicks: links and buttons (a glyph in a plain span may be a list's "no" mark). */
const CONTROL_SELECTOR = `a, button, [role="button"], ${DISMISS_SELECTOR}`;
/** A box shows less than this share of the content's prose; more, and the "box" is the content. */
export const CLOSABLE_MAX_PROSE_SHARE = 0.5;

/** Does a sibling before `x` show text? Then `x` is not the first thing its parent says. */
function textBefore(seg: Segmentation, x: Element): boolean {
  // Walk back from the nearest sibling: the first one with text ends it, usually at once.
  for (let sib = x.previousSibling; sib; sib = sib.previousSibling) {
    if (sib.nodeType === TEXT_NODE) {
      if ((sib.textContent ?? '').trim()) return true;
    } else if (sib.nodeType === ELEMENT_NODE) {
      const e = sib as Element;
      const n = seg.byElement.get(e);
      if (n ? n.chars > 0 : !NON_RENDERED_TAGS.has(e.localName) && (e.textContent ?? '').trim()) return true;
    }
  }
  return false;
}

/** The closable boxes of an article selection, labelled. */
export function closableBoxes(seg: Segmentation, sel: Selection): Removals {
  const c = sel.container;
  const prose = sel.scored?.prose;
  const labels: Removals = new Map();
  if (!prose) return labels;
  for (const control of Array.from(c.el.querySelectorAll(CONTROL_SELECTOR))) {
    const cn = seg.byElement.get(control);
    if (cn?.hidden) continue;
    // A "×" alone, or a control wired to close its box whatever it reads.
    const glyph = (!cn || cn.chars === 1) && CLOSE_GLYPH_RE.test((control.textContent ?? '').trim());
    if (!glyph && !control.matches(DISMISS_SELECTOR)) continue;
    let box: NodeInfo | undefined;
    // A control closes the dialog it sits in: one that declares itself bounds the box.
    for (let x: Element = control; x.parentElement && x.parentElement !== c.el; x = x.parentElement) {
      if (textBefore(seg, x) || isModalDialog(x, x.localName)) break;
      box = seg.byElement.get(x.parentElement) ?? box;
    }
    if (!box || box.chars <= 1 || isRemoved(seg, box, c, labels) || isRemoved(seg, box, c, sel.removed)) continue;
    if (prose[box.index] > CLOSABLE_MAX_PROSE_SHARE * prose[c.index]) continue;
    labels.set(box, CLOSABLE_BOX);
  }
  return labels;
}
