// @vitest-environment happy-dom
// The queue's reads, driven by promises the test settles in the order it chooses: an action reloads the
// queue from its start, and a Load more still on its way must not append onto the reloaded list.
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { SUSPENSION_DURATION_MESSAGE, type QueueItem } from "@village/shared";
import { SessionContext, type SessionState } from "../../lib/session/session-context";
import { answered, heldCalls } from "../../../test/support/held-calls";
import * as api from "./api/moderation-api";
import { ModeratePage } from "./ModeratePage";

type QueuePage = { items: QueueItem[]; next?: string | undefined };

/** Every queue read asked for, with the cursor it was asked for and the means to answer it. */
const reads = heldCalls<QueuePage, { cursor: string | undefined }>();

vi.mock("./api/moderation-api", () => ({
  fetchQueue: (cursor?: string) => reads.call({ cursor }),
  sendModeration: () => Promise.resolve(1),
  useFreshClaims: () => ({ status: "done", claims: { moderator: true } }),
}));

const MODERATOR: SessionState = {
  status: "signed-in",
  user: { uid: "mod", displayName: "Mod", email: null, ageConfirmed: true, moderator: true },
};

const item = (postId: string, title: string): QueueItem => ({
  postId,
  title,
  hidden: false,
  reasons: { spam: 1 },
  notes: [],
  reports: 1,
  accounts: 1,
  counted: 1,
  newReports: 1,
  lastReportAt: "2026-11-25T14:00:00.000Z",
  reviewed: false,
});

function renderQueue() {
  return render(
    <SessionContext.Provider value={MODERATOR}>
      <ModeratePage />
    </SessionContext.Provider>,
  );
}

/** The read asked for `index`th (0 first), once it has been asked for. */
async function readAt(index: number) {
  await vi.waitFor(() => expect(reads.asked.length).toBeGreaterThan(index));
  return reads.at(index);
}

const titles = () => screen.queryAllByRole("article").map((article) => article.getAttribute("aria-labelledby"));

afterEach(() => {
  cleanup();
  reads.clear();
  vi.restoreAllMocks();
});

describe("the moderation queue", () => {
  it("ignores a Load more answered after an action reloaded the queue", async () => {
    const user = userEvent.setup();
    renderQueue();
    (await readAt(0)).resolve({ items: [item("a", "First")], next: "after-a" });
    await user.click(await screen.findByRole("button", { name: "Load more" }));
    const more = await readAt(1);
    expect(more.cursor).toBe("after-a");

    // While the next page is on its way, the moderator keeps the first post: the queue reads from its start.
    const first = screen.getByRole("article", { name: "First" });
    await user.type(within(first).getByLabelText("Reason (published in the moderation log)"), "Fine");
    await user.selectOptions(within(first).getByLabelText("Decision"), "Keep");
    await user.click(within(first).getByRole("button", { name: "Apply" }));
    const reload = await readAt(2);
    expect(reload.cursor).toBeUndefined();
    reload.resolve({ items: [item("a", "First"), item("c", "Third")], next: "after-c" });
    await screen.findByRole("article", { name: "Third" });

    // The old Load more answers last: its page followed a list that is no longer shown.
    await answered(() => more.resolve({ items: [item("b", "Second")], next: "after-b" }));
    expect(titles()).toEqual(["queue-a-heading", "queue-c-heading"]);

    // Load more continues from the reloaded list's cursor, not the stale one.
    await user.click(screen.getByRole("button", { name: "Load more" }));
    expect((await readAt(3)).cursor).toBe("after-c");
  });

  it("says a failed read in the app's words, and Retry reads the queue again", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const user = userEvent.setup();
    renderQueue();
    await act(async () => (await readAt(0)).reject(new TypeError("Failed to fetch")));
    expect(screen.getByRole("alert").textContent).toBe(
      "We couldn't reach Village. Check your internet connection and try again.",
    );
    await user.click(screen.getByRole("button", { name: "Retry" }));
    (await readAt(1)).resolve({ items: [item("a", "First")] });
    await screen.findByRole("article", { name: "First" });
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says nothing while the first page comes quickly, and says it is loading once it takes a second", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      renderQueue();
      const read = await readAt(0);
      await act(() => vi.advanceTimersByTimeAsync(900));
      expect(screen.queryByText("Loading the queue…")).toBeNull();
      await act(() => vi.advanceTimersByTimeAsync(200));
      expect(screen.getByText("Loading the queue…")).toBeTruthy();
      read.resolve({ items: [item("a", "First")] });
      await screen.findByRole("article", { name: "First" });
      expect(screen.queryByText("Loading the queue…")).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it("offers one decision per entry, and asks how long before suspending, never a silent default", async () => {
    const user = userEvent.setup();
    const sent = vi.spyOn(api, "sendModeration");
    renderQueue();
    (await readAt(0)).resolve({ items: [item("a", "First")] });
    const entry = await screen.findByRole("article", { name: "First" });
    expect(
      within(entry)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Apply"]);
    expect(within(entry).queryByLabelText("Suspension")).toBeNull();

    await user.type(within(entry).getByLabelText("Reason (published in the moderation log)"), "Spam");
    await user.selectOptions(within(entry).getByLabelText("Decision"), "Suspend the author");
    const duration = within(entry).getByLabelText("Suspension");
    expect((duration as HTMLSelectElement).value).toBe("");
    await user.click(within(entry).getByRole("button", { name: "Apply" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(duration.getAttribute("aria-invalid")).toBe("true");
    expect(document.getElementById(duration.getAttribute("aria-describedby") ?? "")?.textContent).toBe(
      SUSPENSION_DURATION_MESSAGE,
    );
    expect(sent).not.toHaveBeenCalled();
  });
});
