// The account page's callables: your own posts (and no one else's), the data export (also with no posts),
// and deleting an account with its posts deleted or kept without any link to it.
import { describe, expect, it, vi } from "vitest";
import {
  createAnonymousPost,
  createSuggestion,
  deleteAccount,
  DETAILS_FIELD,
  exportMyData,
  myPosts,
  POSTS_COLLECTION,
  SIGN_IN_FOR_ACCOUNT_MESSAGE,
  SIGN_IN_TO_DELETE_MESSAGE,
  SUGGESTIONS_COLLECTION,
} from "@village/shared";
import { signUpWithEmail } from "./support/accounts";
import { adminAuth, adminDb, call, failureOf } from "./support/clients";
import { TRIGGER_WAIT } from "./support/trigger-wait";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectRefusal } from "./support/refusals";
import { storedPost } from "./support/stored";
import { outsiderGet, signedOut } from "../../test/support/outsider";

const newClient = freshEmulatorsPerTest();
const DELETE = { posts: "delete", confirm: "DELETE" } as const;
const KEEP = { posts: "keep", confirm: "DELETE" } as const;

/** A post's public document as any visitor reads it over Firestore's REST API, with its commit times. */
const publicDocument = (id: string) => outsiderGet(signedOut, `${POSTS_COLLECTION}/${id}`);
interface RestDocument {
  fields: Record<string, unknown>;
  createTime: string;
  updateTime: string;
}
const restDocument = (reply: { text: string }) => JSON.parse(reply.text) as RestDocument;

/** Two people, each with a suggestion and an anonymous post made while signed in. */
async function twoPosters() {
  const ada = newClient();
  const bo = newClient();
  const adaUser = await signUpWithEmail(ada, "ada@example.com", "Ada");
  const boUser = await signUpWithEmail(bo, "bo@example.com", "Bo");
  const adaSuggestion = await call(ada, createSuggestion, { title: "Ada's idea", details: "Details" });
  const adaAnonymous = await call(ada, createAnonymousPost, { text: "Ada, quietly" });
  const boSuggestion = await call(bo, createSuggestion, { title: "Bo's idea", details: "Details" });
  return { ada, bo, adaUser, boUser, adaSuggestion, adaAnonymous, boSuggestion };
}

describe("myPosts", () => {
  it("lists the caller's own posts only, newest first, marking the anonymous ones", async () => {
    const { ada, adaSuggestion, adaAnonymous } = await twoPosters();
    const { posts, total } = await call(ada, myPosts, {});
    expect(total).toBe(2);
    expect(posts.map((post) => [post.postId, post.anonymous])).toEqual([
      [adaAnonymous.id, true],
      [adaSuggestion.id, false],
    ]);
    expect(JSON.stringify(posts)).not.toMatch(/authorUid|ownerUid/);
  });

  it("is empty for an account with no posts, and refuses a signed-out caller", async () => {
    const client = newClient();
    expectRefusal(await failureOf(call(client, myPosts, {})), {
      code: "unauthenticated",
      message: SIGN_IN_FOR_ACCOUNT_MESSAGE,
    });
    await signUpWithEmail(client, "new@example.com");
    expect(await call(client, myPosts, {})).toEqual({ posts: [], total: 0 });
  });
});

