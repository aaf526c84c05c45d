// createReply through the web SDK (issue #47): what a reply stores and lists, the per-thread anonymous names
// (two identities in three threads), the author's mark, every refusal, one reply per request id, and that a
// reply bumps nothing.
import { randomUUID } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { Timestamp, type DocumentSnapshot } from "firebase-admin/firestore";
import {
  ANONYMOUS_AGE_MESSAGE,
  ANONYMOUS_IDENTITY_MESSAGE,
  CHOOSE_A_NAME_MESSAGE,
  CONFIRM_AGE_FIRST_MESSAGE,
  createAnonymousPost,
  createReply,
  createSuggestion,
  EMPTY_REPLY_MESSAGE,
  HOME_DOCUMENT,
  LISTED_REPLIES_COLLECTION,
  NEWEST_POSTS_FIELD,
  POSTS_COLLECTION,
  REFUSED_POST_MESSAGE,
  REPLIES_CLOSED_MESSAGE,
  REPLIES_COLLECTION,
  REPLY_TO_MISSING_POST_MESSAGE,
  SEARCH_INDEX_COLLECTION,
  SUGGESTIONS_COLLECTION,
  THREAD_NAMES_COLLECTION,
  THREAD_REPLIERS_COLLECTION,
} from "@village/shared";
import { identityKeyHash } from "../src/services/posts/post-authors";
import { REUSED_REQUEST_ID_MESSAGE } from "../src/services/posts/posts";
import { suspend } from "../src/services/moderation/suspensions";
import { countReplies } from "../src/services/projection/reply-count";
import { candidateName, threadIdentity, threadWordIndex } from "../src/services/posts/thread-names";
import { tagged } from "../../test/support/post-ids";
import { settleDerivedData } from "../../test/support/settle";
import { signedUpAccount, signUpWithEmail } from "./support/accounts";
import { adminDb, call, failureOf, rawCall, withIdentity, type Client } from "./support/clients";
import { listedPost, publicViews } from "./support/moderation";
import { expectRefusal } from "./support/refusals";
import { TRIGGER_WAIT } from "./support/trigger-wait";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { emulatorSecret } from "../../test/support/emulator-secrets";

const newClient = freshEmulatorsPerTest();

/** The emulator's BROWSER_HASH_KEY, to compute what the server keys by it. */
const browserKey = emulatorSecret("BROWSER_HASH_KEY");

const thread = (postId: string) => adminDb().collection(SUGGESTIONS_COLLECTION).doc(postId);
const storedReplies = async (postId: string) => (await thread(postId).collection(REPLIES_COLLECTION).get()).docs;
const listedRepliesOf = async (postId: string) =>
  (await adminDb().collection(POSTS_COLLECTION).doc(postId).collection(LISTED_REPLIES_COLLECTION).get()).docs;

/** As if the pace's 30 seconds had passed for everyone in the thread: their last reply moved a minute back. */
async function paceElapsed(postId: string): Promise<void> {
  const repliers = await thread(postId).collection(THREAD_REPLIERS_COLLECTION).get();
  await Promise.all(
    repliers.docs.map((replier) => replier.ref.update({ lastReplyAt: Timestamp.fromMillis(Date.now() - 60_000) })),
  );
}

/** A signed-in account's suggestion, once its public document exists. */
async function publicSuggestion(client: Client, title: string): Promise<string> {
  const { id } = await call(client, createSuggestion, { title, details: "Details" });
  await vi.waitFor(async () => expect((await publicViews(id)).posts).toBe(true), TRIGGER_WAIT);
  return id;
}

const reply = (client: Client, postId: string, text: string, extra: Record<string, unknown> = {}) =>
  call(client, createReply, { postId, text, ...extra });
const anonymousReply = (client: Client, postId: string, text: string) =>
  reply(client, postId, text, { ageConfirmed: true });

const updateTimeOf = (snapshot: DocumentSnapshot) => snapshot.updateTime?.toMillis();

/** The thread's count as the post's public document holds it (absent: none), or null with no public document. */
async function publicReplyCount(postId: string): Promise<number | null> {
  const published = await adminDb().collection(POSTS_COLLECTION).doc(postId).get();
  return published.exists ? ((published.get("replyCount") as number | undefined) ?? 0) : null;
}

