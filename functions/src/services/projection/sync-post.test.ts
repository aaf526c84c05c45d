import { describe, expect, it } from "vitest";
import { FieldValue, Firestore, Timestamp, type Transaction } from "firebase-admin/firestore";
import { HELD_UNTIL_FIELD, HOME_DOCUMENT, searchIndexEntryFor, UNTAGGED_POSTS_MAX } from "@village/shared";
import type { SuggestionDocument } from "@village/shared/documents";
import {
  checkLimits,
  countChange,
  keepUntagged,
  listing,
  moveSearchEntry,
  postMarks,
  postTime,
  publish,
  syncRefs,
  UnlistablePost,
} from "./sync-post";

// References are built without a connection; nothing here reaches Firestore.
const db = new Firestore({ projectId: "demo-unit" });
const refs = syncRefs(db, "p1");
const at = Timestamp.fromMillis(Date.UTC(2026, 0, 1));
const now = Timestamp.fromMillis(Date.UTC(2026, 5, 1));
const suggestion: SuggestionDocument = {
  title: "Bench",
  "suggestion details": "By the river",
  author: "sam",
  authorUid: "uid-sam",
  createdAt: at,
};

/** A transaction that records its writes, as `path: what`. */
function recorder() {
  const writes: string[] = [];
  const transaction = {
    set: (ref: { path: string }) => writes.push(`set ${ref.path}`),
    update: (ref: { path: string }) => writes.push(`update ${ref.path}`),
    delete: (ref: { path: string }) => writes.push(`delete ${ref.path}`),
  } as unknown as Transaction;
  return { transaction, writes };
}

describe("postTime", () => {
  it("keeps a stored time, gives a post without one the time now, and has none for a post that is gone", () => {
    expect(postTime(suggestion, now)).toEqual({ createdAt: at, missing: false });
    expect(postTime({ title: "By hand" }, now)).toEqual({ createdAt: now, missing: true });
    expect(postTime(null, now)).toEqual({ createdAt: null, missing: false });
  });
});

describe("listing", () => {
  it("lists no post a deleted account kept until its own time to come back", () => {
    expect(listing("p1", { ...suggestion, [HELD_UNTIL_FIELD]: now }, at, null)).toBeNull();
  });

  it("lists a post's public fields only, never its account id", () => {
    expect(listing("p1", suggestion, at, null)).toEqual({
      postId: "p1",
      title: "Bench",
      details: "By the river",
      author: "sam",
      createdAt: at,
    });
    expect(listing("p2", { text: "Free text", authorType: "anonymous", createdAt: at }, at, null)).toEqual({
      postId: "p2",
      details: "Free text",
      createdAt: at,
    });
  });

  it("lists nothing for a post that is gone, hidden, or being unlisted", () => {
    expect(listing("p1", null, null, null)).toBeNull();
    expect(listing("p1", { ...suggestion, hidden: true }, at, null)).toBeNull();
    expect(listing("p1", suggestion, at, "too large")).toBeNull();
  });
});

describe("checkLimits", () => {
  const listed = listing("p1", suggestion, at, null);
  const paths = { post: refs.published.path, entry: refs.indexed.path };

  it("passes a post within every limit, and checks nothing for a post out of view", () => {
    const checked: string[] = [];
    const broken = (path: string) => (checked.push(path), []);
    checkLimits(broken, paths, listed, listed && searchIndexEntryFor(listed));
    expect(checked).toEqual(["posts/p1", "searchIndex/p1", HOME_DOCUMENT]);
    checkLimits(() => ["too much"], paths, null, null);
  });

  it("refuses a post whose home page of equals would break a limit, naming the document and the limit", () => {
    const broken = (path: string, data: object) =>
      path === HOME_DOCUMENT && (data as { newest: unknown[] }).newest.length === 25 ? ["2 MiB"] : [];
    expect(() => checkLimits(broken, paths, listed, null)).toThrow(UnlistablePost);
    expect(() => checkLimits(broken, paths, listed, null)).toThrow(`${HOME_DOCUMENT} would have 2 MiB`);
  });
});

