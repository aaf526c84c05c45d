import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { REMOVED_TITLE } from "@village/shared";
import type { QueueEntryDocument, SuggestionDocument } from "@village/shared/documents";
import { consoleDeletion, consoleEditOf, consoleHideOrShow } from "./console-moderation";
import { REPORTED, REVIEWED } from "./queue-order";

const post: SuggestionDocument = { title: "Bench", authorUid: "uid-sam" };
const queue: QueueEntryDocument = { rank: REPORTED, since: Timestamp.fromMillis(0), reports: 1 };

describe("consoleEditOf", () => {
  it("finds a hide or a restore that no callable logged", () => {
    expect(consoleEditOf({ ...post, hidden: true }, post)).toBe("hide-or-show");
    expect(consoleEditOf({ ...post, hiddenLogged: true }, post)).toBe("hide-or-show");
  });

  it("finds nothing when the post's hidden state is logged, or was never hidden", () => {
    expect(consoleEditOf({ ...post, hidden: true, hiddenLogged: true }, post)).toBeNull();
    expect(consoleEditOf(post, null)).toBeNull();
  });

  it("finds a deletion of a post that existed, and nothing for one that never did", () => {
    expect(consoleEditOf(null, post)).toBe("delete");
    expect(consoleEditOf(null, null)).toBeNull();
  });
});

describe("consoleHideOrShow", () => {
  it("logs an administrator's hide with the reason typed in the console, and gives it a reviewed entry", () => {
    const change = consoleHideOrShow({ ...post, hidden: true, hiddenReason: "Off topic" }, undefined);
    expect(change.line).toEqual({ action: "hidden", by: "administrator", reason: "Off topic", title: "Bench" });
    expect(change.queue?.rank).toBe(REVIEWED);
    expect(change.deleted).toBe(false);
  });

  it("logs a restore with the console's sentence, and marks an existing entry reviewed (none made otherwise)", () => {
    expect(consoleHideOrShow(post, queue)).toMatchObject({
      line: { action: "restored", reason: "Changed in the Firebase console." },
      queue: { rank: REVIEWED },
    });
    expect(consoleHideOrShow(post, undefined).queue).toBeUndefined();
  });

  it("never shows a title reported as personal information", () => {
    const reported = { ...queue, reasons: { "personal-info": 1 } };
    expect(consoleHideOrShow({ ...post, hidden: true }, reported).line?.title).toBe(REMOVED_TITLE);
  });
});

describe("consoleDeletion", () => {
  it("leaves a tombstone, and logs the deletion only when the post was public until then", () => {
    expect(consoleDeletion(post, undefined, false, true)).toEqual({
      line: { action: "deleted", by: "administrator", reason: "Removed by an administrator.", title: "Bench" },
      deleted: true,
    });
    expect(consoleDeletion(post, undefined, false, false)).toEqual({ line: null, deleted: true });
  });

  it("does nothing for a post a callable deleted (its tombstone is there)", () => {
    expect(consoleDeletion(post, queue, true, true)).toBeNull();
  });
});
