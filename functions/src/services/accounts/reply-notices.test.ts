import { describe, expect, it } from "vitest";
import { newRepliesOf } from "./reply-notices";

describe("newRepliesOf", () => {
  it("counts the replies since the author's last look, none while notices are off, never below none", () => {
    expect(newRepliesOf(3, undefined)).toBe(3);
    expect(newRepliesOf(3, { seen: 1 })).toBe(2);
    expect(newRepliesOf(3, { seen: 3 })).toBe(0);
    // Replies deleted since the author looked: fewer listed than seen.
    expect(newRepliesOf(2, { seen: 3 })).toBe(0);
    expect(newRepliesOf(5, { seen: 1, off: true })).toBe(0);
  });
});
