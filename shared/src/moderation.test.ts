import { describe, expect, it } from "vitest";
import { LOG_ACTIONS, LOG_ACTORS, logHeadline, suspendedMessage } from "./moderation.js";

describe("logHeadline", () => {
  it("says what happened, with no count that ties posts together", () => {
    expect(logHeadline({ action: "kept", by: "moderator" })).toBe("Reports dismissed; the post stays up");
    expect(logHeadline({ action: "suspended", by: "moderator" })).toBe("An author was suspended");
    expect(logHeadline({ action: "closed", by: "moderator" })).toBe("Replies closed by a moderator");
    expect(logHeadline({ action: "reopened", by: "moderator" })).toBe("Replies reopened by a moderator");
    // Safe mode's lines (decision 0131): who switched it, a moderator or the rate itself.
    expect(logHeadline({ action: "safe-mode-off", by: "automatic" })).toBe(
      "Safe mode turned off by itself after a quiet hour",
    );
    expect(logHeadline({ action: "safe-mode-on", by: "moderator" })).toMatch(/^Safe mode turned on by a moderator/);
    expect(logHeadline({ action: "approved", by: "moderator" })).toBe("A post held by safe mode was approved");
    for (const action of LOG_ACTIONS) {
      for (const by of LOG_ACTORS) expect(logHeadline({ action, by })).not.toMatch(/\d|one author/);
    }
  });
});

describe("suspendedMessage", () => {
  it("says who may not post, until when and why, as one sentence", () => {
    const until = new Date(Date.UTC(2026, 11, 1, 14, 3));
    expect(suspendedMessage("browser", until, "Spam")).toBe(
      "This browser may not post anonymously until 2026-12-01 14:03 UTC: a moderator suspended it (Spam). See the Community Guidelines.",
    );
    expect(suspendedMessage("account", null, "Threats")).toBe(
      "This account may not post for good: a moderator suspended it (Threats). See the Community Guidelines.",
    );
  });
});
