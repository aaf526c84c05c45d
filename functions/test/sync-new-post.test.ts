// The trigger's fast path for a new post (decisions/0083), called directly on a project no trigger listens
// to, so that each test decides what ran before it: the emulator's own trigger would race it otherwise.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { AggregateField, Firestore, Timestamp } from "firebase-admin/firestore";
import {
  HIDDEN_FIELD,
  POST_COUNT_SHARD_FIELD,
  POST_COUNT_SHARDS_COLLECTION,
  POSTS_COLLECTION,
  SEARCH_INDEX_COLLECTION,
  SUGGESTIONS_COLLECTION,
} from "@village/shared";
import { syncNewPost } from "../src/services/sync-new-post";
import { syncPost, type SyncDependencies } from "../src/services/sync-post";
import { HIDDEN_LOGGED_FIELD } from "../src/services/post-state";

/** An empty project of its own on the Firestore emulator (FIRESTORE_EMULATOR_HOST), with no functions. */
const untriggered = () => new Firestore({ projectId: `demo-untriggered-${randomUUID().slice(0, 8)}` });

const noTransaction: SyncDependencies["transact"] = () => Promise.reject(new Error("a transaction was run"));

async function stateOf(db: Firestore, postId: string) {
  const [published, indexed, sum] = await Promise.all([
    db.collection(POSTS_COLLECTION).doc(postId).get(),
    db.collection(SEARCH_INDEX_COLLECTION).doc(postId).get(),
    db.collection(POST_COUNT_SHARDS_COLLECTION).aggregate({ n: AggregateField.sum(POST_COUNT_SHARD_FIELD) }).get(),
  ]);
  return { published: published.exists, indexed: indexed.exists, count: sum.data().n };
}

const post = { title: "Bench by the river", createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)) };

describe("a new post's sync", () => {
  it("publishes, indexes and counts a plain new post in one write, without a transaction", async () => {
    const db = untriggered();
    const { writeTime } = await db.collection(SUGGESTIONS_COLLECTION).doc("p1").set(post);
    const result = await syncNewPost("p1", { post, updateTime: writeTime }, { db, transact: noTransaction });
    expect(result).toBeNull();
    expect(await stateOf(db, "p1")).toEqual({ published: true, indexed: true, count: 1 });
    expect((await db.collection(POSTS_COLLECTION).doc("p1").get()).data()).toEqual({ postId: "p1", ...post });
  });

  it("counts a post once however often its creation is synced, at once or again later", async () => {
    const db = untriggered();
    const { writeTime } = await db.collection(SUGGESTIONS_COLLECTION).doc("p1").set(post);
    const created = { post, updateTime: writeTime };
    await Promise.all([syncNewPost("p1", created, { db }), syncNewPost("p1", created, { db })]);
    await syncNewPost("p1", created, { db });
    expect(await stateOf(db, "p1")).toEqual({ published: true, indexed: true, count: 1 });
  });

  it("never leaves public a post hidden before its creation's sync ran, whichever sync ran first", async () => {
    const db = untriggered();
    const ref = db.collection(SUGGESTIONS_COLLECTION).doc("p1");
    const { writeTime } = await ref.set(post);
    // The hide (a moderator's, logged) and its own sync come first: a late or retried creation event.
    await ref.update({ [HIDDEN_FIELD]: true, [HIDDEN_LOGGED_FIELD]: true });
    await syncPost("p1", post, { db });
    expect(await stateOf(db, "p1")).toEqual({ published: false, indexed: false, count: 0 });

    await syncNewPost("p1", { post, updateTime: writeTime }, { db });
    expect(await stateOf(db, "p1")).toEqual({ published: false, indexed: false, count: 0 });
  });

  it("hands a post the fast path does not take to the full sync, which gives it a time", async () => {
    const db = untriggered();
    const ref = db.collection(SUGGESTIONS_COLLECTION).doc("p1");
    const timeless = { title: "From the old site" };
    const { writeTime } = await ref.set(timeless);
    await syncNewPost("p1", { post: timeless, updateTime: writeTime }, { db });
    expect((await ref.get()).get("createdAt")).toBeInstanceOf(Timestamp);
    expect(await stateOf(db, "p1")).toEqual({ published: true, indexed: true, count: 1 });
  });
});
