// What authors are told about moderation, tried as the author, another account, a moderator and a stranger
// on the internet would: raw callable requests included. The author alone learns that their post was hidden
// or removed (and why, as the public log says it) and that they are suspended; everyone else learns nothing,
// not even that the post exists.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  createAnonymousPost,
  createSuggestion,
  DELETED_POSTS_COLLECTION,
  deletePost,
  moderatePost,
  myPost,
  myPosts,
  mySuspension,
  NOT_AVAILABLE_MESSAGE,
  NO_IDENTITY_FOR_OWN_POST_MESSAGE,
  NO_IDENTITY_FOR_SUSPENSION_MESSAGE,
} from "@village/shared";
import { signUpWithEmail } from "./support/accounts";
import { adminDb, call, failureOf, rawCall, type Client } from "./support/clients";
import { httpCallReply } from "./support/http-call";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { GONE, publicViews, signInAsModerator } from "./support/moderation";
import { expectRefusal } from "./support/refusals";

const newClient = freshEmulatorsPerTest();

async function moderator(): Promise<Client> {
  const client = newClient();
  await signInAsModerator(client, `mod-${randomUUID()}@example.com`);
  return client;
}

async function member(name: string): Promise<{ client: Client; token: string }> {
  const client = newClient();
  const user = await signUpWithEmail(client, `${name}-${randomUUID()}@example.com`, name);
  return { client, token: await user.getIdToken() };
}

const gone = (id: string) => expect.poll(() => publicViews(id), { timeout: 10_000 }).toMatchObject(GONE);

const NOT_FOUND = { code: "not-found", message: NOT_AVAILABLE_MESSAGE };

/** What anyone but the author is told of a post, whatever became of it: exactly what a made-up id gets. */
async function expectNothingTold(client: Client, postId: string): Promise<void> {
  expectRefusal(await failureOf(call(client, myPost, { postId })), NOT_FOUND);
  expectRefusal(await failureOf(call(client, myPost, { postId: "neverWasAPost0000001" })), NOT_FOUND);
  const listed = (await call(client, myPosts, {})).posts.map((post) => post.postId);
  expect(listed).not.toContain(postId);
}

describe("a hidden post, told to its author", () => {
  it("shows its author the moderator's reason in myPosts and myPost; another account, a moderator and a stranger learn nothing", async () => {
    const mod = await moderator();
    const author = await member("Ada");
    const other = await member("Bo");
    const { id } = await call(author.client, createSuggestion, { title: "Bench by the river", details: "Please" });
    const kept = await call(author.client, createSuggestion, { title: "Still up", details: "Fine" });
    await call(mod, moderatePost, { postId: id, action: "hide", reason: "Off-topic advertising" });
    await gone(id);

    const mine = await call(author.client, myPosts, {});
    expect(mine.posts.find((post) => post.postId === id)).toMatchObject({
      title: "Bench by the river",
      moderation: { state: "hidden", by: "moderator", reason: "Off-topic advertising" },
    });
    expect(mine.posts.find((post) => post.postId === kept.id)?.moderation).toEqual({ state: "visible" });
    expect(await call(author.client, myPost, { postId: id })).toEqual({
      postId: id,
      post: expect.objectContaining({ postId: id, title: "Bench by the river", details: "Please", anonymous: false }),
      moderation: { state: "hidden", by: "moderator", reason: "Off-topic advertising" },
    });

    await expectNothingTold(other.client, id);
    await expectNothingTold(mod, id);
    // A stranger on the internet, with no identity at all, is refused and told nothing else.
    const stranger = await httpCallReply("myPost", { postId: id });
    expect(stranger).toEqual({ code: "unauthenticated", message: NO_IDENTITY_FOR_OWN_POST_MESSAGE });
    // Another account with a forged claim to the post in the payload is refused before anything is read.
    const forged = await failureOf(rawCall(other.client, myPost, { postId: id, authorUid: "anyone" }));
    expect(forged.code).toBe("invalid-argument");
    // Restored, it is up again, for its author as for everyone.
    await call(mod, moderatePost, { postId: id, action: "restore", reason: "Fine after all" });
    expect((await call(author.client, myPost, { postId: id })).moderation).toEqual({ state: "visible" });
  }, 90_000);

  it("tells an account of its anonymous post made while signed in, and the reason of 'hide this author's posts'", async () => {
    const mod = await moderator();
    const author = await member("Cy");
    const { id } = await call(author.client, createAnonymousPost, { title: "Quiet one", text: "Anonymous" });
    await call(mod, moderatePost, { postId: id, action: "hide-author", reason: "Harassment" });
    await gone(id);

    const reply = await call(author.client, myPost, { postId: id });
    expect(reply.post).toMatchObject({ title: "Quiet one", anonymous: true });
    expect(reply.moderation).toEqual({ state: "hidden", by: "moderator", reason: "Harassment" });
    await expectNothingTold((await member("Di")).client, id);
  }, 60_000);
});

