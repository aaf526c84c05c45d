import { beforeEach, describe, expect, it, vi } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { fakeFirestore, type FakeFirestore } from "../../lib/firestore-fake";

const store = vi.hoisted(() => ({ fake: null as FakeFirestore | null }));
vi.mock("firebase-admin/firestore", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFirestore: () => store.fake?.db,
}));
const { accountPosts, accountPostsAsStored, accountPostsPage } = await import("./account-posts");

const at = (seconds: number) => new Timestamp(seconds, 0);

describe("the account's posts, read typed", () => {
  beforeEach(() => {
    store.fake = fakeFirestore({
      "suggestions/named": { title: "Bench", author: "Sam", authorUid: "uid-a", createdAt: at(20) },
      // Edited by hand in the console: a mistyped title and an extra field.
      "suggestions/edited": { title: 7, details: "x", authorUid: "uid-a", createdAt: at(30), note: "by hand" },
      "suggestions/anon": { text: "Free", authorType: "anonymous", ownerUid: "uid-a", createdAt: at(10) },
      "suggestions/other": { title: "Not theirs", authorUid: "uid-b", createdAt: at(40) },
    });
  });

  it("lists them newest first, a mistyped field read as absent, with the total on the first page", async () => {
    const page = await accountPostsPage("uid-a", 2);
    expect(page.posts.map(({ postId, title, anonymous }) => ({ postId, title, anonymous }))).toEqual([
      { postId: "edited", title: undefined, anonymous: false },
      { postId: "named", title: "Bench", anonymous: false },
    ]);
    expect(page.total).toBe(3);
    expect(page.next).toEqual(expect.any(String));
    expect((await accountPosts("uid-a")).map((post) => post.id).sort()).toEqual(["anon", "edited", "named"]);
  });

  it("reads them as stored for the data download: every field, as it is", async () => {
    const stored = await accountPostsAsStored("uid-a");
    expect(stored.find((post) => post.id === "edited")?.data()).toMatchObject({ title: 7, note: "by hand" });
  });
});
