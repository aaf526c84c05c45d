import { describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import {
  HOME_DOCUMENT,
  NEWEST_POSTS_FIELD,
  POST_COUNT_FIELD,
  POSTS_COLLECTION,
  SEARCH_INDEX_COLLECTION,
} from "@village/shared";
import { backfill } from "../src/services/projection/backfill";
import { adminDb } from "./support/clients";
import { TRIGGER_WAIT } from "./support/trigger-wait";
import { freshEmulatorsPerTest } from "./support/lifecycle";

freshEmulatorsPerTest();

describe("npm run backfill", () => {
  it("lists posts the trigger never saw and rebuilds the home document, any number of times", async () => {
    const db = adminDb();
    const posts = Array.from({ length: 7 }, (_, index) => ({
      id: `old-${index}`,
      data: {
        title: `Old post ${index}`,
        text: "Imported",
        createdAt: Timestamp.fromMillis(Date.UTC(2024, 0, index + 1)),
      },
    }));
    await Promise.all(posts.map(({ id, data }) => db.collection("suggestions").doc(id).set(data)));
    // Let the trigger's own runs for these writes finish first, so the two don't race; then undo their
    // work, as if the posts had been imported before the trigger existed.
    await vi.waitFor(
      async () => expect((await db.doc(HOME_DOCUMENT).get()).get(POST_COUNT_FIELD)).toBe(7),
      TRIGGER_WAIT,
    );
    for (const derived of [SEARCH_INDEX_COLLECTION, POSTS_COLLECTION]) {
      const documents = await db.collection(derived).get();
      await Promise.all(documents.docs.map((doc) => doc.ref.delete()));
    }
    await db.doc(HOME_DOCUMENT).set({ [POST_COUNT_FIELD]: 99 });
    // An entry of the earlier kind (keyed by time counted backwards, keys in a map): the backfill removes it.
    await db
      .collection(SEARCH_INDEX_COLLECTION)
      .doc("8232174399999_old-0")
      .set({ postId: "old-0", title: "Old post 0", k: { old: true }, createdAt: posts[0]?.data.createdAt });

    const lines: string[] = [];
    expect(await backfill((line) => lines.push(line))).toEqual({
      synced: 7,
      unlisted: [],
      listed: 7,
      oldEntriesDeleted: 1,
    });
    expect((await backfill(() => undefined)).listed).toBe(7);

    for (const derived of [SEARCH_INDEX_COLLECTION, POSTS_COLLECTION]) {
      const documents = await db.collection(derived).get();
      expect(documents.docs.map((doc) => doc.id).sort()).toEqual(posts.map((post) => post.id).sort());
      expect(documents.docs.map((doc) => doc.get("postId") as string).sort()).toEqual(
        posts.map((post) => post.id).sort(),
      );
    }
    const home = await db.doc(HOME_DOCUMENT).get();
    expect(home.get(POST_COUNT_FIELD)).toBe(7);
    expect((home.get(NEWEST_POSTS_FIELD) as { postId: string }[]).map((entry) => entry.postId)).toEqual(
      posts.map((post) => post.id).reverse(),
    );
    expect(lines.at(-1)).toBe("Done: 7 posts synced, 0 left out of public views; post count set to 7.");
  });
});
