import { describe, expect, it } from "vitest";
import { ownPostStatus } from "./own-post-words";

describe("ownPostStatus", () => {
  it("says nothing of a post that is up", () => {
    expect(ownPostStatus({ state: "visible" })).toBeNull();
  });

  it("gives a moderator's reason, and reports without their count", () => {
    expect(ownPostStatus({ state: "hidden", by: "moderator", reason: "Spam" })).toBe("Hidden by a moderator: Spam");
    expect(ownPostStatus({ state: "hidden", by: "reports" })).toBe(
      "Hidden after reports, until a moderator reviews it.",
    );
    expect(ownPostStatus({ state: "removed", by: "moderator" })).toBe("Removed by a moderator.");
    expect(ownPostStatus({ state: "removed", by: "administrator", reason: "Doxxing" })).toBe(
      "Removed by an administrator: Doxxing",
    );
  });

  it("tells a post safe mode holds that it waits for a moderator", () => {
    expect(ownPostStatus({ state: "held" })).toMatch(/^Waiting for a moderator: safe mode is on/);
  });
});
