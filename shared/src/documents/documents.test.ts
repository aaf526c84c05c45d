import { describe, expect, it } from "vitest";
import {
  homeDocument,
  isStoredTime,
  queueEntryDocument,
  STORED_DOCUMENTS,
  storedTime,
  suggestionDocument,
  suspensionDocument,
  tombstoneDocument,
} from "./index.js";

/** What both SDKs' Timestamp have (shared/ cannot import either). */
const time = (millis: number) => ({
  seconds: Math.floor(millis / 1000),
  nanoseconds: (millis % 1000) * 1e6,
  toMillis: () => millis,
  toDate: () => new Date(millis),
});

describe("storedTime", () => {
  it("takes a Firestore timestamp by its shape, and refuses a Date, a number or text", () => {
    expect(isStoredTime(time(1))).toBe(true);
    for (const value of [new Date(1), 1, "2026-01-01T00:00:00Z", null, { seconds: 1, nanoseconds: 0 }]) {
      expect(isStoredTime(value)).toBe(false);
      expect(storedTime.safeParse(value).success).toBe(false);
    }
  });
});

describe("suggestionDocument (edited by hand in the console)", () => {
  it("reads a value of the wrong type as absent, never failing the post", () => {
    const parsed = suggestionDocument.parse({ title: 42, hidden: "yes", createdAt: "today", author: "sam" });
    expect(parsed).toEqual({ author: "sam" });
  });

  it("keeps the stored field names, the details' space included", () => {
    const at = time(5);
    expect(suggestionDocument.parse({ "suggestion details": "By the river", createdAt: at, hidden: true })).toEqual({
      "suggestion details": "By the river",
      createdAt: at,
      hidden: true,
    });
  });
});

describe("documents only the functions write", () => {
  it("refuse a document that does not have their shape, saying which field", () => {
    const wrongRank = queueEntryDocument.safeParse({ rank: 3, since: time(1) });
    expect(wrongRank.success).toBe(false);
    expect(wrongRank.error?.issues[0]?.path).toEqual(["rank"]);
    expect(suspensionDocument.safeParse({ kind: "person", reason: "", until: null, createdAt: time(1) }).success).toBe(
      false,
    );
    expect(tombstoneDocument.safeParse({ by: "reports", deletedAt: time(1) }).success).toBe(false);
  });

  it("take what older documents hold: a console deletion's tombstone, a note without a source", () => {
    expect(tombstoneDocument.parse({ by: "administrator", deletedAt: time(1) }).by).toBe("administrator");
    const entry = queueEntryDocument.parse({ rank: 1, since: time(1), notes: [{ reason: "spam", note: "Ads" }] });
    expect(entry.notes).toEqual([{ reason: "spam", note: "Ads" }]);
  });
});

describe("homeDocument", () => {
  it("drops an entry an administrator broke by hand, keeping the rest of the page", () => {
    const good = { postId: "a", title: "Bench", createdAt: time(2) };
    expect(homeDocument.parse({ posts: 2, newest: [good, { postId: "b" }] })).toEqual({ posts: 2, newest: [good] });
    expect(homeDocument.parse({})).toEqual({ newest: [] });
  });
});

describe("STORED_DOCUMENTS", () => {
  it("names each collection once, by the name Firestore stores it under", () => {
    expect(Object.keys(STORED_DOCUMENTS)).toContain("suggestions");
    expect(Object.keys(STORED_DOCUMENTS)).toContain("meta/home");
    expect(Object.keys(STORED_DOCUMENTS)).toContain("meta/untaggedPosts");
    // A post's thread: its replies, their public projection, the thread's names and repliers, and what its
    // author saw of it (issue #47).
    for (const name of ["replies", "listedReplies", "threadNames", "threadRepliers", "replyNotices"]) {
      expect(Object.keys(STORED_DOCUMENTS)).toContain(name);
    }
    // What an author's edits replaced (issue #48), kept under the post for the author and moderators.
    expect(Object.keys(STORED_DOCUMENTS)).toContain("versions");
    // The monthly transparency report (issue #48), one public document per ended month.
    expect(Object.keys(STORED_DOCUMENTS)).toContain("transparencyReports");
    expect(Object.keys(STORED_DOCUMENTS)).toContain("decisionTimes");
    // Safe mode for new identities (issue #48, decision 0131): its state and the authors a moderator trusted.
    expect(Object.keys(STORED_DOCUMENTS)).toContain("meta/safeMode");
    expect(Object.keys(STORED_DOCUMENTS)).toContain("trustedAuthors");
    // Every action's statement of reasons to its author, and its appeal (issue #48, decisions 0128, 0129).
    expect(Object.keys(STORED_DOCUMENTS)).toContain("moderationNotices");
    expect(Object.keys(STORED_DOCUMENTS)).toHaveLength(28);
  });
});
