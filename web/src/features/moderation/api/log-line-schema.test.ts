// The log page's hand-written reader (`logLineFrom`) held to the stored line's schema
// (shared/src/documents/moderation-log-line.ts): the fields it asks for and reads are the schema's.
import { describe, expect, it } from "vitest";
import { LOG_ACTIONS, MODERATION_LOG_FIELDS } from "@village/shared";
import { moderationLogLineDocument } from "@village/shared/documents";
import { logLineFrom } from "./moderation-api";

const at = new Date(Date.UTC(2026, 0, 1, 10));
const storedTime = { seconds: at.getTime() / 1000, nanoseconds: 0, toMillis: () => at.getTime(), toDate: () => at };

describe("logLineFrom, held to the log line's schema", () => {
  it("asks (its field mask) for exactly the schema's fields, less those only older lines carry", () => {
    const current = Object.keys(moderationLogLineDocument.shape).filter((field) => field !== "posts");
    expect([...MODERATION_LOG_FIELDS].sort()).toEqual(current.sort());
  });

  it("reads every line the schema accepts, each field as stored", () => {
    for (const action of LOG_ACTIONS) {
      const stored = { action, by: "moderator", reason: "Spam", title: "[removed]" } as const;
      expect(moderationLogLineDocument.parse({ ...stored, createdAt: storedTime })).toMatchObject(stored);
      expect(logLineFrom("line", { ...stored, createdAt: at })).toEqual({ id: "line", ...stored, at });
    }
  });

  it("skips what the schema refuses, and an author's own deletion from before those left the log", () => {
    const wrong = { action: "archived", by: "moderator", reason: "", createdAt: at };
    expect(moderationLogLineDocument.safeParse({ ...wrong, createdAt: storedTime }).success).toBe(false);
    expect(logLineFrom("line", wrong)).toBeNull();
    expect(logLineFrom("line", { action: "deleted", by: "author", reason: "", createdAt: at })).toBeNull();
  });
});
