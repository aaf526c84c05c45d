/**
 * Text rules shared by the browser forms and the functions, so both sides count and clean text the same way.
 *
 * Lengths are counted in characters as a person sees them (grapheme clusters, `countCharacters`): "🎉" is 1,
 * as are a flag, a family joined by zero-width joiners and a letter with its accents (docs/decisions/0111).
 */

// Characters that render as nothing (Unicode's Default_Ignorable_Code_Point: zero-width spaces and joiners,
// word joiner, BOM, soft hyphen, invisible operators, variation selectors, tags, the Hangul fillers U+115F,
// U+1160, U+3164 and U+FFA0…), plus two that are not in that set but draw nothing either and are used to
// make "empty" names and posts: U+2800 BRAILLE PATTERN BLANK and U+1D159 MUSICAL SYMBOL NULL NOTEHEAD. A value
// made only of these (and whitespace) is blank.
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\u2800\u{1D159}]/gu;

// Bidi embeddings, overrides and isolates plus the implicit marks: with them a post could visually reverse the
// text around it (or disguise a link). The one list of them, for the server's cleaning and the page's links.
const BIDI = String.raw`\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069`;
export const BIDI_CONTROLS = new RegExp(`[${BIDI}]`, "g");

// C0/C1 controls, DEL, and the bidi controls. Newline and tab are handled separately because long texts keep
// them.
const CONTROLS = new RegExp(String.raw`[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F${BIDI}]`, "g");
const LINE_CONTROLS = /[\n\r\t]/g;

// CRLF, a lone CR, and U+2028/U+2029 (LINE and PARAGRAPH SEPARATOR): each is a line break to a browser, so
// each becomes "\n", which a single-line value then turns into a space like any other.
const LINE_BREAKS = /\r\n?|[\u2028\u2029]/g;

// Tag characters (U+E0000–U+E007F) are invisible and can spell out hidden text. Their one visible use is an
// emoji tag sequence, a subdivision flag such as England's: U+1F3F4 WAVING BLACK FLAG, the subdivision code
// (2 letters or 3 digits, then 1–4 letters or digits, as tag characters) and U+E007F CANCEL TAG. Such a
// sequence is kept (group 1); every other tag character is removed.
const TAGS = /(\u{1F3F4}[\u{E0030}-\u{E0039}\u{E0061}-\u{E007A}]{3,7}\u{E007F})|[\u{E0000}-\u{E007F}]/gu;

// What may follow a letter without starting a new one: combining marks, and invisible characters, since a
// joiner between two marks does not stop the second from stacking on the first.
const MARK_OR_INVISIBLE = /[\p{M}\p{Default_Ignorable_Code_Point}]/u;
// The marks that stack: non-spacing and enclosing. Spacing marks (Mc) take room of their own, like a letter,
// so they are neither counted nor removed; a Burmese syllable such as မျှော် has five marks, only two of them
// non-spacing.
const STACKING_MARKS = /[\p{Mn}\p{Me}]/gu;
/**
 * The most stacking marks kept on one letter, counting those a precomposed letter carries ("ệ" is e and 2
 * marks). Vietnamese needs 2, Thai 2, Hebrew with niqqud 2–3, Tibetan stacks 3; "Zalgo" text piles up dozens,
 * which draw over the lines and posts around it.
 */
export const MAX_STACKED_MARKS = 4;

// A high surrogate with no low one after it, or a low one with no high one before it. No lookbehind: this
// module reaches the browser, and Safari before 16.4 cannot compile one (web/src/lib/browser-support.test.ts).
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?:^|[^\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

export function isBlank(value: string): boolean {
  return value.replace(INVISIBLE, "").trim() === "";
}

function stackingMarksIn(ch: string): number {
  return ch.normalize("NFD").match(STACKING_MARKS)?.length ?? 0;
}

/**
 * Drops the marks after the first `MAX_STACKED_MARKS` on each letter, in the order they were typed (so a
 * letter's own accents are kept before marks piled on after it), and never drops a letter.
 */
function capStackedMarks(text: string): string {
  let kept = "";
  let stacked = 0;
  for (const ch of text) {
    const marks = stackingMarksIn(ch);
    if (!MARK_OR_INVISIBLE.test(ch)) stacked = 0;
    else if (stacked + marks > MAX_STACKED_MARKS) continue;
    stacked += marks;
    kept += ch;
  }
  return kept;
}

/**
 * Removes control, bidi-override and stray tag characters, limits stacked combining marks, NFC-normalises,
 * and trims. A multi-line value keeps newlines (every kind of line break becomes LF) and tabs; a single-line
 * value turns them into spaces. A value that is only invisible characters becomes "".
 */
export function cleanText(value: string, { multiline }: { multiline: boolean }): string {
  const kept = capStackedMarks(value.replace(LINE_BREAKS, "\n").replace(CONTROLS, "").replace(TAGS, "$1"));
  // Normalising after the removals: a removed character may have kept a letter and its accent apart, and
  // composed text missing some marks may no longer be NFC.
  let cleaned = kept.normalize("NFC");
  if (!multiline) cleaned = cleaned.replace(LINE_CONTROLS, " ");
  cleaned = cleaned.trim();
  return isBlank(cleaned) ? "" : cleaned;
}

// Grapheme clusters by Unicode's default rules (UAX #29), which no locale tailors. A browser without
// Intl.Segmenter (Firefox before 125, Safari before 14.1) counts code points instead: never fewer than the
// clusters, so such a browser can only be stricter than the server, never let through what it refuses.
const graphemes =
  typeof Intl.Segmenter === "function" ? new Intl.Segmenter([], { granularity: "grapheme" }) : undefined;

/**
 * How many characters `value` holds as a person sees them: its grapheme clusters. "🎉🎉🎉" is 3 (6 UTF-16
 * code units), 👨‍👩‍👧 one (8 units), 🇯🇵 one (two regional indicators), "é" typed as e and an accent one,
 * "日本語" 3. The one count behind every limit on text, in the forms' counters and on the server.
 */
export function countCharacters(value: string): number {
  if (graphemes === undefined) return Array.from(value).length;
  let count = 0;
  for (const _ of graphemes.segment(value)) count += 1;
  return count;
}

/**
 * The most UTF-16 code units a text may take per character of its limit. One character a person sees can be
 * any number of code points (emoji joined by zero-width joiners, Hangul jamo, emoji modifiers), so a limit in
 * characters alone would not bound what is stored. Four covers a flag, an emoji with a skin tone or a letter
 * with three accents in every place; a title of 100 families (11 units each) is refused as too long to store.
 */
export const UNITS_PER_CHARACTER = 4;

/** The sentences a text field's length is refused with: over its characters, and over the room they take. */
export function lengthMessages({ label, max }: { label: string; max: number }) {
  return {
    characters: `${label} must be at most ${max} characters.`,
    room: `${label} is too long to store: its characters (emoji, for instance) take more room than most. Please shorten it.`,
  };
}

/**
 * What is wrong with the length of `value`, a cleaned text, for a field of at most `max` characters; undefined
 * when it fits. The one check the shared schema's text fields and the forms' counters make, so a counter
 * never says "fits" for a text the server refuses, nor the other way round. Here, not in fields.ts, so the
 * counters do not pull zod into a page's first load.
 */
export function lengthProblem(value: string, field: { label: string; max: number }): string | undefined {
  if (countCharacters(value) > field.max) return lengthMessages(field).characters;
  if (value.length > field.max * UNITS_PER_CHARACTER) return lengthMessages(field).room;
  return undefined;
}