describe("a removed post, told to its author", () => {
  it("tells its author it was removed and why, keeping no uid in the clear; nobody else is told", async () => {
    const mod = await moderator();
    const author = await member("Ed");
    const { id } = await call(author.client, createSuggestion, { title: "Doxxing", details: "An address" });
    await call(mod, moderatePost, { postId: id, action: "delete", reason: "Personal information" });
    await gone(id);

    expect(await call(author.client, myPost, { postId: id })).toEqual({
      postId: id,
      moderation: { state: "removed", by: "moderator", reason: "Personal information" },
    });
    const tombstone = (await adminDb().collection(DELETED_POSTS_COLLECTION).doc(id).get()).data() ?? {};
    const uid = author.client.auth.currentUser?.uid ?? "";
    expect(uid).not.toBe("");
    expect(JSON.stringify(tombstone)).not.toContain(uid);
    expect(JSON.stringify(tombstone)).not.toContain("Doxxing");

    await expectNothingTold((await member("Flo")).client, id);
    await expectNothingTold(mod, id);
  });

  it("has nothing to tell of a post its author deleted", async () => {
    const author = await member("Gus");
    const { id } = await call(author.client, createSuggestion, { title: "Mine", details: "Gone" });
    await call(author.client, deletePost, { postId: id });
    expectRefusal(await failureOf(call(author.client, myPost, { postId: id })), NOT_FOUND);
  });
});

describe("mySuspension", () => {
  it("returns the caller's own suspension (reason and end), and nobody else's", async () => {
    const mod = await moderator();
    const author = await member("Hal");
    const neighbour = await member("Ivy");
    const { id } = await call(author.client, createSuggestion, { title: "Spam", details: "Spam" });
    expect(await call(author.client, mySuspension, {})).toEqual({});

    const before = Date.now();
    await call(mod, moderatePost, { postId: id, action: "suspend", duration: "7d", reason: "Spam" });
    const { suspension } = await call(author.client, mySuspension, {});
    expect(suspension).toMatchObject({ kind: "account", reason: "Spam" });
    const end = Date.parse(suspension?.until ?? "");
    const week = 7 * 24 * 60 * 60 * 1000;
    expect(end).toBeGreaterThanOrEqual(before + week - 60_000);
    expect(end).toBeLessThanOrEqual(Date.now() + week + 60_000);

    // Nobody else learns of it: the neighbour, the moderator, a stranger, or a caller naming the author.
    expect(await call(neighbour.client, mySuspension, {})).toEqual({});
    expect(await call(mod, mySuspension, {})).toEqual({});
    expect(await httpCallReply("mySuspension", {})).toEqual({
      code: "unauthenticated",
      message: NO_IDENTITY_FOR_SUSPENSION_MESSAGE,
    });
    const uid = author.client.auth.currentUser?.uid ?? "";
    const named = await httpCallReply("mySuspension", { uid }, { Authorization: `Bearer ${neighbour.token}` });
    expect(named.code).toBe("invalid-argument");
  });

  it("says for good with no end, and nothing once a timed suspension is over", async () => {
    const mod = await moderator();
    const author = await member("Jo");
    const { id } = await call(author.client, createSuggestion, { title: "Threat", details: "Threat" });
    await call(mod, moderatePost, { postId: id, action: "suspend", duration: "forever", reason: "Threats" });
    expect(await call(author.client, mySuspension, {})).toEqual({
      suspension: { kind: "account", reason: "Threats" },
    });

    // A suspension whose end has passed (its TTL deletion may lag) is over.
    const suspensions = await adminDb().collection("suspensions").get();
    await Promise.all(suspensions.docs.map((doc) => doc.ref.update({ until: new Date(Date.now() - 1000) })));
    expect(await call(author.client, mySuspension, {})).toEqual({});
  });
});