describe("exportMyData", () => {
  it("holds the account's details and every one of its posts with all stored fields", async () => {
    const { ada, adaUser, adaSuggestion, adaAnonymous, boSuggestion } = await twoPosters();
    const data = await call(ada, exportMyData, {});
    expect(data.account).toEqual({
      uid: adaUser.uid,
      email: "ada@example.com",
      displayName: "Ada",
      createdAt: new Date((await adminAuth().getUser(adaUser.uid)).metadata.creationTime).toISOString(),
      signInMethods: ["password"],
    });
    const byId = new Map(data.posts.map((post) => [post.id, post]));
    expect([...byId.keys()].sort()).toEqual([adaSuggestion.id, adaAnonymous.id].sort());
    expect(byId.has(boSuggestion.id)).toBe(false);
    const stored = await storedPost(adaSuggestion.id);
    const exported = byId.get(adaSuggestion.id);
    expect(Object.keys(exported ?? {}).sort()).toEqual(["id", ...Object.keys(stored)].sort());
    expect(exported).toMatchObject({
      title: "Ada's idea",
      [DETAILS_FIELD]: "Details",
      author: "Ada",
      authorUid: adaUser.uid,
      rand: stored.rand,
    });
    expect(exported?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(byId.get(adaAnonymous.id)).toMatchObject({ text: "Ada, quietly", ownerUid: adaUser.uid });
  });

  it("works for an account with no posts", async () => {
    const client = newClient();
    await signUpWithEmail(client, "quiet@example.com");
    const data = await call(client, exportMyData, {});
    expect(data.posts).toEqual([]);
    expect(data.account.email).toBe("quiet@example.com");
  });
});

describe("deleteAccount", () => {
  it("deletes the account and its posts (and their public documents), leaving others' alone", async () => {
    const { ada, adaUser, adaSuggestion, adaAnonymous, boSuggestion } = await twoPosters();
    expect(await call(ada, deleteAccount, DELETE)).toEqual({ deleted: true, postsDeleted: 2, postsKept: 0 });

    const posts = adminDb().collection(SUGGESTIONS_COLLECTION);
    expect((await posts.doc(adaSuggestion.id).get()).exists).toBe(false);
    expect((await posts.doc(adaAnonymous.id).get()).exists).toBe(false);
    expect((await posts.doc(boSuggestion.id).get()).exists).toBe(true);
    await expect(adminAuth().getUser(adaUser.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    await vi.waitFor(
      async () => expect((await adminDb().collection(POSTS_COLLECTION).doc(adaSuggestion.id).get()).exists).toBe(false),
      TRIGGER_WAIT,
    );
    const counters = await adminDb().collection("rateLimits").get();
    expect(counters.docs.map((doc) => doc.id).filter((id) => id.includes(adaUser.uid))).toEqual([]);
  });

  it("keeps the posts, unsigned, with every link to the account removed", async () => {
    const { ada, adaUser, adaSuggestion, adaAnonymous } = await twoPosters();
    const adaSecond = await call(ada, createSuggestion, { title: "Ada's second idea", details: "More" });
    // A true anonymous post, from a signed-out browser, to compare with.
    const anonymous = await call(newClient(), createAnonymousPost, { title: "Nobody's idea", text: "Hello" });
    const named = [adaSuggestion.id, adaSecond.id];
    const all = [...named, adaAnonymous.id, anonymous.id];
    await vi.waitFor(async () => {
      for (const id of all) expect((await publicDocument(id)).status).toBe(200);
    }, TRIGGER_WAIT);
    const anonymousBefore = await publicDocument(adaAnonymous.id);
    const namedBefore = await Promise.all(named.map(async (id) => restDocument(await publicDocument(id))));
    expect(await call(ada, deleteAccount, KEEP)).toEqual({ deleted: true, postsDeleted: 0, postsKept: 3 });

    // A visitor, as the attacker of issue 44 would: read the posts' documents over Firestore's REST API once
    // the named ones have changed (back again, at once on the emulator, which runs tasks before their time).
    const kept = await vi.waitFor(async () => {
      const replies = await Promise.all(named.map(publicDocument));
      for (const [index, reply] of replies.entries()) {
        expect(reply.status).toBe(200);
        expect(restDocument(reply).updateTime).not.toBe(namedBefore[index]?.updateTime);
      }
      return replies.map(restDocument);
    }, TRIGGER_WAIT);
    const trulyAnonymous = restDocument(await publicDocument(anonymous.id));
    // The same fields as a true anonymous post: no `author`, neither "anonymous" nor the name.
    for (const post of kept) {
      expect(Object.keys(post.fields).sort()).toEqual(Object.keys(trulyAnonymous.fields).sort());
      expect(post.fields).not.toHaveProperty("author");
    }
    // Each in a commit of its own: no shared update time ties them together.
    expect(new Set(kept.map((post) => post.updateTime)).size).toBe(kept.length);
    // The account's anonymous post, whose public document says nothing new, is not rewritten at all.
    expect((await publicDocument(adaAnonymous.id)).text).toBe(anonymousBefore.text);

    // And what is stored: no author, no link to the account.
    const suggestion = await storedPost(adaSuggestion.id);
    expect(suggestion).toMatchObject({ title: "Ada's idea" });
    expect(suggestion).not.toHaveProperty("author");
    expect(suggestion).not.toHaveProperty("authorUid");
    expect(await storedPost(adaAnonymous.id)).toMatchObject({ text: "Ada, quietly", ownerUid: "" });
    const everything = await adminDb().collection(SUGGESTIONS_COLLECTION).get();
    expect(JSON.stringify(everything.docs.map((doc) => doc.data()))).not.toContain(adaUser.uid);
  });

  it("refuses a signed-out caller, and a request without the typed DELETE, deleting nothing", async () => {
    const client = newClient();
    expectRefusal(await failureOf(call(client, deleteAccount, DELETE)), {
      code: "unauthenticated",
      message: SIGN_IN_TO_DELETE_MESSAGE,
    });
    const user = await signUpWithEmail(client, "careful@example.com");
    for (const confirm of ["delete", "", undefined]) {
      expectRefusal(await failureOf(call(client, deleteAccount, { posts: "delete", confirm })), {
        code: "invalid-argument",
        message: "Please type DELETE in capitals to confirm.",
      });
    }
    expectRefusal(await failureOf(call(client, deleteAccount, { posts: "both", confirm: "DELETE" })), {
      code: "invalid-argument",
      message: "Please choose whether to delete your posts or keep them.",
    });
    expect((await adminAuth().getUser(user.uid)).email).toBe("careful@example.com");
  });
});
