import { cleanText, countCharacters, lengthMessages, lengthProblem } from "@village/shared";

export interface TextLimitOptions {
  /** How the field is named in messages, capitalised: "Title". */
  label: string;
  /** The most characters the server stores for this field. */
  max: number;
  multiline: boolean;
}

export interface TextLimitState {
  /** The characters the value will have once stored, as a person sees them: what the server counts. */
  length: number;
  /** What the counter says: "3/100" while the text fits, how far over it is once it does not. */
  counter: string;
  /** The server's own sentence when the stored value would be refused for its length; otherwise undefined. */
  problem: string | undefined;
}

/**
 * How a text field's value measures against its limit, with the server's own check (`lengthProblem`) on the
 * value as the server will store it (cleaned), so the counter never says "fits" for a text the server
 * refuses, nor "over" for one it takes. The box itself takes any length: a text past the limit stays for its
 * author to shorten, as on GitHub and Mastodon, rather than losing its end without a word.
 */
export function textLimit(value: string, { label, max, multiline }: TextLimitOptions): TextLimitState {
  const stored = cleanText(value, { multiline });
  const length = countCharacters(stored);
  const problem = lengthProblem(stored, { label, max });
  const over = length - max;
  let counter = `${length}/${max}`;
  if (over > 0) counter = `${over} ${over === 1 ? "character" : "characters"} over the limit`;
  // Within the characters but not the room they take (`UNITS_PER_CHARACTER`): never a count that looks fine.
  else if (problem !== undefined) counter = `${length}/${max}, too long to store`;
  return { length, counter, problem };
}

/** Whether `message` is one of the sentences a field of this label and limit is refused with for its length. */
export function isLengthMessage(message: string | undefined, label: string, max: number | undefined): boolean {
  if (message === undefined || max === undefined) return false;
  return Object.values(lengthMessages({ label, max })).includes(message);
}