describe("createReply, signed in", () => {
  it("signs with the display name, is listed by the trigger, marks the author, stores once, bumps nothing", async () => {
    const poster = newClient();
    const posterUser = await signedUpAccount(poster, "poster@example.com", "Poster");
    const postId = await publicSuggestion(poster, "Bench by the river");
    await settleDerivedData();
    const db = adminDb();
    const before = await Promise.all([
      thread(postId).get(),
      db.collection(POSTS_COLLECTION).doc(postId).get(),
      db.doc(HOME_DOCUMENT).get(),
    ]);

    const ann = newClient();
    const annUser = await signedUpAccount(ann, "ann@example.com", "Ann");
    const requestId = randomUUID();
    const answered = await reply(ann, postId, "  Yes, please!\r\nBy the oak.  ", { requestId });
    expect(answered.reply).toEqual({
      replyId: expect.stringMatching(/^[A-Za-z0-9_-]{20}$/),
      postId,
      text: "Yes, please!\nBy the oak.",
      author: "Ann",
      createdAt: expect.any(String),
    });
    // The same request again (a retry, a double click): the same reply, nothing doubled.
    const again = await reply(ann, postId, "Yes, please!\nBy the oak.", { requestId });
    expect(again.reply).toEqual(answered.reply);
    // The same request id with other text is a reused form, refused.
    expectRefusal(await failureOf(reply(ann, postId, "Something else", { requestId })), {
      code: "already-exists",
      message: REUSED_REQUEST_ID_MESSAGE,
    });

    const byAuthor = await reply(poster, postId, "Thank you!");
    expect(byAuthor.reply).toMatchObject({ author: "Poster", byPostAuthor: true });

    const stored = Object.fromEntries((await storedReplies(postId)).map((doc) => [doc.id, doc.data()]));
    expect(Object.keys(stored).sort()).toEqual([answered.reply.replyId, byAuthor.reply.replyId].sort());
    expect(stored[answered.reply.replyId]).toEqual({
      text: "Yes, please!\nBy the oak.",
      author: "Ann",
      authorUid: annUser.uid,
      authorBrowser: identityKeyHash(annUser.uid, browserKey),
      createdAt: expect.any(Timestamp),
      rand: expect.any(Number),
    });
    expect(stored[byAuthor.reply.replyId]).toMatchObject({ authorUid: posterUser.uid, byPostAuthor: true });
    expect((stored[answered.reply.replyId]?.createdAt as Timestamp).toDate().toISOString()).toBe(
      answered.reply.createdAt,
    );

    // Listed by the trigger with the public fields only, the time as stored.
    await vi.waitFor(async () => expect(await listedRepliesOf(postId)).toHaveLength(2), TRIGGER_WAIT);
    const listed = Object.fromEntries((await listedRepliesOf(postId)).map((doc) => [doc.id, doc.data()]));
    const { createdAt: listedTime, ...listedFields } = listed[answered.reply.replyId] ?? {};
    const { createdAt: _sent, ...sentFields } = answered.reply;
    expect(listedFields).toEqual(sentFields);
    expect((listedTime as Timestamp).isEqual(stored[answered.reply.replyId]?.createdAt as Timestamp)).toBe(true);
    expect(Object.keys(listed[byAuthor.reply.replyId] ?? {}).sort()).toEqual(
      ["author", "byPostAuthor", "createdAt", "postId", "replyId", "text"].sort(),
    );

    // No bump: the post is as it was; its public document gains the count (decision 0118) and nothing else,
    // and the home page lists the same posts in the same order, the count beside this one.
    await vi.waitFor(async () => expect(await publicReplyCount(postId)).toBe(2), TRIGGER_WAIT);
    await settleDerivedData();
    const after = await Promise.all([
      thread(postId).get(),
      db.collection(POSTS_COLLECTION).doc(postId).get(),
      db.doc(HOME_DOCUMENT).get(),
    ]);
    expect(updateTimeOf(after[0])).toEqual(updateTimeOf(before[0]));
    expect(after[1].data()).toEqual({ ...before[1].data(), replyCount: 2 });
    await vi.waitFor(async () => {
      const home = (await db.doc(HOME_DOCUMENT).get()).get(NEWEST_POSTS_FIELD) as { postId: string }[];
      const was = before[2].get(NEWEST_POSTS_FIELD) as { postId: string }[];
      expect(home.map((entry) => entry.postId)).toEqual(was.map((entry) => entry.postId));
      expect(home.find((entry) => entry.postId === postId)).toMatchObject({ replyCount: 2 });
    }, TRIGGER_WAIT);
    // The first test of the file meets cold starts of the callables and of the reply trigger.
  }, 60_000);
});

