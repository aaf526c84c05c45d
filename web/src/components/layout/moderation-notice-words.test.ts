import { describe, expect, it } from "vitest";
import { NO_APPEAL_REASON, type ModerationNotice } from "@village/shared";
import { headline, whatYouCanDo } from "./moderation-notice-words";

const notice = (fields: Partial<ModerationNotice> = {}): ModerationNotice => ({
  id: "n1",
  action: "hidden",
  reply: false,
  count: 1,
  reason: "Insults",
  at: "2026-11-30T10:00:00.000Z",
  appealable: true,
  appealUntil: "2026-12-14T10:00:00.000Z",
  noAppeal: false,
  unread: true,
  ...fields,
});

describe("a moderation notice's words", () => {
  it("says what was done, to a post or a reply", () => {
    expect(headline(notice())).toBe("A moderator hid your post");
    expect(headline(notice({ reply: true, action: "removed" }))).toBe("A moderator removed your reply");
    expect(headline(notice({ action: "auto-hidden" }))).toBe(
      "Your post was hidden after reports, until a moderator reviews it",
    );
    expect(headline(notice({ action: "hidden-all", count: 4 }))).toBe("A moderator hid your posts and replies (4)");
    expect(headline(notice({ action: "suspended" }))).toBe("A moderator suspended you from posting");
  });

  it("says what the author can do: appeal until when, wait, or nothing", () => {
    expect(whatYouCanDo(notice())).toMatch(/^You can appeal once, until .+2026.+hidden content is kept until then\.$/);
    expect(whatYouCanDo(notice({ action: "suspended" }))).not.toContain("hidden content");
    expect(whatYouCanDo(notice({ noAppeal: true, appealable: false }))).toBe(NO_APPEAL_REASON);
    expect(whatYouCanDo(notice({ appealable: false }))).toBe("The time to appeal has passed.");
    expect(whatYouCanDo(notice({ action: "restored", appealable: false }))).toBe("Nothing: it is up again.");
    const appeal = { text: "Please", at: "2026-11-30T11:00:00.000Z" };
    expect(whatYouCanDo(notice({ appealable: false, appeal: { ...appeal, status: "waiting" } }))).toBe(
      "Your appeal is with another moderator. The content is kept meanwhile.",
    );
    expect(whatYouCanDo(notice({ appealable: false, appeal: { ...appeal, status: "reversed" } }))).toBe(
      "Your appeal was granted: the action was reversed.",
    );
    expect(
      whatYouCanDo(notice({ action: "removed", appealable: false, appeal: { ...appeal, status: "reversed" } })),
    ).toMatch(/cannot be brought back/);
    expect(whatYouCanDo(notice({ appealable: false, appeal: { ...appeal, status: "upheld" } }))).toBe(
      "Your appeal was decided: the action stands.",
    );
  });
});
