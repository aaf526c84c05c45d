import { describe, expect, it } from "vitest";
import type { Transaction } from "firebase-admin/firestore";
import { POST_COUNT_SHARD_FIELD, POST_COUNT_SHARDS } from "@village/shared";
import { fakeFirestore } from "../../lib/firestore-fake";
import { countShardFor, resetPostCount } from "./post-count";

const shard = (count: unknown) => ({ [POST_COUNT_SHARD_FIELD]: count });

describe("resetPostCount", () => {
  it("sets the count on the first shard and deletes the others, a malformed one too: it reads no count", async () => {
    const fake = fakeFirestore({ "postCountShards/0": shard(4), "postCountShards/3": shard("four") });
    const posts = await fake.db.runTransaction((transaction: Transaction) =>
      resetPostCount(transaction, fake.db, () => Promise.resolve(9)),
    );
    expect(posts).toBe(9);
    expect(fake.writes).toEqual(["set postCountShards/0", "delete postCountShards/3"]);
    expect(fake.docs.get("postCountShards/0")).toEqual(shard(9));
  });
});

describe("countShardFor", () => {
  it("gives a post one of the shards, the same each time", () => {
    const { db } = fakeFirestore({});
    const path = countShardFor(db, "p1").path;
    expect(countShardFor(db, "p1").path).toBe(path);
    expect(Number(path.split("/")[1])).toBeLessThan(POST_COUNT_SHARDS);
  });
});
