import { describe, expect, it, vi } from "vitest";
import { countSecond, removalDelay, REMOVAL_JITTER_MS, replyCountTaskId, requestReplyCount } from "./reply-count-queue";

const enqueue = vi.fn();
vi.mock("firebase-admin/functions", () => ({ getFunctions: () => ({ taskQueue: () => ({ enqueue }) }) }));
const alreadyExists = () => Object.assign(new Error("exists"), { code: "functions/task-already-exists" });
const at = (second: number, millisecond = 0) => second * 1000 + millisecond;

describe("replyCountTaskId", () => {
  it("is one name per post and second, a name Cloud Tasks accepts, led by a hash", () => {
    expect(replyCountTaskId("p1", 100)).toBe(replyCountTaskId("p1", 100));
    expect(replyCountTaskId("p1", 100)).not.toBe(replyCountTaskId("p2", 100));
    expect(replyCountTaskId("p1", 100)).not.toBe(replyCountTaskId("p1", 101));
    expect(replyCountTaskId("p1", 100)).toMatch(/^[0-9a-f]{12}-replies-100$/);
  });
});

describe("requestReplyCount", () => {
  it("enqueues one count per post and second, however many replies ask: a burst writes once a second", async () => {
    enqueue.mockClear().mockResolvedValue(undefined);
    for (let reply = 0; reply < 50; reply++) await requestReplyCount("busy", at(100, reply * 20));
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(enqueue).toHaveBeenCalledWith(
      { postId: "busy", notBefore: at(101) },
      expect.objectContaining({ id: replyCountTaskId("busy", 100), scheduleTime: new Date(at(101)) }),
    );
    await requestReplyCount("other", at(100, 999));
    await requestReplyCount("busy", at(101));
    expect(enqueue).toHaveBeenCalledTimes(3);
  });

  it("knows the task is there when Cloud Tasks says it already exists, and throws any other failure", async () => {
    enqueue.mockClear().mockRejectedValueOnce(alreadyExists());
    await requestReplyCount("p3", at(200));
    await requestReplyCount("p3", at(200, 1));
    expect(enqueue).toHaveBeenCalledTimes(1);
    enqueue.mockClear().mockRejectedValueOnce(new Error("unavailable")).mockResolvedValue(undefined);
    await expect(requestReplyCount("p4", at(300))).rejects.toThrow("unavailable");
    await requestReplyCount("p4", at(300, 1));
    expect(enqueue).toHaveBeenCalledTimes(2);
  });

  it("puts a removal's count off by a delay drawn below the bound, into a later second's task", async () => {
    const delays = Array.from({ length: 200 }, removalDelay);
    expect(Math.min(...delays)).toBeGreaterThanOrEqual(0);
    expect(Math.max(...delays)).toBeLessThan(REMOVAL_JITTER_MS);
    expect(new Set(delays.map((delay) => countSecond(at(400), delay))).size).toBeGreaterThan(3);
    enqueue.mockClear().mockResolvedValue(undefined);
    await requestReplyCount("p5", at(400), 2_500);
    expect(enqueue).toHaveBeenCalledWith({ postId: "p5", notBefore: at(403) }, expect.anything());
  });
});
