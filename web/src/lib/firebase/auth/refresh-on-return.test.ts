import { afterEach, describe, expect, it, vi } from "vitest";
import { refreshOnReturn, RETURN_REFRESH_MS, type ReturnPage } from "./refresh-on-return";

/** A page whose clock, visibility and events the test moves by hand. */
function fakePage() {
  const clock = { now: 1_000_000 };
  const window = new EventTarget();
  const visibility: { visibilityState: DocumentVisibilityState } = { visibilityState: "visible" };
  const document = Object.assign(new EventTarget(), visibility);
  const page: ReturnPage = { window, document, now: () => clock.now };
  return { clock, window, document, page };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("refreshOnReturn", () => {
  afterEach(() => vi.restoreAllMocks());

  it("takes a new token on return, at most once a minute, counted from when it started", () => {
    const { clock, window, document, page } = fakePage();
    const refresh = vi.fn(() => Promise.resolve());
    refreshOnReturn(refresh, page);

    window.dispatchEvent(new Event("focus"));
    clock.now += RETURN_REFRESH_MS - 1;
    document.dispatchEvent(new Event("visibilitychange"));
    expect(refresh).not.toHaveBeenCalled();

    clock.now += 1;
    window.dispatchEvent(new Event("focus"));
    // Focus and visibility arrive together when a tab is shown again: one refresh for both.
    document.dispatchEvent(new Event("visibilitychange"));
    expect(refresh).toHaveBeenCalledTimes(1);

    clock.now += RETURN_REFRESH_MS;
    document.dispatchEvent(new Event("visibilitychange"));
    expect(refresh).toHaveBeenCalledTimes(2);
  });

  it("asks nothing while the tab is hidden", () => {
    const { clock, document, page } = fakePage();
    const refresh = vi.fn(() => Promise.resolve());
    refreshOnReturn(refresh, page);
    clock.now += 2 * RETURN_REFRESH_MS;
    document.visibilityState = "hidden";
    document.dispatchEvent(new Event("visibilitychange"));
    expect(refresh).not.toHaveBeenCalled();
  });

  it("stops listening when stopped", () => {
    const { clock, window, document, page } = fakePage();
    const refresh = vi.fn(() => Promise.resolve());
    const stop = refreshOnReturn(refresh, page);
    stop();
    clock.now += 2 * RETURN_REFRESH_MS;
    window.dispatchEvent(new Event("focus"));
    document.dispatchEvent(new Event("visibilitychange"));
    expect(refresh).not.toHaveBeenCalled();
  });

  it("warns of a refresh that failed (offline), rather than leaving it unhandled", async () => {
    const { clock, window, page } = fakePage();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const failure = new Error("auth/network-request-failed");
    refreshOnReturn(() => Promise.reject(failure), page);
    clock.now += RETURN_REFRESH_MS;
    window.dispatchEvent(new Event("focus"));
    await settled();
    expect(warn).toHaveBeenCalledWith("Could not refresh the session", failure);
  });
});
