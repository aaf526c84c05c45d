// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { AuthMode, CredentialsForm } from "../lib/credentials";
import { EmailPasswordForm } from "./EmailPasswordForm";

afterEach(cleanup);

function renderForm(mode: AuthMode, onSubmit = vi.fn((_form: CredentialsForm) => Promise.resolve(true))) {
  render(<EmailPasswordForm mode={mode} busy={false} problems={{}} error={null} onSubmit={onSubmit} />);
  return onSubmit;
}

describe("EmailPasswordForm", () => {
  it("says on sign-up that the display name is public, read with the field by screen readers", () => {
    renderForm("signup");
    const field = screen.getByRole("textbox", { name: "Display name (optional)" });
    const hint = document.getElementById(field.getAttribute("aria-describedby") ?? "")?.textContent ?? "";
    expect(hint).toMatch(/^Public: shown with the suggestions you post\./);
    expect(hint).toMatch(/your e-mail address is never shown unless you choose it/);
  });

  it("hands what a person typed and ticked to onSubmit when they create the account", async () => {
    const onSubmit = renderForm("signup");
    await userEvent.type(screen.getByRole("textbox", { name: "E-mail" }), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "correct horse");
    await userEvent.type(screen.getByRole("textbox", { name: "Display name (optional)" }), "Ada");
    await userEvent.click(screen.getByRole("checkbox", { name: /or older$/ }));
    await userEvent.click(screen.getByRole("button", { name: "Create account" }));
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith({
      email: "ada@example.com",
      password: "correct horse",
      displayName: "Ada",
      ageConfirmed: true,
    });
  });

  it("asks no display name and no age when logging in", async () => {
    const onSubmit = renderForm("login");
    expect(screen.queryByRole("textbox", { name: /display name/i })).toBeNull();
    expect(screen.queryByRole("checkbox")).toBeNull();
    await userEvent.type(screen.getByRole("textbox", { name: "E-mail" }), "ada@example.com");
    await userEvent.type(screen.getByLabelText("Password"), "correct horse{Enter}");
    expect(onSubmit).toHaveBeenCalledExactlyOnceWith(
      expect.objectContaining({ email: "ada@example.com", password: "correct horse" }),
    );
  });
});
