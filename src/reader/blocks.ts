/**
 * The blocks of the rendered article: manual removal (an edit mode that puts a "Remove" button
 * on every top-level block, with undo) and "show what was removed" (the core's debug trace,
 * dimmed, each with its reason, in place where the content script could anchor it).
 */
import { button, type Translate } from './controls';

/** A removed block as the view shows it. */
export interface ShownRemoval {
  /** The core's reason ('link-dense', 'template', …) or REMOVED_BY_USER. */
  reason: string;
  text: string;
  /** Index of the article block it followed on the page; -1 before the first; null: unknown. */
  after: number | null;
}

/** Reason of blocks the user removed by hand (the content script's post-filter). */
export const REMOVED_BY_USER = 'removed by you';

/** Core reasons (exact or by prefix) → locale keys. Unknown reasons show as they are. */
const REASON_KEYS: Array<[RegExp, string]> = [
  [/^removed by you$/, 'reasonUser'],
  [/^template$/, 'reasonTemplate'],
  [/^hidden$/, 'reasonHidden'],
  [/landmark$|^role=/, 'reasonLandmark'],
  [/^boilerplate/, 'reasonBoilerplate'],
  [/^link-dense$/, 'reasonLinks'],
  [/^duplicate$/, 'reasonDuplicate'],
  [/^trailing/, 'reasonTrailing'],
];

export function reasonLabel(reason: string, t: Translate): string {
  const hit = REASON_KEYS.find(([re]) => re.test(reason));
  return hit ? t(hit[1]) : reason;
}

/** Words of a block for a control's accessible name ("Remove block: The first words…"). */
const LABEL_WORDS = 8;

function preview(text: string): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  return words.slice(0, LABEL_WORDS).join(' ') + (words.length > LABEL_WORDS ? '…' : '');
}

/**
 * Wraps each top-level block of `content` in a `.block` holder (a neutral div) and returns the
 * holders. A lone wrapper (one element holding everything) is looked through.
 */
export function wrapBlocks(content: HTMLElement): HTMLElement[] {
  let parent: Element = content;
  while (parent.children.length === 1 && /^(DIV|SECTION|ARTICLE|MAIN)$/.test(parent.firstElementChild!.tagName)) {
    parent = parent.firstElementChild!;
  }
  const doc = content.ownerDocument;
  return Array.from(parent.children).map((child, i) => {
    const holder = doc.createElement('div');
    holder.className = 'block';
    holder.dataset.block = String(i);
    child.replaceWith(holder);
    holder.append(child);
    return holder;
  });
}

/** Text of a block without the view's own controls. */
export function blockText(holder: HTMLElement): string {
  const copy = holder.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('.block__remove').forEach((b) => b.remove());
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

export interface RemovalHooks {
  /** Remember the removal for the site; resolves false when the worker refused. */
  remove(text: string): Promise<boolean>;
  undo(text: string): Promise<void>;
  /** Announce in the view's live region, with an optional action button. */
  announce(message: string, action?: { label: string; run(): void }): void;
}

/** Edit mode on: a Remove button at the start of every block; off: none. */
export function setEditing(blocks: HTMLElement[], on: boolean, t: Translate, hooks: RemovalHooks): void {
  for (const holder of blocks) {
    holder.querySelector(':scope > .block__remove')?.remove();
    if (!on || holder.hidden) continue;
    const text = blockText(holder);
    if (!text) continue;
    const remove = button(holder.ownerDocument, t('blockRemove'), 'block__remove');
    remove.setAttribute('aria-label', t('blockRemoveLabel', [preview(text)]));
    remove.addEventListener('click', () => void removeBlock(blocks, holder, text, t, hooks));
    holder.prepend(remove);
  }
}

async function removeBlock(blocks: HTMLElement[], holder: HTMLElement, text: string, t: Translate, hooks: RemovalHooks): Promise<void> {
  holder.hidden = true;
  // Keep keyboard users in the flow: focus moves to the next block's Remove button.
  const next = blocks.slice(blocks.indexOf(holder) + 1).find((b) => !b.hidden);
  next?.querySelector<HTMLButtonElement>('.block__remove')?.focus();
  const remembered = await hooks.remove(text).catch(() => false);
  const undo = {
    label: t('undo'),
    run: () => {
      holder.hidden = false;
      holder.querySelector<HTMLButtonElement>('.block__remove')?.focus();
      void hooks.undo(text).then(() => hooks.announce(t('blockRestored')));
    },
  };
  hooks.announce(t(remembered ? 'blockRemovedRemembered' : 'blockRemovedHere'), undo);
}

/** Shows the removed blocks, dimmed, with their reasons (in place when anchored). */
export function showRemovals(
  content: HTMLElement, blocks: HTMLElement[], removals: ShownRemoval[], t: Translate,
  restore: (text: string) => void,
): void {
  const doc = content.ownerDocument;
  const loose: HTMLElement[] = [];
  // Insert from the last anchor back, so earlier insertions don't shift later anchors.
  const anchored = removals.map((r, i) => ({ r, i })).sort((a, b) => (b.r.after ?? -2) - (a.r.after ?? -2) || b.i - a.i);
  for (const { r } of anchored) {
    const note = doc.createElement('div');
    note.className = 'removed-block';
    note.setAttribute('role', 'note');
    const reason = doc.createElement('span');
    reason.className = 'removed-block__reason';
    reason.textContent = t('removedBecause', [reasonLabel(r.reason, t)]);
    const text = doc.createElement('span');
    text.textContent = r.text;
    note.append(reason, text);
    if (r.reason === REMOVED_BY_USER) {
      const b = button(doc, t('blockRestore'), 'btn removed-block__restore');
      b.addEventListener('click', () => restore(r.text));
      note.append(doc.createElement('br'), b);
    }
    if (r.after === null) loose.unshift(note);
    else if (r.after < 0 || !blocks[r.after]) (blocks[0]?.parentElement ?? content).prepend(note);
    else blocks[r.after].after(note);
  }
  if (loose.length) {
    const list = doc.createElement('section');
    list.className = 'removed-list';
    const title = doc.createElement('h2');
    title.className = 'removed-list__title';
    title.textContent = t('removedElsewhere');
    list.append(title, ...loose);
    content.append(list);
  }
}

export function hideRemovals(content: HTMLElement): void {
  content.querySelectorAll('.removed-block, .removed-list').forEach((n) => n.remove());
}