describe("the thread's reply count (decision 0118)", () => {
  it("is exact after a burst, written about once a second, unchanged when nothing changed, and drops a hidden reply", async () => {
    const poster = newClient();
    await signedUpAccount(poster, "poster@example.com", "Poster");
    const postId = await publicSuggestion(poster, "Busy thread");
    const db = adminDb();
    const publishedRef = db.collection(POSTS_COLLECTION).doc(postId);
    // Every version of the public document the burst leaves: one per write.
    const versions = new Set<number>();
    const stopListening = publishedRef.onSnapshot((snapshot) => {
      const time = snapshot.updateTime?.toMillis();
      if (time !== undefined) versions.add(time);
    });
    const first = (await publishedRef.get()).updateTime?.toMillis();

    // A burst as the trigger meets it: 40 replies stored at once (as the callable stores them, in the console's way).
    const burst = 40;
    const started = Date.now();
    const replies = Array.from({ length: burst }, (_, index) =>
      thread(postId).collection(REPLIES_COLLECTION).doc(`r${index}`),
    );
    await Promise.all(
      replies.map((ref, index) =>
        ref.set({ text: `Reply ${index}`, author: "Anonymous Heron", createdAt: Timestamp.now(), rand: Math.random() }),
      ),
    );
    await vi.waitFor(async () => expect(await publicReplyCount(postId)).toBe(burst), {
      timeout: 30_000,
      interval: 200,
    });
    const seconds = (Date.now() - started) / 1000;
    expect(await listedRepliesOf(postId)).toHaveLength(burst);
    expect((await db.collection(SEARCH_INDEX_COLLECTION).doc(postId).get()).get("replyCount")).toBe(burst);
    stopListening();
    versions.delete(first ?? -1);
    // One count per post and second at most: never a write per reply.
    expect(versions.size).toBeGreaterThan(0);
    expect(versions.size).toBeLessThanOrEqual(Math.ceil(seconds) + 1);

    // Nothing changed: a count writes nothing, and an edited reply (listed again) asks for none.
    const settled = (await publishedRef.get()).updateTime;
    expect(await countReplies(postId, db)).toEqual({ replies: burst, written: false });
    await replies[0]?.update({ text: "Reply 0, edited" });
    await vi.waitFor(
      async () =>
        expect((await listedRepliesOf(postId)).find((doc) => doc.id === "r0")?.get("text")).toBe("Reply 0, edited"),
      TRIGGER_WAIT,
    );
    await settleDerivedData();
    expect((await publishedRef.get()).updateTime?.isEqual(settled as Timestamp)).toBe(true);

    // A hidden reply leaves the thread and its count (after the removal's random delay).
    await replies[1]?.update({ hidden: true });
    await vi.waitFor(async () => expect(await publicReplyCount(postId)).toBe(burst - 1), {
      timeout: 30_000,
      interval: 250,
    });
    expect(await listedRepliesOf(postId)).toHaveLength(burst - 1);

    // The post itself hidden, then restored: it comes back with its thread's count, with no reply to recount it.
    await thread(postId).update({ hidden: true });
    await vi.waitFor(async () => expect(await publicReplyCount(postId)).toBeNull(), TRIGGER_WAIT);
    await thread(postId).update({ hidden: false });
    await vi.waitFor(async () => expect(await publicReplyCount(postId)).toBe(burst - 1), TRIGGER_WAIT);
  }, 120_000);
});