describe("postMarks", () => {
  const hide = { line: null, deleted: false };

  it("writes nothing on a post that needs nothing, or is gone", () => {
    expect(postMarks(suggestion, null, null, null)).toBeNull();
    expect(postMarks(null, now, "reason", hide)).toBeNull();
  });

  it("gives a missing time, and sets or clears the unlisted mark", () => {
    expect(postMarks({ title: "By hand" }, now, null, null)).toEqual({ createdAt: now });
    expect(postMarks(suggestion, null, "too large", null)).toEqual({ unlisted: "too large" });
    expect(postMarks({ ...suggestion, unlisted: "too large" }, null, null, null)).toEqual({
      unlisted: FieldValue.delete(),
    });
  });

  it("marks a console hide as logged, and clears the mark when the console shows the post again", () => {
    expect(postMarks({ ...suggestion, hidden: true }, null, null, hide)).toEqual({ hiddenLogged: true });
    expect(postMarks(suggestion, null, null, hide)).toEqual({ hiddenLogged: FieldValue.delete() });
  });
});

describe("countChange", () => {
  it("moves the count when the public document appears or goes, and only then", () => {
    expect([
      countChange(true, false),
      countChange(false, true),
      countChange(true, true),
      countChange(false, false),
    ]).toEqual([1, -1, 0, 0]);
  });
});

describe("publish and moveSearchEntry", () => {
  const listed = listing("p1", suggestion, at, null);

  it("write the public document and the search entry while the post is listed", () => {
    const { transaction, writes } = recorder();
    publish(transaction, refs, listed, true);
    moveSearchEntry(transaction, refs, listed && searchIndexEntryFor(listed), false);
    expect(writes).toEqual(["set posts/p1", "set searchIndex/p1"]);
  });

  it("leave a public document that already says what the listing says (no fresh updateTime)", () => {
    const { transaction, writes } = recorder();
    if (!listed) throw new Error("listed");
    publish(transaction, refs, listed, true, { ...listed, createdAt: Timestamp.fromMillis(at.toMillis()) });
    expect(writes).toEqual([]);
    publish(transaction, refs, listed, true, { ...listed, title: "Old title" });
    const { author: _author, ...unsigned } = listed;
    publish(transaction, refs, unsigned, true, listed);
    expect(writes).toEqual(["set posts/p1", "set posts/p1"]);
  });

  it("delete what exists once the post leaves public view, and touch nothing that does not", () => {
    const { transaction, writes } = recorder();
    publish(transaction, refs, null, true);
    moveSearchEntry(transaction, refs, null, true);
    publish(transaction, refs, null, false);
    moveSearchEntry(transaction, refs, null, false);
    expect(writes).toEqual(["delete posts/p1", "delete searchIndex/p1"]);
  });
});

describe("keepUntagged", () => {
  const console20 = "AbCdEfGhIjKlMnOpQrSt";
  const keep = (postId: string, listed: boolean, ids: string[]) => {
    const { transaction, writes } = recorder();
    keepUntagged(transaction, refs, postId, listed, { ids });
    return writes;
  };

  it("lists an untagged post while it is public, and writes only when that changes", () => {
    expect(keep(console20, true, [])).toEqual(["set meta/untaggedPosts"]);
    expect(keep(console20, true, [console20])).toEqual([]);
    expect(keep(console20, false, [console20])).toEqual(["update meta/untaggedPosts"]);
    expect(keep(console20, false, [])).toEqual([]);
  });

  it("leaves out an id no page can name, and a new one once the list is full", () => {
    expect(keep("x".repeat(65), true, [])).toEqual([]);
    expect(keep("__reserved__", true, [])).toEqual([]);
    const full = Array.from({ length: UNTAGGED_POSTS_MAX }, (_, n) => `id${String(n)}`);
    expect(keep(console20, true, full)).toEqual([]);
    // Withdrawn all the same when it was listed before the list filled.
    expect(keep("id7", false, full)).toEqual(["update meta/untaggedPosts"]);
  });
});
