// Firestore refuses a document over 20,000 fields, 40,000 index entries or 1 MiB; the emulator does not.
// These tests measure what the trigger stores for the heaviest posts, and show that a post whose public
// documents cannot be written is left out without holding up anything else.
import { describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import {
  createAnonymousPost,
  createSuggestion,
  FIRESTORE_LIMITS,
  HOME_DOCUMENT,
  MAX_SEARCH_KEYS,
  measureDocument,
  NEWEST_POSTS_FIELD,
  POST_COUNT_FIELD,
  POSTS_COLLECTION,
  SEARCH_INDEX_COLLECTION,
  SUGGESTIONS_COLLECTION,
  UNLISTED_FIELD,
} from "@village/shared";
import { adversarialPost } from "../../test/support/adversarial-post";
import { backfill } from "../src/services/projection/backfill";
import { signUpWithEmail } from "./support/accounts";
import { adminDb, call } from "./support/clients";
import { TRIGGER_WAIT } from "./support/trigger-wait";
import { freshEmulatorsPerTest } from "./support/lifecycle";

const client = freshEmulatorsPerTest();

const home = () => adminDb().doc(HOME_DOCUMENT).get();
const newestIds = async () =>
  ((await home()).get(NEWEST_POSTS_FIELD) as { postId: string }[] | undefined)?.map((entry) => entry.postId) ?? [];
const postCountIs = (count: number) =>
  vi.waitFor(async () => expect((await home()).get(POST_COUNT_FIELD)).toBe(count), {
    ...TRIGGER_WAIT,
    timeout: 30_000,
  });

/** Fields counted to the leaves of every map, independently of the code under test. */
function leafFields(value: unknown): number {
  if (typeof value !== "object" || value === null || value instanceof Timestamp) return 1;
  const children = Array.isArray(value) ? value : Object.values(value);
  return children.reduce((sum: number, child) => sum + leafFields(child), Array.isArray(value) ? 0 : 1);
}

describe("documents derived from the heaviest post the schemas accept", () => {
  it("stay within Firestore's limits, and the post and its neighbours are listed", async () => {
    const neighbour = client();
    await signUpWithEmail(neighbour, "nell@example.com", "Nell");
    const before = await call(neighbour, createSuggestion, { title: "Before", details: "An older neighbour" });
    const heavy = await call(client(), createAnonymousPost, adversarialPost());
    const after = await call(neighbour, createSuggestion, { title: "After", details: "A newer neighbour" });
    await postCountIs(3);
    expect(await newestIds()).toEqual([after.id, heavy.id, before.id]);

    const db = adminDb();
    // Its search entry, keyed by its id, holds at most MAX_SEARCH_KEYS keys: one composite index entry each.
    const entry = await db.collection(SEARCH_INDEX_COLLECTION).doc(heavy.id).get();
    expect(entry.get("keys")).toHaveLength(MAX_SEARCH_KEYS);
    for (const name of [SUGGESTIONS_COLLECTION, POSTS_COLLECTION, SEARCH_INDEX_COLLECTION, "meta"]) {
      for (const document of (await db.collection(name).get()).docs) {
        const data = document.data();
        const measure = measureDocument(document.ref.path, data);
        expect(leafFields(data), document.ref.path).toBeLessThanOrEqual(FIRESTORE_LIMITS.fields);
        expect(measure.fields, document.ref.path).toBeLessThanOrEqual(FIRESTORE_LIMITS.fields);
        expect(measure.indexEntriesAtMost, document.ref.path).toBeLessThanOrEqual(FIRESTORE_LIMITS.indexEntries);
        expect(measure.bytes, document.ref.path).toBeLessThanOrEqual(FIRESTORE_LIMITS.bytes);
      }
    }
  });
});

describe("a post whose public documents would break a limit", () => {
  // An imported post of 600 KB fits in a document on its own, but a page of posts its size would not fit on
  // the home document: it is left out whatever its neighbours, so whether a post is listed never depends on
  // which posts happen to be newest with it.
  const huge = (label: string) => `${label} ${"x".repeat(600_000)}`;
  const at = (hour: number) => Timestamp.fromMillis(Date.UTC(2026, 0, 1, hour));
  const unlistedReason = async (id: string) =>
    (await adminDb().collection(SUGGESTIONS_COLLECTION).doc(id).get()).get(UNLISTED_FIELD) as unknown;

  it("is left out and marked, while the posts around it stay listed; fixing it lists it", async () => {
    const posts = adminDb().collection(SUGGESTIONS_COLLECTION);
    await posts.doc("small").set({ title: "Small", createdAt: at(1) });
    await posts.doc("big").set({ title: huge("Big"), createdAt: at(2) });
    await posts.doc("later").set({ title: "Later", createdAt: at(3) });

    await vi.waitFor(
      async () => {
        expect(await unlistedReason("big")).toMatch(/^meta\/home would have \d+ bytes$/);
        expect(await newestIds()).toEqual(["later", "small"]);
      },
      { ...TRIGGER_WAIT, timeout: 30_000 },
    );
    await postCountIs(2);
    expect((await adminDb().collection(POSTS_COLLECTION).doc("big").get()).exists).toBe(false);
    expect((await adminDb().collection(SEARCH_INDEX_COLLECTION).where("postId", "==", "big").get()).size).toBe(0);

    // An administrator shortens it: it is listed, and the mark goes.
    await posts.doc("big").update({ title: "Big, shortened" });
    await vi.waitFor(
      async () => {
        expect(await newestIds()).toEqual(["later", "big", "small"]);
        expect(await unlistedReason("big")).toBeUndefined();
      },
      { ...TRIGGER_WAIT, timeout: 30_000 },
    );
    await postCountIs(3);
  });

  it("does not stop npm run backfill, which reports it and lists the rest", async () => {
    const posts = adminDb().collection(SUGGESTIONS_COLLECTION);
    await posts.doc("a-big").set({ title: huge("Big"), createdAt: at(2) });
    await posts.doc("b-small").set({ title: "Small", createdAt: at(1) });
    await vi.waitFor(async () => expect(await unlistedReason("a-big")).toBeDefined(), {
      ...TRIGGER_WAIT,
      timeout: 30_000,
    });
    await postCountIs(1);

    const lines: string[] = [];
    const result = await backfill((line) => lines.push(line));
    expect(result.synced).toBe(2);
    expect(result.listed).toBe(1);
    expect(result.unlisted).toEqual([{ postId: "a-big", reason: expect.stringMatching(/^meta\/home would have/) }]);
    expect(lines).toContain(`Post a-big left out of public views: ${result.unlisted[0]?.reason}.`);
    expect(await newestIds()).toEqual(["b-small"]);
  });
});
