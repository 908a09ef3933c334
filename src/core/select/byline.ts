/**
 * A byline line inside the article ("By Jane Doe", "Jane Doe | Reuters") repeats what the reading
 * view shows in its header. Short units near the top that are the byline are dropped, and so is
 * the author's card after the story.
 */
import type { NodeInfo, Segmentation } from '../segment';
import { LETTER_RE, normalizeText } from '../text';
import { STORY_TOLD_CHARS, type Scored } from '../scoring';
import { BYLINE_FRAME_RE } from '../vocabulary';
import { SHOWN_IN_HEADER, SKIP_SUBTREE, STOP_WALK, walkKept, type Removals } from '../removals';

/** A byline line may add this many characters around the name ("By", a date, an outlet). */
export const BYLINE_SLACK_CHARS = 40;
/** What may remain of a byline line once name, "by", dates and punctuation are taken out. */
export const BYLINE_REST_CHARS = 12;

/** The line is the byline: nothing of substance is left once the name and its frame are gone. */
function isBylineLine(text: string, name: string): boolean {
  const at = text.indexOf(name);
  if (at < 0) return false;
  const rest = (text.slice(0, at) + ' ' + text.slice(at + name.length)).replace(BYLINE_FRAME_RE, '');
  return rest.length <= BYLINE_REST_CHARS;
}
/** A name shorter than this ("AP", "Jo") matches too many lines to be looked for. */
export const MIN_BYLINE_NAME_CHARS = 3;

/** The byline as both searches compare it (lower case, spaces normalised), or null when too short. */
function bylineName(byline: string): string | null {
  const name = normalizeText(byline).toLowerCase();
  return name.length < MIN_BYLINE_NAME_CHARS ? null : name;
}

/** Only the first units of the article are looked at: a name further down is prose. */
export const BYLINE_SEARCH_UNITS = 6;

export function dropBylines(
  seg: Segmentation, container: NodeInfo, ends: Int32Array, removed: Removals, byline: string,
): void {
  const name = bylineName(byline);
  if (!name) return;
  let seen = 0;
  walkKept(seg, ends, removed, container.index, ends[container.index], (n) => {
    if (seen >= BYLINE_SEARCH_UNITS) return STOP_WALK;
    if (n.ownChars === 0 || n.hidden) return;
    seen++;
    if (n.chars > name.length + BYLINE_SLACK_CHARS) return;
    const text = normalizeText(n.el.textContent || '').toLowerCase();
    if (!isBylineLine(text, name)) return;
    removed.set(n, `byline ${SHOWN_IN_HEADER}`);
    return SKIP_SUBTREE;
  });
}

/** Curly and straight apostrophes read alike in names ("O’Connell", "O'Connell"). */
const APOSTROPHES_RE = /[\u2018\u2019\u02bc]/g;
const comparable = (text: string): string => normalizeText(text).replace(APOSTROPHES_RE, "'");

/** A byline that names several people ("Jane Doe, Sam Roe and Ann Poe") names each. */
const NAME_LIST_RE = /\s*(?:,|&|\band\b)\s*/i;
/** A given name shorter than this ("Al", an initial) opens too many sentences to be looked for. */
export const MIN_GIVEN_NAME_CHARS = 3;
/** After the given name alone, a bio goes on with a verb in lower case ("Dana covers…", "Jo is…"). */
const GOES_ON_RE = /^\s+\p{Ll}/u;

/** How a bio may open: an author's full name, or their given name alone (lower case). */
interface NameForms {
  full: string[];
  given: string[];
}

function nameForms(byline: string): NameForms | null {
  const full = comparable(byline).toLowerCase().split(NAME_LIST_RE).filter((n) => n.length >= MIN_BYLINE_NAME_CHARS);
  if (!full.length) return null;
  const given = full.map((n) => n.split(' ')).filter((w) => w.length > 1 && w[0].length >= MIN_GIVEN_NAME_CHARS && !w[0].endsWith('.')).map((w) => w[0]);
  return { full, given };
}

