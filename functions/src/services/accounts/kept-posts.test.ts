import { describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";

const enqueue = vi.hoisted(() => vi.fn((_task: unknown, _options: { scheduleTime: Date }) => Promise.resolve()));
vi.mock("firebase-admin/functions", () => ({ getFunctions: () => ({ taskQueue: () => ({ enqueue }) }) }));
vi.mock("firebase-functions", () => ({ logger: { error: vi.fn() } }));
const { heldUntilFor, KEPT_POST_WINDOW_MS, requestReleases } = await import("./kept-posts");

describe("heldUntilFor", () => {
  it("draws each post's time within the day after the deletion, never at once", () => {
    const now = Date.UTC(2026, 10, 28, 12);
    expect(heldUntilFor(now, () => 0).toMillis()).toBe(now + 1_000);
    expect(heldUntilFor(now, () => 0.999_999_9).toMillis()).toBeLessThanOrEqual(now + KEPT_POST_WINDOW_MS);
    const times = new Set(Array.from({ length: 20 }, () => heldUntilFor(now).toMillis()));
    expect(times.size).toBe(20);
  });
});

describe("requestReleases", () => {
  it("enqueues one task per post, due at its own time", async () => {
    enqueue.mockClear();
    const held = [
      { postId: "a", until: Timestamp.fromMillis(1_000_000) },
      { postId: "b", until: Timestamp.fromMillis(2_000_000) },
    ];
    await requestReleases(held);
    expect(enqueue.mock.calls).toEqual([
      [{ postId: "a" }, expect.objectContaining({ scheduleTime: new Date(1_000_000) })],
      [{ postId: "b" }, expect.objectContaining({ scheduleTime: new Date(2_000_000) })],
    ]);
  });

  it("does not throw when a task cannot be enqueued: the account is gone, the daily sweep releases the post", async () => {
    enqueue.mockClear();
    enqueue.mockImplementationOnce(() => Promise.reject(new Error("queue down")));
    await expect(requestReleases([{ postId: "a", until: Timestamp.fromMillis(1) }])).resolves.toBeUndefined();
  });
});
