import { describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import {
  createSuggestion,
  HOME_DOCUMENT,
  NEWEST_POSTS_FIELD,
  PAGE_SIZE,
  POST_COUNT_FIELD,
  POSTS_COLLECTION,
  SEARCH_INDEX_COLLECTION,
} from "@village/shared";
import { syncPost } from "../src/services/projection/sync-post";
import { adminDb, call } from "./support/clients";
import { signUpWithEmail } from "./support/accounts";
import { TRIGGER_WAIT } from "./support/trigger-wait";
import { freshEmulatorsPerTest } from "./support/lifecycle";

const client = freshEmulatorsPerTest();

/** The post's index entries (there must be exactly one once the trigger has run). */
const entriesOf = async (postId: string) =>
  (await adminDb().collection(SEARCH_INDEX_COLLECTION).where("postId", "==", postId).get()).docs;

const indexEntry = async (postId: string) => {
  const entries = await entriesOf(postId);
  if (entries.length !== 1) throw new Error(`post ${postId} has ${entries.length} index entries`);
  return { id: entries[0]?.id ?? "", data: entries[0]?.data() ?? {} };
};

const home = () => adminDb().doc(HOME_DOCUMENT).get();
const postCount = async () => (await home()).get(POST_COUNT_FIELD) as unknown;
/** The ids of the posts on the home document's newest page, in its order. */
const newestIds = async () =>
  ((await home()).get(NEWEST_POSTS_FIELD) as { postId: string }[] | undefined)?.map((entry) => entry.postId) ?? [];

const publicPost = (postId: string) => adminDb().collection(POSTS_COLLECTION).doc(postId).get();

const at = (hour: number) => Timestamp.fromMillis(Date.UTC(2026, 0, 1, hour));

describe("the search index, post count and newest page", () => {
  it("take in a post made through the function", async () => {
    const caller = client();
    await signUpWithEmail(caller, "sam@example.com");
    const { id } = await call(caller, createSuggestion, { title: "Play Galaga", details: "Alien monsters" });
    const { id: entryId, data } = await vi.waitFor(() => indexEntry(id), TRIGGER_WAIT);
    // Keyed by the post's own (random) id: no id that grows with time, so writes spread over the index.
    expect(entryId).toBe(id);
    expect(data).toMatchObject({
      postId: id,
      title: "Play Galaga",
      details: "Alien monsters",
      author: "sam@example.com",
    });
    expect(data.keys).toEqual(expect.arrayContaining(["gal", "ala", "p", "al", "ali", "mon"]));
    expect(data.createdAt).toBeInstanceOf(Timestamp);
    await vi.waitFor(async () => expect(await postCount()).toBe(1), TRIGGER_WAIT);
    const listed = {
      postId: id,
      title: "Play Galaga",
      details: "Alien monsters",
      author: "sam@example.com",
      createdAt: data.createdAt,
    };
    expect((await home()).get(NEWEST_POSTS_FIELD)).toEqual([listed]);
    // The public projection holds exactly what the list shows: no account id, no `rand`.
    expect((await publicPost(id)).data()).toEqual(listed);
  });

  it("follow an admin's edits, including a new time, and a delete", async () => {
    const ref = adminDb().collection("suggestions").doc("edited");
    await ref.set({ title: "Before", createdAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1)) });
    const first = await vi.waitFor(() => indexEntry("edited"), TRIGGER_WAIT);
    await vi.waitFor(async () => expect(await postCount()).toBe(1), TRIGGER_WAIT);

    await ref.update({ title: "Zebra crossing" });
    await vi.waitFor(async () => {
      expect((await indexEntry("edited")).data.keys).toContain("zeb");
      expect((await publicPost("edited")).get("title")).toBe("Zebra crossing");
      expect((await home()).get(NEWEST_POSTS_FIELD)).toMatchObject([{ title: "Zebra crossing" }]);
    }, TRIGGER_WAIT);

    await ref.update({ createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)) });
    await vi.waitFor(
      async () => expect((await indexEntry("edited")).data.createdAt).not.toEqual(first.data.createdAt),
      TRIGGER_WAIT,
    );
    expect((await indexEntry("edited")).id).toBe("edited");
    expect(await postCount()).toBe(1);

    await ref.delete();
    await vi.waitFor(async () => {
      expect(await entriesOf("edited")).toHaveLength(0);
      expect(await postCount()).toBe(0);
      expect(await newestIds()).toEqual([]);
      expect((await publicPost("edited")).exists).toBe(false);
    }, TRIGGER_WAIT);
  });

  it("count each post once however often its change is synced, as retried triggers would", async () => {
    const ref = adminDb().collection("suggestions").doc("retried");
    const post = { title: "Twice", createdAt: Timestamp.now() };
    await ref.set(post);
    // The trigger runs too: three syncs of one creation, at once.
    await Promise.all([syncPost("retried", null), syncPost("retried", null)]);
    await vi.waitFor(async () => expect(await newestIds()).toEqual(["retried"]), TRIGGER_WAIT);
    expect(await postCount()).toBe(1);
    expect(await entriesOf("retried")).toHaveLength(1);

    await ref.delete();
    await Promise.all([syncPost("retried", post), syncPost("retried", post)]);
    await vi.waitFor(async () => expect(await postCount()).toBe(0), TRIGGER_WAIT);
    expect(await entriesOf("retried")).toHaveLength(0);
    expect(await newestIds()).toEqual([]);
  });

  it("end right when changes are synced out of order, as late triggers may be", async () => {
    const ref = adminDb().collection("suggestions").doc("late");
    await ref.set({ title: "First time", createdAt: at(1) });
    await vi.waitFor(() => indexEntry("late"), TRIGGER_WAIT);
    await ref.update({ createdAt: at(2) });
    await vi.waitFor(async () => expect((await indexEntry("late")).data.createdAt).toEqual(at(2)), TRIGGER_WAIT);

    // The creation's and the first edit's events again, after the post has moved on.
    await syncPost("late", null);
    await syncPost("late", { title: "First time", createdAt: at(1) });

    const entry = await indexEntry("late");
    expect(entry.data.createdAt).toEqual(at(2));
    // The home document is built a moment after the post's own documents.
    await vi.waitFor(async () => expect(await postCount()).toBe(1), { timeout: 15_000, interval: 200 });
  });

  it("keep the newest page: the newest posts by time then id, refilled when one leaves it", async () => {
    const posts = adminDb().collection("suggestions");
    const batch = adminDb().batch();
    // Posts 0–29, an hour apart, newest first; 10–14 share one time, so their order is by id.
    for (let index = 0; index < 30; index++) {
      const id = `post-${String(index).padStart(2, "0")}`;
      const tied = index >= 10 && index < 15;
      batch.set(posts.doc(id), { title: `Post ${index}`, createdAt: at(100 - (tied ? 10 : index)) });
    }
    await batch.commit();
    const expected = (ids: number[]) => ids.map((index) => `post-${String(index).padStart(2, "0")}`);
    const firstPage = [...Array(10).keys(), 14, 13, 12, 11, 10, ...Array.from({ length: 10 }, (_, i) => i + 15)];
    await vi.waitFor(async () => {
      expect(await postCount()).toBe(30);
      expect(await newestIds()).toEqual(expected(firstPage));
    }, TRIGGER_WAIT);

    // An edit far down the list leaves the page as it was: the home document is not even rewritten.
    const { updateTime } = await home();
    await posts.doc("post-29").update({ title: "Quiet edit" });
    await vi.waitFor(async () => expect((await indexEntry("post-29")).data.title).toBe("Quiet edit"), TRIGGER_WAIT);
    expect((await home()).updateTime).toEqual(updateTime);

    // A post leaving the page lets the next one in.
    await posts.doc("post-03").delete();
    await vi.waitFor(
      async () => expect(await newestIds()).toEqual(expected([...firstPage.filter((index) => index !== 3), 25])),
      TRIGGER_WAIT,
    );
    expect(await newestIds()).toHaveLength(PAGE_SIZE);
    expect(await postCount()).toBe(29);
  });

  it("rebuild a missing home document from the public posts, counting them", async () => {
    const db = adminDb();
    const batch = db.batch();
    for (let index = 0; index < 30; index++) {
      batch.set(db.collection("suggestions").doc(`old-${String(index).padStart(2, "0")}`), {
        title: `Old ${index}`,
        createdAt: at(50 - index),
      });
    }
    await batch.commit();
    await vi.waitFor(async () => expect(await postCount()).toBe(30), TRIGGER_WAIT);
    await db.doc(HOME_DOCUMENT).delete();

    await db
      .collection("suggestions")
      .doc("new")
      .set({ title: "New", createdAt: at(60) });
    const oldIds = Array.from({ length: 24 }, (_, index) => `old-${String(index).padStart(2, "0")}`);
    await vi.waitFor(async () => expect(await newestIds()).toEqual(["new", ...oldIds]), TRIGGER_WAIT);
    expect(await postCount()).toBe(31);
  });

  // Last, because this post gets a second write (its new time) whose trigger may still run afterwards.
  it("take in a post an admin adds by hand, giving it a time when it has none", async () => {
    const ref = adminDb().collection("suggestions").doc("legacy-1");
    await ref.set({ title: "Old post", text: "From the old site" });

    const { data } = await vi.waitFor(() => indexEntry("legacy-1"), TRIGGER_WAIT);
    expect(data).toMatchObject({ title: "Old post", details: "From the old site" });
    const post = (await ref.get()).data();
    expect(post?.createdAt).toBeInstanceOf(Timestamp);
    expect(post).toMatchObject({ title: "Old post", text: "From the old site" });
    await vi.waitFor(async () => expect(await newestIds()).toEqual(["legacy-1"]), TRIGGER_WAIT);
  });
});
