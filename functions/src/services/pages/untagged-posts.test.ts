import { describe, expect, it } from "vitest";
import { readEvery } from "./untagged-posts";

describe("readEvery", () => {
  it("reads at most once a window, however many ask at once or in turn", async () => {
    let reads = 0;
    const list = readEvery(() => Promise.resolve(new Set([`read ${String(++reads)}`])), new Set<string>(), 5_000);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, n) => list(1_000 + n * 10)));
    expect(reads).toBe(1);
    expect(new Set(answers).size).toBe(1);
    expect(await list(5_999)).toEqual(new Set(["read 1"]));
    expect(await list(6_000)).toEqual(new Set(["read 2"]));
    expect(reads).toBe(2);
  });

  it("counts a failed read as the fallback until the next window, without reading again", async () => {
    let reads = 0;
    const list = readEvery(
      () => (++reads === 1 ? Promise.reject(new Error("unavailable")) : Promise.resolve(new Set(["a"]))),
      new Set<string>(),
      5_000,
    );
    expect(await list(0)).toEqual(new Set());
    expect(await list(4_000)).toEqual(new Set());
    expect(reads).toBe(1);
    expect(await list(5_000)).toEqual(new Set(["a"]));
  });
});
