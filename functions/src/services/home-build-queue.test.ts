import { describe, expect, it } from "vitest";
import { homeBuildTaskId } from "./home-build-queue";

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
