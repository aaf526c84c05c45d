// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { SessionState } from "../../../lib/session/session-context";
import { textShown as textShownWith } from "../../../../test/support/text-shown";
import { SignedInNotice } from "./SignedInNotice";

const textShown = (session: SessionState) => textShownWith(session, <SignedInNotice />);

describe("SignedInNotice", () => {
  it("tells someone signed in that other visitors cannot tie the post to them, but administrators can", () => {
    const text = textShown({
      status: "signed-in",
      user: { uid: "u1", displayName: "Cy", email: "cy@example.com", ageConfirmed: true },
    });
    expect(text).toMatch(/kept private from other visitors/);
    expect(text).toMatch(/the site's administrators can tie it to your account/);
  });

  it("says nothing to someone signed out", () => {
    expect(textShown({ status: "signed-out", user: null })).toBe("");
    expect(textShown({ status: "loading", user: null })).toBe("");
  });
});
