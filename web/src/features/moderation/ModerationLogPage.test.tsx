// @vitest-environment happy-dom
// The public log's reads go over `fetch`: leaving the page aborts the one on its way.
import { act, cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { TRANSPARENCY_PATH } from "@village/shared";
import type { LogPage } from "./api/moderation-api";
import { ModerationLogPage } from "./ModerationLogPage";

const reads: { signal: AbortSignal | undefined; resolve: (page: LogPage) => void; reject: (error: unknown) => void }[] =
  [];

vi.mock("./api/moderation-api", () => ({
  fetchLogPage: (_after: unknown, signal?: AbortSignal) =>
    new Promise<LogPage>((resolve, reject) => {
      reads.push({ signal, resolve, reject });
    }),
}));

async function readAt(index: number) {
  await vi.waitFor(() => expect(reads.length).toBeGreaterThan(index));
  const read = reads[index];
  if (!read) throw new Error(`no read ${index}`);
  return read;
}

afterEach(() => {
  cleanup();
  reads.length = 0;
  vi.restoreAllMocks();
});

describe("the moderation log page", () => {
  it("links to the monthly transparency report", () => {
    render(<ModerationLogPage />);
    expect(screen.getByRole("link", { name: "Monthly figures" }).getAttribute("href")).toBe(TRANSPARENCY_PATH);
  });

  it("aborts its read when the page is left", async () => {
    const { unmount } = render(<ModerationLogPage />);
    const read = await readAt(0);
    expect(read.signal?.aborted).toBe(false);
    unmount();
    expect(read.signal?.aborted).toBe(true);
  });

  it("says a failed read in the app's words, and Retry reads it again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = userEvent.setup();
    render(<ModerationLogPage />);
    await act(async () => (await readAt(0)).reject(new TypeError("Failed to fetch")));
    expect(screen.getByRole("alert").textContent).toBe(
      "We couldn't reach Village. Check your internet connection and try again.",
    );
    await user.click(screen.getByRole("button", { name: "Retry" }));
    await act(async () => (await readAt(1)).resolve({ lines: [], next: null }));
    expect(screen.getByText("No moderation actions yet.")).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says in words that a moderator closed or reopened a post's replies, naming the post as other lines do", async () => {
    render(<ModerationLogPage />);
    const at = new Date("2026-11-25T14:00:00.000Z");
    const line = { by: "moderator" as const, title: "Garden party", at };
    await act(async () =>
      (await readAt(0)).resolve({
        lines: [
          { ...line, action: "closed", reason: "No new replies; the replies already there stay." },
          { ...line, action: "reopened", reason: "New replies are taken again." },
        ],
        next: null,
      }),
    );
    expect(screen.getByText("Replies closed by a moderator")).toBeTruthy();
    expect(screen.getByText("Replies reopened by a moderator")).toBeTruthy();
    expect(screen.getAllByText("Garden party")).toHaveLength(2);
    expect(screen.queryByRole("link", { name: "Garden party" })).toBeNull();
  });
});
