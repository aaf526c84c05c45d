import { describe, expect, it, vi } from "vitest";
import { secondTaskId, secondTaskQueue, taskSecond, untilDue } from "./second-tasks";

const enqueue = vi.fn();
const taskQueue = vi.fn((_name: string) => ({ enqueue }));
vi.mock("firebase-admin/functions", () => ({ getFunctions: () => ({ taskQueue }) }));
const alreadyExists = () => Object.assign(new Error("exists"), { code: "functions/task-already-exists" });
const at = (second: number, millisecond = 0) => second * 1000 + millisecond;

describe("secondTaskId", () => {
  it("is one name per seed and second, hash-led, ending with the label and the second for the logs", () => {
    expect(secondTaskId("a", "x", 100)).toBe(secondTaskId("a", "x", 100));
    expect(secondTaskId("a", "x", 100)).not.toBe(secondTaskId("b", "x", 100));
    expect(secondTaskId("a", "x", 100)).not.toBe(secondTaskId("a", "x", 101));
    expect(secondTaskId("a", "x", 100)).toMatch(/^[0-9a-f]{12}-x-100$/);
  });
});

describe("taskSecond", () => {
  it("is the clock second a request falls in, after its delay", () => {
    expect(taskSecond(at(5, 999))).toBe(5);
    expect(taskSecond(at(5, 999), 1)).toBe(6);
    expect(taskSecond(at(5), 2_500)).toBe(7);
  });
});

describe("untilDue", () => {
  it("waits out the task's second, never longer than the cap, and not at all once it is over", async () => {
    vi.useFakeTimers();
    try {
      const waited = async (notBefore: number, cap: number) => {
        const state = { done: false };
        void untilDue({ notBefore }, cap, at(10)).then(() => (state.done = true));
        for (let ms = 0; ms <= 5_000; ms += 100) {
          await vi.advanceTimersByTimeAsync(ms === 0 ? 0 : 100);
          if (state.done) return ms;
        }
        throw new Error("still waiting after 5 s");
      };
      expect(await waited(at(11), 2_000)).toBe(1_000);
      expect(await waited(at(15), 2_000)).toBe(2_000);
      expect(await waited(at(9), 2_000)).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("secondTaskQueue", () => {
  it("enqueues a key's task once a second, due when the second ends, on the named function's queue", async () => {
    enqueue.mockClear().mockResolvedValue(undefined);
    const request = secondTaskQueue<{ notBefore: number; postId: string }>("counter");
    for (let write = 0; write < 50; write++) await request("p1", 100, "id-100", { postId: "p1" });
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(taskQueue).toHaveBeenLastCalledWith("locations/us-central1/functions/counter");
    expect(enqueue).toHaveBeenCalledWith(
      { postId: "p1", notBefore: at(101) },
      { id: "id-100", scheduleTime: new Date(at(101)), dispatchDeadlineSeconds: 60 },
    );
    // Another key, the next second: each its own task.
    await request("p2", 100, "other-100", { postId: "p2" });
    await request("p1", 101, "id-101", { postId: "p1" });
    expect(enqueue).toHaveBeenCalledTimes(3);
  });

  it("takes 'already exists' as the task being there, and throws any other failure for the retry to ask again", async () => {
    const request = secondTaskQueue<{ notBefore: number }>("builder");
    enqueue.mockClear().mockRejectedValueOnce(alreadyExists());
    await request("", 200, "t", {});
    await request("", 200, "t", {});
    expect(enqueue).toHaveBeenCalledTimes(1);
    enqueue.mockClear().mockRejectedValueOnce(new Error("unavailable")).mockResolvedValue(undefined);
    await expect(request("", 300, "u", {})).rejects.toThrow("unavailable");
    await request("", 300, "u", {});
    expect(enqueue).toHaveBeenCalledTimes(2);
  });

  it("keeps what it knows per queue and bounded: a key pushed out only asks again", async () => {
    enqueue.mockClear().mockResolvedValue(undefined);
    const first = secondTaskQueue<{ notBefore: number }>("one");
    const second = secondTaskQueue<{ notBefore: number }>("two");
    await first("k", 400, "a", {});
    await second("k", 400, "b", {});
    expect(enqueue).toHaveBeenCalledTimes(2);
    for (let key = 0; key < 1_001; key++) await first(`key-${key}`, 400, `t${key}`, {});
    enqueue.mockClear();
    await first("k", 400, "a", {});
    await first("key-1000", 400, "t1000", {});
    expect(enqueue).toHaveBeenCalledTimes(1);
  });
});
