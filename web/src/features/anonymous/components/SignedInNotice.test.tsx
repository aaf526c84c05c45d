import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { SessionContext, type SessionState } from "../../../lib/session/session-context";
import { SignedInNotice } from "./SignedInNotice";

function textShown(session: SessionState): string {
  const html = renderToStaticMarkup(
    <SessionContext value={session}>
      <SignedInNotice />
    </SessionContext>,
  );
  return html.replace(/<[^>]*>/g, "").replace(/&#x27;/g, "'");
}

describe("SignedInNotice", () => {
  it("tells someone signed in that other visitors cannot tie the post to them, but administrators can", () => {
    const text = textShown({ status: "signed-in", user: { uid: "u1", displayName: "Cy", email: "cy@example.com" } });
    expect(text).toMatch(/kept private from other visitors/);
    expect(text).toMatch(/the site's administrators can tie it to your account/);
  });

  it("says nothing to someone signed out", () => {
    expect(textShown({ status: "signed-out", user: null })).toBe("");
    expect(textShown({ status: "loading", user: null })).toBe("");
  });
});
