import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { AuthMode } from "../lib/credentials";
import { EmailPasswordForm } from "./EmailPasswordForm";

const render = (mode: AuthMode) =>
  renderToStaticMarkup(
    <EmailPasswordForm mode={mode} busy={false} problems={{}} error={null} onSubmit={() => Promise.resolve(true)} />,
  );

describe("EmailPasswordForm", () => {
  it("says on sign-up that the display name is public, tied to the field for screen readers", () => {
    const html = render("signup");
    const hint = /<p id="auth-display-name-hint"[^>]*>([^<]*)<\/p>/.exec(html)?.[1] ?? "";
    expect(hint).toMatch(/^Public: shown with the suggestions you post\./);
    expect(hint).toMatch(/your e-mail address is never shown unless you choose it/);
    expect(html).toMatch(/<input[^>]*id="auth-display-name"[^>]*aria-describedby="auth-display-name-hint"/);
  });

  it("asks no display name when logging in", () => {
    expect(render("login")).not.toContain("auth-display-name");
  });
});
