// @vitest-environment happy-dom
import { describe, expect, it } from "vitest";
import type { SessionState } from "../../../lib/session/session-context";
import { textShown as textShownWith } from "../../../../test/support/text-shown";
import { PostingAs } from "./PostingAs";

const textShown = (session: SessionState) => textShownWith(session, <PostingAs />);

const signedIn = (displayName: string | null, email: string | null): SessionState => ({
  status: "signed-in",
  user: { uid: "u1", displayName, email, ageConfirmed: true },
});

describe("PostingAs", () => {
  it("names the display name the suggestion will be shown with", () => {
    const text = textShown(signedIn(" Cy ", "cy@example.com"));
    expect(text).toContain("Posting as Cy.");
    expect(text).toContain("display name is shown publicly");
    expect(text).not.toContain("cy@example.com");
  });

  it("asks someone without a display name to choose one, offering the e-mail address only as a choice", () => {
    const text = textShown(signedIn(null, "ada@example.com"));
    expect(text).not.toContain("Posting as");
    expect(text).toContain("How should your posts be signed?");
    expect(text).toContain("Post as my e-mail address");
  });

  it("names the e-mail address once the person chose to be shown by it", () => {
    const text = textShown(signedIn("ada@example.com", "ada@example.com"));
    expect(text).toContain("Posting as ada@example.com.");
    expect(text).toContain("You chose to be shown by your e-mail address");
  });

  it("says anonymous when the account has neither", () => {
    expect(textShown(signedIn("", null))).toContain("Posting as anonymous.");
  });

  it("shows nothing until someone is signed in", () => {
    expect(textShown({ status: "loading", user: null })).toBe("");
    expect(textShown({ status: "signed-out", user: null })).toBe("");
  });
});
