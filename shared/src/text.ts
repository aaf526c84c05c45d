/**
 * Text rules shared by the browser forms and the functions, so both sides count and clean text the same way.
 *
 * Lengths are counted in UTF-16 code units, the unit a browser's `maxLength` uses: a limit the input box
 * enforces is then exactly the limit the server enforces (an emoji counts as 2).
 */

// Characters that render as nothing (Unicode's Default_Ignorable_Code_Point: zero-width spaces and joiners,
// word joiner, BOM, soft hyphen, invisible operators, variation selectors, tags, fillers…): a value made only
// of these (and whitespace) is blank.
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

// C0/C1 controls, DEL, and bidi embeddings/overrides/isolates, which can flip the surrounding text.
// Newline and tab are handled separately because long texts keep them.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROLS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/g;
const LINE_CONTROLS = /[\n\r\t]/g;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

export function hasLoneSurrogate(value: string): boolean {
  return LONE_SURROGATE.test(value);
}

export function isBlank(value: string): boolean {
  return value.replace(INVISIBLE, "").trim() === "";
}

export function lengthOf(value: string): number {
  return value.length;
}

/**
 * Removes control and bidi-override characters, NFC-normalises, and trims. A multi-line value keeps
 * newlines (CRLF becomes LF) and tabs; a single-line value turns them into spaces. A value that is only
 * invisible characters becomes "".
 */
export function cleanText(value: string, { multiline }: { multiline: boolean }): string {
  // Normalising after the removal: a removed character may have kept a letter and its accent apart.
  let cleaned = value.replace(/\r\n?/g, "\n").replace(CONTROLS, "").normalize("NFC");
  if (!multiline) cleaned = cleaned.replace(LINE_CONTROLS, " ");
  cleaned = cleaned.trim();
  return isBlank(cleaned) ? "" : cleaned;
}
