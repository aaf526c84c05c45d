import { readFileSync } from "node:fs";
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  addDoc,
  collection,
  collectionGroup,
  deleteDoc,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
  where,
  type Firestore,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE } from "@village/shared";
import { emulatorAddress, projectId } from "../support/emulators";
import { outsiderQuery as siteOutsiderQuery, signedInStranger, signedOut, type Outsider } from "../support/outsider";

// Seeded with the rules off (as the functions would write), then each rule tried with one request it
// allows and one it refuses, for a signed-out visitor and for a signed-in stranger.
//
// In a project of their own: the Functions emulator runs the site's triggers on the site's project only, so
// here a seeded post starts no trigger, and each test starts from exactly the seed without waiting for one
// (waiting cost ~2.5 s a test). The rules are the same file. The stranger's ID token comes from the site's
// Auth emulator; the Firestore emulator does not check a token's audience, so it is a stranger here too.
// Since nothing else touches this project, `npm test` runs this file while the functions' tests run (their
// emptying of the site's Auth may delete the stranger's account; its token still reads as a stranger's).
const RULES_PROJECT = `${projectId}-rules`;
const outsiderQuery: typeof siteOutsiderQuery = (outsider, query) =>
  siteOutsiderQuery(outsider, { ...query, project: RULES_PROJECT });

let env: RulesTestEnvironment;

/** A context's database for the modular API: rules-unit-testing hands out the compat instance, which the
 * modular functions accept (as its own documentation shows), under a type they do not declare. */
const modular = (context: RulesTestContext) => context.firestore() as unknown as Firestore;
let stranger: Outsider;

beforeAll(async () => {
  const { host, port } = emulatorAddress("firestore");
  env = await initializeTestEnvironment({
    projectId: RULES_PROJECT,
    firestore: { host, port, rules: readFileSync("firestore.rules", "utf8") },
  });
  stranger = await signedInStranger(`stranger-${Date.now()}@example.com`);
});

afterAll(() => env.cleanup());

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = modular(context);
    const createdAt = new Date();
    await setDoc(doc(db, "suggestions/existing"), { title: "Hello", authorUid: "alice", createdAt });
    await setDoc(doc(db, "posts/existing"), { postId: "existing", title: "Hello", createdAt });
    await setDoc(doc(db, "searchIndex/existing"), { postId: "existing", title: "Hello", keys: ["h"], createdAt });
    await setDoc(doc(db, "meta/home"), { posts: 1, newest: [] });
    await setDoc(doc(db, "meta/other"), { secret: true });
    await setDoc(doc(db, "private/thing"), { secret: true });
    await setDoc(doc(db, "private/thing/posts/nested"), { title: "Nested", createdAt });
    await setDoc(doc(db, "moderationLog/entry"), { action: "hidden", by: "moderator", reason: "Spam", createdAt });
    await setDoc(doc(db, "transparencyReports/2026-10"), { month: "2026-10", rows: { posts: 12 } });
    for (const path of SERVER_ONLY) await setDoc(doc(db, `${path}/existing_key`), { postId: "existing", createdAt });
    // A thread: the public post's listed reply, and a reply left listed under a post no longer public (hidden or
    // deleted: its `posts` document is gone), with the server-only documents beside the replies.
    const listedReply = { postId: "existing", replyId: "r1", text: "Hi", author: "Anonymous Heron", createdAt };
    await setDoc(doc(db, "posts/existing/listedReplies/r1"), listedReply);
    await setDoc(doc(db, "posts/gone/listedReplies/r2"), { ...listedReply, postId: "gone", replyId: "r2" });
    await setDoc(doc(db, "suggestions/existing/replies/r1"), { text: "Hi", authorBrowser: "abc", createdAt });
    await setDoc(doc(db, "suggestions/existing/threadNames/heron"), { identity: "abc" });
    await setDoc(doc(db, "suggestions/existing/threadRepliers/abc"), { lastReplyAt: createdAt, name: "Heron" });
    await setDoc(doc(db, "suggestions/existing/replyNotices/author"), { seen: 1, off: true });
    // An earlier version an author's edit replaced (issue #48): for the author and moderators, through callables.
    await setDoc(doc(db, "suggestions/existing/versions/1"), { title: "Before the edit", shownFrom: createdAt });
  });
});