describe("createReply's anonymous names", () => {
  it("gives each identity one name per thread, never another's, computed independently in each thread", async () => {
    const poster = newClient();
    await signedUpAccount(poster, "poster@example.com", "Poster");
    const posts = [
      await publicSuggestion(poster, "First"),
      await publicSuggestion(poster, "Second"),
      await publicSuggestion(poster, "Third"),
    ];
    const [a, b] = [newClient(), newClient()];
    const uids = { a: await withIdentity(a), b: await withIdentity(b) };

    const names: Record<"a" | "b", string[]> = { a: [], b: [] };
    for (const postId of posts) {
      // A replies first, then B: B's name is its own word unless A holds it, then the next word.
      const startA = threadWordIndex(uids.a, postId, browserKey);
      const startB = threadWordIndex(uids.b, postId, browserKey);
      const expectedA = candidateName(startA, 0).name;
      const ownB = candidateName(startB, 0).name;
      const expectedB = ownB === expectedA ? candidateName(startB, 1).name : ownB;
      const replyA = await anonymousReply(a, postId, "Same words");
      const replyB = await anonymousReply(b, postId, "Same words");
      expect(replyA.reply.author).toBe(expectedA);
      expect(replyB.reply.author).toBe(expectedB);
      expect(replyA.reply.author).not.toBe(replyB.reply.author);
      expect(replyA.reply.author).toMatch(/^Anonymous [A-Z][a-z]+$/);
      expect(replyA.reply.byPostAuthor).toBeUndefined();
      names.a.push(replyA.reply.author);
      names.b.push(replyB.reply.author);
    }
    // Throughout one thread, one name: A again in the first thread, once the pace allows.
    const [first] = posts;
    if (first === undefined) throw new Error("no post");
    await paceElapsed(first);
    expect((await anonymousReply(a, first, "Me again")).reply.author).toBe(names.a[0]);
    expect(await storedReplies(first)).toHaveLength(3);

    // Nothing stored for one identity in one thread recurs in another: reply ids, its key in the thread's
    // registry and its pace document's id all differ. The exceptions: the text (the same on purpose), the
    // moderation key `authorBrowser` (server only, as on anonymous posts, so "this author's posts" reaches
    // replies) and the name, which two independent hashes may pick alike (1 in 288).
    for (const [who, uid] of Object.entries(uids)) {
      const valuesPerThread = await Promise.all(
        posts.map(async (postId) => {
          const mine = threadIdentity(uid, postId, browserKey);
          const [replies, registry, repliers] = await Promise.all([
            storedReplies(postId),
            thread(postId).collection(THREAD_NAMES_COLLECTION).where("identity", "==", mine).get(),
            thread(postId).collection(THREAD_REPLIERS_COLLECTION).doc(mine).get(),
          ]);
          expect(registry.size, `${who}'s name in ${postId}`).toBe(1);
          expect(repliers.exists).toBe(true);
          const own = replies.filter((doc) => doc.get("authorBrowser") === identityKeyHash(uid, browserKey));
          expect(own.length).toBeGreaterThan(0);
          return new Set([
            ...own.flatMap((doc) => {
              const { text: _text, authorBrowser: _key, author: _name, ...rest } = doc.data();
              return [doc.id, ...Object.values(rest).map((value) => JSON.stringify(value))];
            }),
            ...registry.docs.map((doc) => String(doc.get("identity"))),
            repliers.id,
          ]);
        }),
      );
      for (const [index, values] of valuesPerThread.entries()) {
        for (const other of valuesPerThread.slice(index + 1)) {
          expect([...values].filter((value) => other.has(value))).toEqual([]);
        }
      }
    }
  });

  it("marks the post's author on their replies, signed out or signed in, with the thread's name", async () => {
    const browser = newClient();
    const { id: anonymousPost } = await listedPost(browser, "From a browser");
    const own = await anonymousReply(browser, anonymousPost, "I wrote this one");
    expect(own.reply).toMatchObject({ author: expect.stringMatching(/^Anonymous /), byPostAuthor: true });
    const other = await anonymousReply(newClient(), anonymousPost, "Someone else");
    expect(other.reply.byPostAuthor).toBeUndefined();

    // Signed in, on their own anonymous post: the thread's anonymous name, never the display name beside the
    // author's mark, which would say who wrote the anonymous post.
    const sam = newClient();
    const samUser = await signedUpAccount(sam, "sam@example.com", "Sam");
    const { id: samsPost } = await call(sam, createAnonymousPost, { title: "Quiet one", text: "Shh" });
    await vi.waitFor(async () => expect((await publicViews(samsPost)).posts).toBe(true), TRIGGER_WAIT);
    const samsReply = await reply(sam, samsPost, "Author here");
    expect(samsReply.reply).toMatchObject({ author: expect.stringMatching(/^Anonymous /), byPostAuthor: true });
    // ... and on someone else's post, Sam's own name, no mark.
    expect((await reply(sam, anonymousPost, "Hello")).reply).toEqual(
      expect.objectContaining({ author: "Sam", postId: anonymousPost }),
    );
    const stored = (await storedReplies(samsPost))[0]?.data();
    expect(stored).toMatchObject({ authorUid: samUser.uid, byPostAuthor: true });
  });
});

