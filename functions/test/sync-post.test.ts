import { describe, expect, it } from "vitest";
import { createUserWithEmailAndPassword } from "firebase/auth";
import { Timestamp } from "firebase-admin/firestore";
import { COUNTERS_DOCUMENT, createSuggestion, POST_COUNT_FIELD, SEARCH_INDEX_COLLECTION } from "@village/shared";
import { syncPost } from "../src/services/search-index";
import { adminDb, call } from "./support/clients";
import { eventually } from "./support/eventually";
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

const postCount = async () => (await adminDb().doc(COUNTERS_DOCUMENT).get()).get(POST_COUNT_FIELD) as unknown;

describe("the search index and post count", () => {
  it("index a post made through the function", async () => {
    const caller = client();
    await createUserWithEmailAndPassword(caller.auth, "sam@example.com", "secret-pass");
    const { id } = await call(caller, createSuggestion, { title: "Play Galaga", details: "Alien monsters" });

    const { data } = await eventually(() => indexEntry(id));
    expect(data).toMatchObject({
      postId: id,
      title: "Play Galaga",
      details: "Alien monsters",
      author: "sam@example.com",
    });
    expect(data.k).toMatchObject({ gal: true, ala: true, p: true, al: true, ali: true, mon: true });
    expect(data.createdAt).toBeInstanceOf(Timestamp);
    await eventually(async () => expect(await postCount()).toBe(1));
  });

  it("follow an admin's edits, including a new time, and a delete", async () => {
    const ref = adminDb().collection("suggestions").doc("edited");
    await ref.set({ title: "Before", createdAt: Timestamp.fromMillis(Date.UTC(2025, 0, 1)) });
    const first = await eventually(() => indexEntry("edited"));
    await eventually(async () => expect(await postCount()).toBe(1));

    await ref.update({ title: "Zebra crossing" });
    await eventually(async () => expect((await indexEntry("edited")).data.k).toHaveProperty("zeb"));

    await ref.update({ createdAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)) });
    await eventually(async () => expect((await indexEntry("edited")).id).not.toBe(first.id));
    expect(await postCount()).toBe(1);

    await ref.delete();
    await eventually(async () => {
      expect(await entriesOf("edited")).toHaveLength(0);
      expect(await postCount()).toBe(0);
    });
  });

  it("count each post once when the same change is applied twice, as a retried trigger would", async () => {
    adminDb();
    const post = { title: "Twice", createdAt: Timestamp.now() };
    await syncPost("retried", null, post);
    await syncPost("retried", null, post);
    expect(await postCount()).toBe(1);
    expect(await entriesOf("retried")).toHaveLength(1);
    await syncPost("retried", post, null);
    await syncPost("retried", post, null);
    expect(await postCount()).toBe(0);
    expect(await entriesOf("retried")).toHaveLength(0);
  });

  // Last, because this post gets a second write (its new time) whose trigger may still run afterwards.
  it("index a post an admin adds by hand, giving it a time when it has none", async () => {
    const ref = adminDb().collection("suggestions").doc("legacy-1");
    await ref.set({ title: "Old post", text: "From the old site" });

    const { data } = await eventually(() => indexEntry("legacy-1"));
    expect(data).toMatchObject({ title: "Old post", details: "From the old site" });
    const post = (await ref.get()).data();
    expect(post?.createdAt).toBeInstanceOf(Timestamp);
    expect(post).toMatchObject({ title: "Old post", text: "From the old site" });
  });
});
