// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ForgetThisBrowser } from "./ForgetThisBrowser";

afterEach(cleanup);

describe("ForgetThisBrowser", () => {
  it("forgets on a press and says so, the button gone", async () => {
    const forget = vi.fn(() => Promise.resolve());
    render(<ForgetThisBrowser shown forget={forget} />);
    expect(screen.getByRole("region", { name: "This browser" }).textContent).toMatch(/after 7 days without posting/);

    await userEvent.click(screen.getByRole("button", { name: "Forget this browser" }));

    expect(forget).toHaveBeenCalledOnce();
    expect(screen.getByText(/^This browser has forgotten you/).getAttribute("aria-live")).toBe("polite");
    expect(screen.queryByRole("button", { name: "Forget this browser" })).toBeNull();
  });

  it("says when it could not, and offers the button again", async () => {
    render(<ForgetThisBrowser shown forget={() => Promise.reject(new Error("offline"))} />);
    await userEvent.click(screen.getByRole("button", { name: "Forget this browser" }));
    expect(screen.getByText(/could not forget you just now/).getAttribute("aria-live")).toBe("polite");
    expect(screen.getByRole<HTMLButtonElement>("button", { name: "Forget this browser" }).disabled).toBe(false);
  });

  it("is not shown to a browser that holds no signed-out identity", () => {
    render(<ForgetThisBrowser shown={false} forget={() => Promise.resolve()} />);
    expect(screen.queryByRole("region", { name: "This browser" })).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
