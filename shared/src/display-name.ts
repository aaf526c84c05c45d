import "./zod-config.js";
import { z } from "zod";
import { textField } from "./fields.js";

/** The longest display name, counted once cleaned (as titles are: see text.ts). */
export const DISPLAY_NAME_MAX = 50;

/**
 * Words a display name may not pass as: the list shows "anonymous" for anonymous posts, and "Moderator" and
 * "Administrator" are how the public log names the board's roles. Compared on letters and digits only, case
 * and accents folded, so "M.o.d.e.r.a.t.o.r", "ＡＮＯＮＹＭＯＵＳ" and "Site Moderator" are caught too.
 */
const RESERVED_WORDS = ["anonymous", "moderator", "administrator"] as const;

export const RESERVED_DISPLAY_NAME_MESSAGE =
  'Please choose another display name: it may not read as "anonymous", "Moderator" or "Administrator".';

/** Letters and digits only, compatibility-folded, accents stripped, lower case: what a reader takes it for. */
function foldedForComparison(name: string): string {
  return name
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]/gu, "");
}

export function isReservedDisplayName(name: string): boolean {
  const folded = foldedForComparison(name);
  return RESERVED_WORDS.some((word) => folded.includes(word));
}

/**
 * A display name as a person types it, the one schema the forms and the server use: cleaned with the title
 * rules, required, at most 50 characters, and not passing as a role or as "anonymous".
 */
export const displayNameField = textField({
  label: "Display name",
  max: DISPLAY_NAME_MAX,
  requiredMessage: "Please enter a display name.",
}).refine((name) => !isReservedDisplayName(name), { message: RESERVED_DISPLAY_NAME_MESSAGE });

export type DisplayName = z.output<typeof displayNameField>;
