import { describe, expect, it, vi } from "vitest";
import { fakeFirestore, type FakeFirestore } from "../../lib/firestore-fake";

const store = vi.hoisted(() => ({ fake: null as FakeFirestore | null }));
vi.mock("firebase-admin/firestore", async (importOriginal) => ({
  ...(await importOriginal<object>()),
  getFirestore: () => store.fake?.db,
}));
const { renameAuthor } = await import("./rename-author");

describe("renameAuthor", () => {
  it("re-signs the account's named posts whose name differs, a mistyped name (a hand edit) included", async () => {
    store.fake = fakeFirestore({
      "suggestions/old": { title: "A", author: "Sam", authorUid: "uid-a" },
      "suggestions/same": { title: "B", author: "Sam B", authorUid: "uid-a" },
      "suggestions/edited": { title: "C", author: 42, authorUid: "uid-a" },
      "suggestions/other": { title: "D", author: "Kim", authorUid: "uid-b" },
    });
    expect(await renameAuthor("uid-a", "Sam B")).toBe(2);
    expect(store.fake.writes.sort()).toEqual(["update suggestions/edited", "update suggestions/old"]);
    expect(store.fake.docs.get("suggestions/edited")).toEqual({ title: "C", author: "Sam B", authorUid: "uid-a" });
  });
});
