import { storedLength } from "@village/shared";

export interface TextLimitOptions {
  /** How the field is named in messages, capitalised: "Title". */
  label: string;
  /** The most characters the server stores for this field. */
  max: number;
  multiline: boolean;
}

export interface TextLimitState {
  /** The length the value will have once stored: what a counter shows and what the server checks. */
  length: number;
  /** The `maxLength` for the input box, which counts the value as typed (see `inputMaxLength`). */
  maxLength: number;
  /** The server's own sentence when the stored value would be over the limit; otherwise undefined. */
  problem: string | undefined;
}

/**
 * A browser's `maxLength` counts the value as typed, the server the value as stored, and the two differ:
 * cleaning removes characters (controls, trailing spaces, piled-up marks) and NFC composes decomposed
 * accents, so a value may hold more as typed than it will as stored; NFC also lengthens a few characters.
 *
 * So the box may hold as many more characters as cleaning will remove (decomposed Vietnamese pasted in can
 * still reach the limit), but never more than twice the limit, so characters that clean away to nothing
 * cannot grow it without end. Where NFC lengthens the text, the box stops at the limit as typed and
 * `problem` says the text is too long.
 */
export function inputMaxLength(value: string, max: number, stored: number): number {
  const removed = Math.max(0, value.length - stored);
  return Math.min(max + removed, 2 * max);
}

/** How a text field's value measures against its limit, counted as the server will count it. */
export function textLimit(value: string, { label, max, multiline }: TextLimitOptions): TextLimitState {
  const length = storedLength(value, { multiline });
  return {
    length,
    maxLength: inputMaxLength(value, max, length),
    // The wording of the shared schema's `textField`, so the form and the server say the same thing.
    problem: length > max ? `${label} must be at most ${max} characters.` : undefined,
  };
}