/**
 * The unit opens with an author's name: on a line of its own ("Jane Doe"), as the link that opens
 * the bio ("<a>Jane Doe</a> / Jane is our transport editor…"), as its first words ("Jane Doe covers
 * transport"), or as the given name going on with a verb ("Jane has covered…") when that name is
 * no word of the story (`isWord`). Where it stands decides (dropAuthorCard): a story's paragraph
 * may open so too.
 */
function opensWithName(n: NodeInfo, forms: NameForms, isWord: (name: string) => boolean): boolean {
  const text = comparable(n.el.textContent || '');
  const lower = text.toLowerCase();
  if (forms.full.some((name) => lower.startsWith(name) && !LETTER_RE.test(lower.charAt(name.length)))) return true;
  return forms.given.some((name) => lower.startsWith(name) && GOES_ON_RE.test(text.slice(name.length)) && !isWord(name));
}

/**
 * Does the story write this word in lower case? Then it is a word and no given name: "The Author"
 * and "Staff Writer" bylines give words ("the", "staff") that open ordinary sentences. The
 * container's text is read on the first question only (most pages never ask).
 */
function lowerCaseUse(container: NodeInfo): (word: string) => boolean {
  let text: string | null = null;
  const known = new Map<string, boolean>();
  return (word) => {
    let used = known.get(word);
    if (used === undefined) {
      text ??= comparable(container.el.textContent || '');
      used = false;
      for (let at = text.indexOf(word); at >= 0 && !used; at = text.indexOf(word, at + 1)) {
        used = !LETTER_RE.test(text.charAt(at - 1)) && !LETTER_RE.test(text.charAt(at + word.length));
      }
      known.set(word, used);
    }
    return used;
  };
}

/** An author card is small: a name, a bio of a few sentences, links to follow. */
export const AUTHOR_CARD_MAX_CHARS = 1000;
/** ...and holds a small part of the article's prose. */
export const AUTHOR_CARD_MAX_PROSE_SHARE = 0.3;

/**
 * The author's card after the story (STORY_TOLD_CHARS of prose first): a small block (at most
 * AUTHOR_CARD_MAX_CHARS, a small share of the prose) around a line that opens with the byline's
 * name, then a short bio, contact and follow links. Without a block of its own, the bio is the
 * story's last paragraph and opens with the name ("Jane Doe is a freelance writer…"): a story
 * paragraph that opens with its author's name has more story after it. Either repeats what the
 * reading view's header shows and is not the story. Found by the name, not by its class
 * ("author-box" may be hashed).
 */
export function dropAuthorCard(
  seg: Segmentation, container: NodeInfo, scored: Scored, ends: Int32Array, removed: Removals, byline: string,
): void {
  const forms = nameForms(byline);
  if (!forms) return;
  const isWord = lowerCaseUse(container);
  const limit = AUTHOR_CARD_MAX_PROSE_SHARE * scored.prose[container.index];
  let prose = 0;
  // The last unit of the story read so far: a card begins after it, and holds none of it.
  let storyEnd = container.index;
  let card: NodeInfo | null = null;
  // The story's last paragraph so far, when it opens with the name (a later paragraph clears it).
  let bio: NodeInfo | null = null;
  walkKept(seg, ends, removed, container.index, ends[container.index], (n) => {
    if (n.ownChars === 0 || n.hidden) return;
    const good = scored.classes.get(n) === 'good';
    let opens = false;
    // A line inside a card is no longer than the card (and its text is read only then).
    if (prose >= STORY_TOLD_CHARS && n.chars <= AUTHOR_CARD_MAX_CHARS && opensWithName(n, forms, isWord)) {
      // The card is the widest small block around the line that starts after the story; a line
      // in the story's own block (a post's closing signature) has none, and the search goes on.
      let block = n;
      for (let p = n.parent; p > storyEnd; p = seg.nodes[p].parent) {
        const up = seg.nodes[p];
        if (up.chars > AUTHOR_CARD_MAX_CHARS || scored.prose[p] > limit) break;
        block = up;
      }
      if (block !== n) {
        card = block;
        return STOP_WALK;
      }
      opens = true;
    }
    if (good) {
      prose += n.ownChars;
      storyEnd = n.index;
      bio = opens ? n : null;
    }
  });
  const found = card ?? bio;
  if (found) removed.set(found, 'author card (the byline is shown in the header)');
}
