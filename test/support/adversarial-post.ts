/**
 * The heaviest post the anonymous form accepts, for tests and the benchmark: every field at its limit, made
 * of distinct CJK characters so that nearly every substring is a new search key (a 5,000-character text of
 * distinct characters has about 15,000 of them). Each character is 3 bytes in UTF-8, so every field also
 * weighs as much as a field of its length can.
 */
import { LIMITS } from "@village/shared";

/** `count` distinct CJK ideographs, starting `offset` characters into the block. */
export function distinctCjk(count: number, offset = 0): string {
  return Array.from({ length: count }, (_, index) => String.fromCodePoint(0x4e00 + offset + index)).join("");
}

export function adversarialPost(): { title: string; link: string; text: string } {
  return {
    title: distinctCjk(LIMITS.anonymousTitle, 10_000),
    link: `https://example.com/${distinctCjk(LIMITS.anonymousLink - "https://example.com/".length, 12_000)}`,
    text: distinctCjk(LIMITS.anonymousText),
  };
}
