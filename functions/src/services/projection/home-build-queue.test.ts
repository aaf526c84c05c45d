import { describe, expect, it, vi } from "vitest";
import { homeBuildTaskId, requestHomeBuild } from "./home-build-queue";

const enqueue = vi.fn();
vi.mock("firebase-admin/functions", () => ({ getFunctions: () => ({ taskQueue: () => ({ enqueue }) }) }));
const alreadyExists = () => Object.assign(new Error("exists"), { code: "functions/task-already-exists" });

describe("homeBuildTaskId", () => {
  const start = 1_764_093_600;
  const names = Array.from({ length: 1000 }, (_, index) => homeBuildTaskId(start + index));

  it("is one name per second: every request in a second finds the same task", () => {
    expect(homeBuildTaskId(start)).toBe(homeBuildTaskId(start));
    expect(new Set(names).size).toBe(names.length);
  });

  it("is a name Cloud Tasks accepts (letters, digits, hyphens, underscores; at most 500)", () => {
    for (const name of names) expect(name).toMatch(/^[A-Za-z0-9_-]{1,500}$/);
  });

  it("does not follow the clock: consecutive seconds' names are scattered, not in order", () => {
    const sorted = [...names].sort();
    // In time order a timestamp name is already sorted; a hash-led one almost never keeps two neighbours.
    const keptNeighbours = names
      .slice(1)
      .filter((name, index) => sorted.indexOf(name) === sorted.indexOf(names[index] ?? "") + 1);
    expect(keptNeighbours.length).toBeLessThan(20);
    // The leading characters spread over the whole alphabet of the hash.
    expect(new Set(names.map((name) => name[0])).size).toBe(16);
  });

  it("keeps the second for whoever reads the logs", () => {
    expect(homeBuildTaskId(start)).toMatch(new RegExp(`-home-${start}$`));
  });
});

describe("requestHomeBuild", () => {
  // Each test asks in seconds of its own: the instance remembers the last second it knows a task for.
  const at = (second: number, millisecond = 0) => second * 1000 + millisecond;

  it("enqueues the second's build once, however many posts ask in that second", async () => {
    enqueue.mockClear().mockResolvedValue(undefined);
    await requestHomeBuild(at(100, 10));
    await requestHomeBuild(at(100, 500));
    await requestHomeBuild(at(100, 999));
    expect(enqueue).toHaveBeenCalledTimes(1);
    expect(enqueue).toHaveBeenCalledWith({ notBefore: at(101) }, expect.objectContaining({ id: homeBuildTaskId(100) }));
    await requestHomeBuild(at(101));
    expect(enqueue).toHaveBeenCalledTimes(2);
  });

  it("knows the task is there when Cloud Tasks says it already exists", async () => {
    enqueue.mockClear().mockRejectedValueOnce(alreadyExists());
    await requestHomeBuild(at(200));
    await requestHomeBuild(at(200, 1));
    expect(enqueue).toHaveBeenCalledTimes(1);
  });

  it("throws a failed enqueue and asks again on the retry, in the same second", async () => {
    enqueue.mockClear().mockRejectedValueOnce(new Error("unavailable")).mockResolvedValue(undefined);
    await expect(requestHomeBuild(at(300))).rejects.toThrow("unavailable");
    await requestHomeBuild(at(300, 1));
    expect(enqueue).toHaveBeenCalledTimes(2);
  });
});
