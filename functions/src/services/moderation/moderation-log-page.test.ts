// What the log's endpoint gives of a stored line: the page's fields and the hour, nothing that could group.
import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { logAnswerLine, moderationLogAnswer, LOG_ACTIONS, MODERATION_LOG_FIELDS } from "@village/shared";
import { moderationLogLineDocument } from "@village/shared/documents";
import { answerLine, hourOf } from "./moderation-log-page";

const at = Timestamp.fromMillis(Date.UTC(2026, 10, 25, 14, 37, 12, 345));

describe("answerLine", () => {
  it("reads (its field mask) exactly the schema's fields, less those only older lines carry", () => {
    const current = Object.keys(moderationLogLineDocument.shape).filter((field) => field !== "posts");
    expect([...MODERATION_LOG_FIELDS].sort()).toEqual(current.sort());
  });

  it("gives every action's line as the page shows it, its time cut to the start of its hour", () => {
    for (const action of LOG_ACTIONS) {
      const stored = moderationLogLineDocument.parse({
        action,
        by: "moderator",
        reason: "Spam",
        title: "[removed]",
        createdAt: at,
      });
      const line = answerLine(stored);
      expect(line).toEqual({
        action,
        by: "moderator",
        reason: "Spam",
        title: "[removed]",
        hour: "2026-11-25T14:00:00.000Z",
      });
      expect(logAnswerLine.safeParse(line).success).toBe(true);
      expect(moderationLogAnswer.safeParse({ lines: [line], next: "AbC123xyz" }).success).toBe(true);
    }
  });

  it("leaves out an author's own deletion from before those left the log", () => {
    const stored = moderationLogLineDocument.parse({ action: "deleted", by: "author", reason: "", createdAt: at });
    expect(answerLine(stored)).toBeNull();
  });

  it("states the hour only", () => {
    expect(hourOf(Date.UTC(2026, 0, 1, 0, 59, 59, 999))).toBe("2026-01-01T00:00:00.000Z");
    expect(
      logAnswerLine.safeParse({ action: "kept", by: "moderator", reason: "", hour: "2026-01-01T00:00:01.000Z" })
        .success,
    ).toBe(false);
    expect(moderationLogAnswer.safeParse({ lines: [], next: "__name__" }).success).toBe(false);
  });
});
