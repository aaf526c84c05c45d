// @vitest-environment happy-dom
// The queue's reads, driven by promises the test settles in the order it chooses: an action reloads the
// queue from its start, and a Load more still on its way must not append onto the reloaded list.
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { QueueItem } from "@village/shared";
import { SessionContext, type SessionState } from "../../lib/session/session-context";
import { answered, heldCalls } from "../../../test/support/held-calls";
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
    await user.click(within(first).getByRole("button", { name: "Keep" }));
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
});
