// firestore.indexes.json exempts from indexing the fields no query uses (docs/scale.md, "Indexes"): an
// exemption on a queried field would make that query fail in production (the emulator ignores indexes).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = join(import.meta.dirname, "..");
const { fieldOverrides } = JSON.parse(readFileSync(join(root, "firestore.indexes.json"), "utf8")) as {
  fieldOverrides: { collectionGroup: string; fieldPath: string; indexes: unknown[] }[];
};

// Every field a query filters or orders on through a single-field index, in the functions and the web app.
// (The search's `keys` and `createdAt` are served by its composite index, which exemptions do not touch.)
const QUERIED = [
  "posts.createdAt",
  "suggestions.authorUid",
  "suggestions.ownerUid",
  "suggestions.authorKey",
  "suggestions.heldUntil",
  "rateLimits.key",
  "moderationLog.createdAt",
  "moderationQueue.lastReportAt",
  "reports.uid",
  "reports.createdAt",
  "postCountShards.n",
];

describe("index exemptions", () => {
  it("keep the composite index the search is served by (keys, then newest first)", () => {
    const { indexes } = JSON.parse(readFileSync(join(root, "firestore.indexes.json"), "utf8")) as {
      indexes: { collectionGroup: string; fields: Record<string, string>[] }[];
    };
    expect(indexes.find((index) => index.collectionGroup === "searchIndex")?.fields).toEqual([
      { fieldPath: "keys", arrayConfig: "CONTAINS" },
      { fieldPath: "createdAt", order: "DESCENDING" },
    ]);
  });

  it("never exempt a field a query uses", () => {
    const exempt = fieldOverrides
      .filter((override) => override.indexes.length === 0)
      .map((override) => `${override.collectionGroup}.${override.fieldPath}`);
    for (const field of QUERIED) expect(exempt, field).not.toContain(field);
  });

  it("exempt the monotonic times no query orders by", () => {
    const exempt = new Set(fieldOverrides.map((override) => `${override.collectionGroup}.${override.fieldPath}`));
    for (const field of ["suggestions.createdAt", "searchIndex.createdAt", "rateLimits.windowStart"]) {
      expect(exempt.has(field), field).toBe(true);
    }
  });
});
