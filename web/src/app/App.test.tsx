// @vitest-environment happy-dom
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { READ_FAILURE } from "../lib/errors/error-message";
import { renderedData } from "../lib/route-data/rendered-route";
import { App } from "./App";

// The session provider sits above the layout and every page's own error boundary: here it fails as it renders.
vi.mock("../features/auth/components/SessionProvider", () => ({
  SessionProvider: () => {
    throw new Error("The session provider broke");
  },
}));

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe("the app's root error boundary", () => {
  it("shows a failure above the providers and layout as a sentence in the main landmark, with a Reload", async () => {
    // React reports the caught error, and the boundary logs it: both expected here.
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const reload = vi.spyOn(window.location, "reload").mockImplementation(() => undefined);

    render(<App rendered={renderedData(null)} />);

    const main = screen.getByRole("main");
    expect(within(main).getByRole("alert").textContent).toBe(READ_FAILURE.app);
    await userEvent.click(within(main).getByRole("button", { name: "Reload" }));
    expect(reload).toHaveBeenCalledOnce();
    expect(logged).toHaveBeenCalledWith("Could not show the page", expect.any(Error));
  });
});
