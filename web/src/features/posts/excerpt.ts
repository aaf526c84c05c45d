// How much of a post the list shows: a long story takes a screen at most, and the rest is one tap away.
import type { HomeAnswer } from "@village/shared";

/** About this many characters of a long post are shown in the list. */
export const EXCERPT_CHARACTERS = 600;
/** ...and at most this many lines (a post of short lines is tall however few its characters). */
export const EXCERPT_LINES = 10;
// A post only a little longer than the excerpt is shown whole: "Read more" for a line or two is a cheat.
const SLACK = 120;

/**
 * The start of `text` as the list shows it: whole when short, else cut at the last space before the limit
 * (never inside a word or a web address, unless one word fills the whole excerpt), with "…" added.
 */
export function excerpt(text: string): { text: string; cut: boolean } {
  const lines = text.split("\n");
  const tooManyLines = lines.length > EXCERPT_LINES;
  if (!tooManyLines && text.length <= EXCERPT_CHARACTERS + SLACK) return { text, cut: false };
  const head = tooManyLines ? lines.slice(0, EXCERPT_LINES).join("\n") : text;
  if (head.length <= EXCERPT_CHARACTERS) return { text: `${head.trimEnd()}…`, cut: true };
  const space = head.slice(0, EXCERPT_CHARACTERS + 1).search(/\s\S*$/);
  let end = space > EXCERPT_CHARACTERS / 2 ? space : EXCERPT_CHARACTERS;
  // Never half of a character outside the Basic Multilingual Plane.
  if (end === EXCERPT_CHARACTERS && /[\uD800-\uDBFF]/.test(head.charAt(end - 1))) end -= 1;
  return { text: `${head.slice(0, end).trimEnd()}…`, cut: true };
}

/**
 * The home list's first page as the list shows it: a long post's details cut to the excerpt and marked
 * `excerpted` (its page reads the whole post).
 */
export function asShown(answer: HomeAnswer): HomeAnswer {
  return {
    total: answer.total,
    posts: answer.posts.map((post) => {
      const shown = excerpt(post.details ?? "");
      return shown.cut ? { ...post, details: shown.text, excerpted: true } : post;
    }),
  };
}