describe("createReply's refusals", () => {
  it("refuses each, storing nothing", async () => {
    const poster = newClient();
    await signedUpAccount(poster, "poster@example.com", "Poster");
    const open = await publicSuggestion(poster, "Open");
    const hidden = await publicSuggestion(poster, "Hidden");
    const closed = await publicSuggestion(poster, "Closed");
    await thread(hidden).update({ hidden: true, hiddenReason: "Test" });
    await thread(closed).update({ repliesClosed: true });
    await vi.waitFor(async () => expect((await publicViews(hidden)).posts).toBe(false), TRIGGER_WAIT);

    const visitor = newClient();
    // Each asked in turn (a thunk), so that no refusal arrives before the test awaits it.
    const refusals: [() => Promise<unknown>, { code: string; message: string }][] = [
      [
        () => anonymousReply(visitor, "no-such-post", "Hello"),
        { code: "not-found", message: REPLY_TO_MISSING_POST_MESSAGE },
      ],
      [
        () => anonymousReply(visitor, `${tagged("never").slice(0, -1)}x`, "Hello"),
        { code: "not-found", message: REPLY_TO_MISSING_POST_MESSAGE },
      ],
      [() => anonymousReply(visitor, hidden, "Hello"), { code: "not-found", message: REPLY_TO_MISSING_POST_MESSAGE }],
      [
        () => anonymousReply(visitor, closed, "Hello"),
        { code: "failed-precondition", message: REPLIES_CLOSED_MESSAGE },
      ],
      [() => anonymousReply(visitor, open, " \n "), { code: "invalid-argument", message: EMPTY_REPLY_MESSAGE }],
      [
        () => anonymousReply(visitor, open, "x".repeat(1001)),
        { code: "invalid-argument", message: "Your reply must be at most 1000 characters." },
      ],
      [
        () => reply(visitor, open, "Hello", { ageConfirmed: true, website: "spam.example" }),
        { code: "invalid-argument", message: REFUSED_POST_MESSAGE },
      ],
      [() => reply(visitor, open, "No age"), { code: "invalid-argument", message: ANONYMOUS_AGE_MESSAGE }],
      [
        () =>
          rawCall(
            newClient(),
            createReply,
            { postId: open, text: "Nobody", requestId: randomUUID() },
            { addIds: false },
          ),
        { code: "unauthenticated", message: ANONYMOUS_IDENTITY_MESSAGE },
      ],
    ];
    for (const [refused, expected] of refusals) expectRefusal(await failureOf(refused()), expected);

    const young = newClient();
    await signUpWithEmail(young, "young@example.com", "Young", { ageConfirmed: false });
    expectRefusal(await failureOf(reply(young, open, "Hi")), {
      code: "failed-precondition",
      message: CONFIRM_AGE_FIRST_MESSAGE,
    });
    const nameless = newClient();
    await signUpWithEmail(nameless, "nameless@example.com", null);
    expectRefusal(await failureOf(reply(nameless, open, "Hi")), {
      code: "failed-precondition",
      message: CHOOSE_A_NAME_MESSAGE,
    });

    // Suspended: an account, and a signed-out visitor's identity.
    const banned = newClient();
    const bannedUser = await signedUpAccount(banned, "banned@example.com", "Banned");
    const drifter = newClient();
    const drifterUid = await withIdentity(drifter);
    await adminDb().runTransaction((transaction) => {
      suspend(transaction, adminDb(), { kind: "account", key: bannedUser.uid }, "7d", "Brigading");
      suspend(transaction, adminDb(), { kind: "browser", key: identityKeyHash(drifterUid, browserKey) }, "1d", "Spam");
      return Promise.resolve();
    });
    const suspendedAccount = await failureOf(reply(banned, open, "Hi"));
    expect(suspendedAccount.code).toBe("permission-denied");
    expect(suspendedAccount.message).toMatch(/^This account may not post until .* \(Brigading\)/);
    const suspendedBrowser = await failureOf(anonymousReply(drifter, open, "Hi"));
    expect(suspendedBrowser.code).toBe("permission-denied");
    expect(suspendedBrowser.message).toMatch(/^This browser may not post anonymously until .* \(Spam\)/);

    for (const postId of [open, hidden, closed]) expect(await storedReplies(postId)).toEqual([]);

    // The per-thread pace: a second reply within 30 seconds in one thread, with a new request id.
    await anonymousReply(visitor, open, "First");
    const tooSoon = await failureOf(anonymousReply(visitor, open, "Second"));
    expect(tooSoon.code).toBe("resource-exhausted");
    expect(tooSoon.message).toMatch(
      /^You replied to this post a moment ago\. Please wait before replying again: try again in \d+ seconds?\.$/,
    );
    expect(await storedReplies(open)).toHaveLength(1);
  });
});