// Moderation's private collections: who reported what, the counted reporters, the queue, tombstones, which log
// lines show which post's title, moderators' done requests.
const SERVER_ONLY = [
  "reports",
  "reportVoters",
  "moderationQueue",
  "deletedPosts",
  "moderationLogTitles",
  "moderationRequests",
];

const visitors = {
  "signed out": { db: () => modular(env.unauthenticatedContext()), outsider: () => signedOut },
  "signed in": {
    db: () => modular(env.authenticatedContext("alice", { email: "alice@example.com" })),
    outsider: () => stranger,
  },
};

it("allows the same page size in the rules as the app uses", () => {
  expect(readFileSync("firestore.rules", "utf8")).toContain(`return ${MAX_PAGE_SIZE};`);
});

for (const [who, { db, outsider }] of Object.entries(visitors)) {
  const newest = (name: string, size?: number) =>
    size === undefined
      ? query(collection(db(), name), orderBy("createdAt", "desc"))
      : query(collection(db(), name), orderBy("createdAt", "desc"), limit(size));

  describe(`suggestions (the system of record), ${who}`, () => {
    it("may not read one post", async () => {
      await assertFails(getDoc(doc(db(), "suggestions/existing")));
    });

    it("may not list even one page", async () => {
      await assertFails(getDocs(newest("suggestions", 1)));
    });

    it("may not create, update or delete", async () => {
      await assertFails(addDoc(collection(db(), "suggestions"), { title: "Sneaky" }));
      await assertFails(updateDoc(doc(db(), "suggestions/existing"), { title: "Changed" }));
      await assertFails(deleteDoc(doc(db(), "suggestions/existing")));
    });
  });

  describe(`posts (the public projection), ${who}`, () => {
    it("may read one post", async () => {
      await assertSucceeds(getDoc(doc(db(), "posts/existing")));
    });

    it("may list one page", async () => {
      await assertSucceeds(getDocs(newest("posts", MAX_PAGE_SIZE)));
    });

    it("may not list without a limit, or more than a page", async () => {
      await assertFails(getDocs(newest("posts")));
      await assertFails(getDocs(newest("posts", MAX_PAGE_SIZE + 1)));
    });

    it("may not create, update or delete", async () => {
      await assertFails(addDoc(collection(db(), "posts"), { title: "Sneaky" }));
      await assertFails(updateDoc(doc(db(), "posts/existing"), { title: "Changed" }));
      await assertFails(deleteDoc(doc(db(), "posts/existing")));
    });
  });

  describe(`listedReplies (a post's public replies), ${who}`, () => {
    const thread = (postId: string, size?: number) => {
      const replies = collection(db(), `posts/${postId}/listedReplies`);
      return size === undefined
        ? query(replies, orderBy("createdAt"))
        : query(replies, orderBy("createdAt"), orderBy(documentId()), limit(size));
    };

    it("may read one reply, and list one page of a public post's thread, oldest first", async () => {
      await assertSucceeds(getDoc(doc(db(), "posts/existing/listedReplies/r1")));
      const page = await assertSucceeds(getDocs(thread("existing", MAX_PAGE_SIZE)));
      expect(page.docs.map((reply) => reply.id)).toEqual(["r1"]);
    });

    it("may not read a hidden or deleted post's replies, one or a page", async () => {
      await assertFails(getDoc(doc(db(), "posts/gone/listedReplies/r2")));
      await assertFails(getDocs(thread("gone", 1)));
    });

    it("may not list without a limit, or more than a page", async () => {
      await assertFails(getDocs(thread("existing")));
      await assertFails(getDocs(thread("existing", MAX_PAGE_SIZE + 1)));
      const raw = await siteOutsiderQuery(outsider(), {
        collection: "listedReplies",
        parent: "posts/existing",
        limit: MAX_PAGE_SIZE + 1,
        project: RULES_PROJECT,
      });
      expect(raw.status).toBe(403);
    });

    it("may not create, update or delete", async () => {
      await assertFails(addDoc(collection(db(), "posts/existing/listedReplies"), { text: "Sneaky" }));
      await assertFails(setDoc(doc(db(), "posts/gone/listedReplies/r3"), { text: "Sneaky" }));
      await assertFails(updateDoc(doc(db(), "posts/existing/listedReplies/r1"), { text: "Changed" }));
      await assertFails(deleteDoc(doc(db(), "posts/existing/listedReplies/r1")));
    });

    it("may not reach the replies' system of record, the thread's names, its repliers, its author's marks or a post's earlier versions", async () => {
      const paths = ["replies/r1", "threadNames/heron", "threadRepliers/abc", "replyNotices/author", "versions/1"];
      for (const path of paths) {
        await assertFails(getDoc(doc(db(), `suggestions/existing/${path}`)));
        const name = path.split("/")[0] ?? "";
        await assertFails(getDocs(query(collection(db(), `suggestions/existing/${name}`), limit(1))));
        await assertFails(getDocs(query(collectionGroup(db(), name), limit(1))));
      }
      await assertFails(setDoc(doc(db(), "suggestions/existing/replies/r9"), { text: "Sneaky" }));
      await assertFails(setDoc(doc(db(), "suggestions/existing/versions/2"), { title: "Sneaky" }));
      // A raw REST listing, as an attacker would run it: every post's earlier versions at once.
      const versions = await outsiderQuery(outsider(), { collection: "versions", allDescendants: true, limit: 1 });
      expect(versions.status).toBe(403);
    });

    it("may not list every thread's replies at once", async () => {
      await assertFails(getDocs(query(collectionGroup(db(), "listedReplies"), limit(1))));
    });
  });

  describe(`transparencyReports (the monthly report), ${who}`, () => {
    const months = (size?: number) => {
      const reports = collection(db(), "transparencyReports");
      return size === undefined
        ? query(reports, orderBy("month", "desc"))
        : query(reports, orderBy("month", "desc"), limit(size));
    };

    it("may read a month, and list one page of months, newest first", async () => {
      await assertSucceeds(getDoc(doc(db(), "transparencyReports/2026-10")));
      await assertSucceeds(getDocs(months(MAX_PAGE_SIZE)));
    });

    it("may not list without a limit, or more than a page", async () => {
      await assertFails(getDocs(months()));
      await assertFails(getDocs(months(MAX_PAGE_SIZE + 1)));
    });

    it("may not create, update or delete: only the scheduled build writes it", async () => {
      await assertFails(setDoc(doc(db(), "transparencyReports/2026-11"), { month: "2026-11", rows: {} }));
      await assertFails(updateDoc(doc(db(), "transparencyReports/2026-10"), { rows: { posts: 1 } }));
      await assertFails(deleteDoc(doc(db(), "transparencyReports/2026-10")));
    });
  });

  describe(`searchIndex, ${who}`, () => {
    // Rules cannot require a field mask: a client allowed to list entries could download every key.
    it("may not list even one entry, with the SDK or a raw request without a mask", async () => {
      await assertFails(getDocs(query(collection(db(), "searchIndex"), limit(1))));
      await assertFails(
        getDocs(query(collection(db(), "searchIndex"), where("keys", "array-contains", "h"), limit(1))),
      );
      const reply = await outsiderQuery(outsider(), { collection: "searchIndex", limit: 1 });
      expect(reply.status).toBe(403);
      expect(reply.text).not.toContain("Hello");
    });

    it("may not read an entry by id", async () => {
      await assertFails(getDoc(doc(db(), "searchIndex/existing")));
    });

    it("may not create, update or delete", async () => {
      await assertFails(addDoc(collection(db(), "searchIndex"), { title: "Sneaky" }));
      await assertFails(updateDoc(doc(db(), "searchIndex/existing"), { title: "Changed" }));
      await assertFails(deleteDoc(doc(db(), "searchIndex/existing")));
    });
  });

  describe(`offsets, ${who}`, () => {
    // The SDKs cannot send an offset; any REST client can, and Firestore bills every skipped document.
    for (const name of ["posts"]) {
      it(`may list a page of ${name} without one`, async () => {
        expect((await outsiderQuery(outsider(), { collection: name, limit: 1 })).status).toBe(200);
      });

      it(`may not skip into ${name} with one`, async () => {
        const reply = await outsiderQuery(outsider(), { collection: name, limit: 1, offset: 1_000_000 });
        expect(reply.status).toBe(403);
      });
    }
  });

  describe(`collection-group queries, ${who}`, () => {
    for (const name of ["suggestions", "posts", "searchIndex", "meta", "moderationLog", ...SERVER_ONLY]) {
      it(`may not query every ${name} collection at once`, async () => {
        await assertFails(getDocs(query(collectionGroup(db(), name), limit(1))));
        expect((await outsiderQuery(outsider(), { collection: name, allDescendants: true, limit: 1 })).status).toBe(
          403,
        );
      });
    }
  });

  describe(`meta/home, ${who}`, () => {
    it("may not read the home document: the pages and /api/home serve it (decision 0107)", async () => {
      await assertFails(getDoc(doc(db(), "meta/home")));
    });

    it("may not change the home document", async () => {
      await assertFails(setDoc(doc(db(), "meta/home"), { posts: 1_000_000 }));
    });

    it("may not read other meta documents, or list meta", async () => {
      await assertFails(getDoc(doc(db(), "meta/other")));
      // The trigger's list of untagged public posts is the functions' own (decisions/0105).
      await assertFails(getDoc(doc(db(), "meta/untaggedPosts")));
      await assertFails(getDocs(query(collection(db(), "meta"), limit(1))));
    });
  });

  describe(`moderationLog (the public log, served by /api/moderation-log), ${who}`, () => {
    it("may not list it, even a page: each listed line would carry its commit time (decisions/0087)", async () => {
      await assertFails(getDocs(newest("moderationLog", 1)));
      expect((await outsiderQuery(outsider(), { collection: "moderationLog", limit: 1 })).status).toBe(403);
    });

    it("may not read an entry by id, or write", async () => {
      await assertFails(getDoc(doc(db(), "moderationLog/entry")));
      await assertFails(addDoc(collection(db(), "moderationLog"), { action: "kept", reason: "Forged" }));
      await assertFails(deleteDoc(doc(db(), "moderationLog/entry")));
    });
  });

  for (const path of SERVER_ONLY) {
    describe(`${path} (server only), ${who}`, () => {
      it("is written by the functions (rules off), and read by them", async () => {
        await env.withSecurityRulesDisabled(async (context) => {
          await assertSucceeds(getDoc(doc(modular(context), `${path}/existing_key`)));
        });
      });

      it("may not be read, listed or written by a client", async () => {
        await assertFails(getDoc(doc(db(), `${path}/existing_key`)));
        await assertFails(getDocs(query(collection(db(), path), limit(1))));
        await assertFails(setDoc(doc(db(), `${path}/forged`), { postId: "existing" }));
      });
    });
  }

  describe(`any other path, ${who}`, () => {
    it("may not read, even a collection named like a public one", async () => {
      await assertFails(getDoc(doc(db(), "private/thing")));
      await assertFails(getDoc(doc(db(), "private/thing/posts/nested")));
    });

    it("may not write", async () => {
      await assertFails(setDoc(doc(db(), "private/other"), { x: 1 }));
    });
  });
}

describe("a moderator (the custom claim)", () => {
  const moderatorDb = () => modular(env.authenticatedContext("mod", { moderator: true }));

  it("may not list the public log's documents either (the page reads /api/moderation-log)", async () => {
    await assertFails(getDocs(query(collection(moderatorDb(), "moderationLog"), limit(1))));
  });

  it("reads the queue and the reports only through the moderationQueue callable, never directly", async () => {
    for (const path of SERVER_ONLY) {
      await assertFails(getDoc(doc(moderatorDb(), `${path}/existing_key`)));
      await assertFails(getDocs(query(collection(moderatorDb(), path), limit(1))));
    }
  });
});
