import { Timestamp } from "firebase-admin/firestore";
import { describe, expect, it } from "vitest";
import { homeDocument } from "@village/shared/documents";
import { newestFirst, samePage, type PageEntry } from "./newest-page";

const entry = (postId: string, seconds: number, title = postId): PageEntry => ({
  postId,
  title,
  createdAt: new Timestamp(seconds, 0),
});

describe("newestFirst", () => {
  it("orders by time, then by document id, both descending", () => {
    const sorted = [entry("a", 1), entry("b", 2), entry("c", 1), entry("B", 1)].sort(newestFirst);
    expect(sorted.map((e) => e.postId)).toEqual(["b", "c", "a", "B"]);
    expect(
      [{ ...entry("x", 5), createdAt: new Timestamp(5, 1) }, entry("y", 5)].sort(newestFirst).map((e) => e.postId),
    ).toEqual(["x", "y"]);
  });
});

describe("the stored page and samePage", () => {
  it("reads a hand-edited page without its malformed entries, as meta/home's schema does", () => {
    const good = entry("a", 1);
    const page = (newest: unknown) => homeDocument.parse({ newest }).newest;
    expect(page([good, { postId: 7 }, "x", null, { postId: "b", createdAt: "today" }])).toEqual([good]);
    expect(page("not a page")).toEqual([]);
  });

  it("tells pages apart by post, time and shown fields", () => {
    expect(samePage([entry("a", 1)], [entry("a", 1)])).toBe(true);
    expect(samePage([entry("a", 1)], [entry("a", 2)])).toBe(false);
    expect(samePage([entry("a", 1)], [entry("a", 1, "Edited")])).toBe(false);
    expect(samePage([entry("a", 1)], [])).toBe(false);
  });
});
