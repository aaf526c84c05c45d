import "../zod-config.js";
import { z } from "zod";
import { skeleton } from "./confusables.js";
import { textField } from "../fields.js";

/** The longest display name, counted once cleaned (as titles are: see text.ts). */
export const DISPLAY_NAME_MAX = 50;

/**
 * What a display name may not pass as: "anonymous" (how the list shows anonymous posts), and the site and
 * its people ("Moderator" and "Administrator" are how the public log names the board's roles). Matched on
 * what a reader sees, not on code points: confusable letters are folded to their Unicode prototypes (UTS #39
 * skeletons, see confusables.ts), so the Cyrillic "М" of "Мoderator", the digit of "M0D" and the "l" of
 * "ADMlN" read as what they imitate; case, accents and width are folded too.
 *
 * Long words are matched anywhere in the name's letters, separators ignored ("Site Moderator",
 * "M.o.d.e.r.a.t.o.r"). Short ones hide inside ordinary words ("Badminton", "Modern", "Steam"), so they are
 * matched as a whole word of the name (words split at spaces, punctuation, "camelCase" and digits, with a
 * plural "s"), and a name spelled only with reserved words is refused too ("VillageAdmin", "A.d.m.i.n").
 */
const RESERVED_ANYWHERE = ["anonymous", "moderator", "administrator", "official"] as const;
const RESERVED_WORDS = [
  "admin",
  "mod",
  "staff",
  "team",
  "support",
  "system",
  "village",
  "sysop",
  "webmaster",
  "helpdesk",
] as const;

export const RESERVED_DISPLAY_NAME_MESSAGE =
  'Please choose another display name: it may not read as "anonymous" or as the site or one of its roles ' +
  '("Village", "Moderator", "Admin", "Staff", "Support", "Official", …).';

// Unicode's Default_Ignorable_Code_Point: characters that draw nothing (zero-width space and joiners, soft
// hyphen, word joiner, variation selectors, Hangul fillers, BOM, tags…). "Ad\u200Bmin" reads as "Admin".
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/gu;

/** The text as it is drawn: every default-ignorable character removed (what the reserved check reads). */
const visibleOnly = (text: string) => text.replace(IGNORABLE, "");

// The default-ignorable characters a name may keep, because some writing needs them: ZWNJ and ZWJ (Persian and
// Indic spelling, emoji sequences), variation selectors (emoji and text style, CJK glyph variants, Mongolian
// forms) and tag characters (cleanText keeps these only in a subdivision flag such as England's). Every other
// one (zero-width space, soft hyphen, word joiner, invisible operators, Hangul fillers, BOM…) only ever hides
// something inside a name, and is removed from it.
const NEEDED_IGNORABLE: readonly (readonly [number, number])[] = [
  [0x200c, 0x200d],
  [0x180b, 0x180d],
  [0x180f, 0x180f],
  [0xfe00, 0xfe0f],
  [0xe0020, 0xe007f],
  [0xe0100, 0xe01ef],
];
const isNeeded = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return NEEDED_IGNORABLE.some(([from, to]) => code >= from && code <= to);
};

/** A name without the invisible characters no writing needs (see `NEEDED_IGNORABLE`). */
const withoutUnneededInvisibles = (name: string): string => name.replace(IGNORABLE, (ch) => (isNeeded(ch) ? ch : ""));

/**
 * What a reader takes the text for: skeleton, lower case, skeleton again (the Cyrillic "М" is "M", then "m",
 * then "rn", as "m" itself is), accents stripped, and "i" read as "l": the skeletons of "I" and "l" meet, but
 * not those of "i" and "l", so "offIcial" would otherwise pass as neither "official" nor "OFFICIAL".
 */
function folded(text: string): string {
  return skeleton(skeleton(visibleOnly(text).normalize("NFKD")).toLowerCase())
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replaceAll("i", "l");
}

let matchers: { anywhere: RegExp; word: RegExp; only: RegExp } | undefined;

/** The three tests, built on first use (the fold reads the confusables table). */
function reservedMatchers() {
  if (!matchers) {
    const anywhere = RESERVED_ANYWHERE.map(folded).join("|");
    const words = RESERVED_WORDS.map(folded).join("|");
    matchers = {
      anywhere: new RegExp(anywhere, "u"),
      word: new RegExp(`^(?:${words})s?$`, "u"),
      only: new RegExp(`^(?:${words}|${anywhere})+s?$`, "u"),
    };
  }
  return matchers;
}

const wordsOf = (text: string) => text.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "");

export function isReservedDisplayName(name: string): boolean {
  const { anywhere, word, only } = reservedMatchers();
  // Invisible characters are read past first: "Ad\u200Bmin" and "St\u00ADaff" are one word each on screen.
  const shown = visibleOnly(name);
  const whole = folded(shown);
  const letters = wordsOf(whole).join("");
  if (anywhere.test(letters) || only.test(letters)) return true;
  // Split before folding too: "AdminAda" and "Admin2" are words only while case and digits are still seen.
  const split = folded(shown.replace(/(\p{Ll})(?=\p{Lu})|(\p{L})(?=\p{N})|(\p{N})(?=\p{L})/gu, "$1$2$3 "));
  return [...wordsOf(whole), ...wordsOf(split)].some((candidate) => word.test(candidate));
}

/**
 * A display name as a person types it, the one schema the forms and the server use: cleaned with the title
 * rules, required, at most 50 characters, without the invisible characters no writing needs, and not
 * passing as a role or as "anonymous" (read past every invisible character).
 */
export const displayNameField = textField({
  label: "Display name",
  max: DISPLAY_NAME_MAX,
  requiredMessage: "Please enter a display name.",
})
  .transform(withoutUnneededInvisibles)
  .refine((name) => !isReservedDisplayName(name), { message: RESERVED_DISPLAY_NAME_MESSAGE });

export type DisplayName = z.output<typeof displayNameField>;
