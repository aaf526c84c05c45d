// Identities no one can forge or borrow (issue 28, decisions 0030 and 0031), tried as an attacker would: raw
// callable requests over HTTP, X-Forwarded-For standing in for addresses, anonymous accounts made with one
// REST call, and tokens kept after their account was disabled, revoked or suspended.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_DISABLED_MESSAGE,
  ANONYMOUS_IDENTITY_ENDED_MESSAGE,
  ANONYMOUS_IDENTITY_MESSAGE,
  HIDDEN_FIELD,
  moderatePost,
  MODERATION_QUEUE_COLLECTION,
  POSTS_COLLECTION,
  SESSION_ENDED_MESSAGE,
  SIGN_IN_TO_SUGGEST_MESSAGE,
  STALE_FORM_MESSAGE,
  SUGGESTIONS_COLLECTION,
} from "@village/shared";
import { suspend } from "../src/services/moderation/suspensions";
import { configuredLimit, startOfFreshWindow } from "../../test/support/rate-limits";
import { outsiderGet, signedOut } from "../../test/support/outsider";
import { signInWithEmailAndPassword } from "firebase/auth";
import { PASSWORD, signUpWithEmail } from "./support/accounts";
import { adminAuth, adminDb, call, type Client } from "./support/clients";
import { anonymousIdentity, httpCallReply, type AnonymousIdentity } from "./support/http-call";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { GONE, LISTED, publicViews, signInAsModerator } from "./support/moderation";
import { agedVerifiedAccount } from "./support/standing";
import { TRIGGER_WAIT } from "./support/trigger-wait";

const newClient = freshEmulatorsPerTest();
const THRESHOLD = configuredLimit("REPORTERS_TO_HIDE");

type Headers = Record<string, string>;

/** An anonymous post over plain HTTP, with whatever headers and fields the sender chooses. */
const postAnonymously = (headers: Headers, data: Record<string, unknown> = {}) =>
  httpCallReply("createAnonymousPost", { requestId: randomUUID(), ageConfirmed: true, text: "Hi", ...data }, headers);

const bearer = (idToken: string): Headers => ({ Authorization: `Bearer ${idToken}` });

async function postedBy(identity: AnonymousIdentity, address: string, text: string): Promise<string> {
  const reply = await postAnonymously({ ...identity.headers, "X-Forwarded-For": address }, { text });
  const id = reply.result?.id;
  if (typeof id !== "string") throw new Error(`The post was refused: ${reply.message ?? ""}`);
  await expect.poll(() => publicViews(id), TRIGGER_WAIT).toMatchObject(LISTED);
  return id;
}

async function moderator(): Promise<{ client: Client; uid: string; idToken: string }> {
  const client = newClient();
  const uid = await signInAsModerator(client, `mod-${randomUUID()}@example.com`);
  return { client, uid, idToken: (await client.auth.currentUser?.getIdToken()) ?? "" };
}

const isHidden = async (id: string) =>
  (await adminDb().collection(SUGGESTIONS_COLLECTION).doc(id).get()).get(HIDDEN_FIELD) === true;

describe("a signed-out poster's identity", () => {
  it("cannot be borrowed: a browser id of the old kind is refused, with or without an identity", async () => {
    const victimsOldId = randomUUID();
    const attacker = await anonymousIdentity();
    const senders: Headers[] = [{ "X-Forwarded-For": "203.0.113.5" }, attacker.headers];
    for (const headers of senders) {
      expect(await postAnonymously(headers, { clientId: victimsOldId })).toEqual({
        code: "invalid-argument",
        message: STALE_FORM_MESSAGE,
      });
    }
    const report = await httpCallReply(
      "reportPost",
      { postId: "any-post", reason: "spam", requestId: randomUUID(), clientId: victimsOldId },
      attacker.headers,
    );
    expect(report).toEqual({ code: "invalid-argument", message: STALE_FORM_MESSAGE });
    expect((await adminDb().collection(SUGGESTIONS_COLLECTION).get()).size).toBe(0);
  });

  it("is required: a post or a report with no verified identity is refused, from any address", async () => {
    for (const address of ["203.0.113.6", "198.51.100.6"]) {
      expect(await postAnonymously({ "X-Forwarded-For": address })).toEqual({
        code: "unauthenticated",
        message: ANONYMOUS_IDENTITY_MESSAGE,
      });
    }
    const id = await postedBy(await anonymousIdentity(), "203.0.113.7", "Reported without a key");
    const report = await httpCallReply(
      "reportPost",
      { postId: id, reason: "spam", requestId: randomUUID() },
      { "X-Forwarded-For": "203.0.113.8" },
    );
    expect(report).toEqual({ code: "unauthenticated", message: ANONYMOUS_IDENTITY_MESSAGE });
    expect((await adminDb().collection(SUGGESTIONS_COLLECTION).get()).size).toBe(1);
  });

  it("is never published: the anonymous uid is on no public document", async () => {
    const identity = await anonymousIdentity();
    const id = await postedBy(identity, "203.0.113.9", "Where is my uid?");
    const reply = await outsiderGet(signedOut, `${POSTS_COLLECTION}/${id}`);
    expect(reply.status).toBe(200);
    expect(reply.text).not.toContain(identity.uid);
    const stored = (await adminDb().collection(SUGGESTIONS_COLLECTION).doc(id).get()).data() ?? {};
    expect(JSON.stringify(stored)).not.toContain(identity.uid);
    expect(stored.ownerUid).toBe("");
  });

  it("is not a signed-in account: it cannot post a named suggestion, confirm an age or take a name", async () => {
    const identity = await anonymousIdentity();
    expect(
      await httpCallReply(
        "createSuggestion",
        { title: "As nobody", details: "Named?", requestId: randomUUID() },
        identity.headers,
      ),
    ).toEqual({ code: "unauthenticated", message: SIGN_IN_TO_SUGGEST_MESSAGE });
    for (const name of ["confirmAge", "updateDisplayName", "myPosts", "exportMyData", "moderationQueue"]) {
      expect((await httpCallReply(name, {}, identity.headers)).code).toBe("unauthenticated");
    }
  });
});

describe("hide this author's posts, and suspend, on an anonymous post", () => {
  it("reach exactly one identity: never another identity at the same address, whatever it sends", async () => {
    const mod = await moderator();
    const [troll, neighbour] = await Promise.all([anonymousIdentity(), anonymousIdentity()]);
    const bad = await postedBy(troll, "203.0.113.20", "Troll");
    const alsoBad = await postedBy(troll, "192.0.2.21", "Troll, elsewhere");
    const innocent = await postedBy(neighbour, "203.0.113.20", "Same household");

    expect(
      (await call(mod.client, moderatePost, { postId: bad, action: "hide-author", reason: "Trolling" })).posts,
    ).toBe(2);
    await expect.poll(() => publicViews(alsoBad), TRIGGER_WAIT).toMatchObject(GONE);
    expect(await isHidden(innocent)).toBe(false);

    await call(mod.client, moderatePost, { postId: bad, action: "suspend", duration: "7d", reason: "Trolling" });
    expect((await postAnonymously({ ...troll.headers, "X-Forwarded-For": "198.51.100.22" })).code).toBe(
      "permission-denied",
    );
    // The neighbour posts on, from the same address.
    expect((await postAnonymously({ ...neighbour.headers, "X-Forwarded-For": "203.0.113.20" })).result).toHaveProperty(
      "id",
    );
  });

  it("is a suspension of the identity: a fresh one still spends the same address's allowance", async () => {
    const mod = await moderator();
    const troll = await anonymousIdentity();
    const address = { "X-Forwarded-For": "203.0.113.30" };
    const bad = await postedBy(troll, "203.0.113.30", "Spam");
    await call(mod.client, moderatePost, { postId: bad, action: "suspend", duration: "1d", reason: "Spam" });
    expect((await postAnonymously({ ...troll.headers, ...address })).code).toBe("permission-denied");

    // Signing out and in again gives the troll a new identity: it is not suspended, but the address's daily
    // allowance (ANONYMOUS_POSTS_PER_DAY) still counts every post from there, whoever's identity it carries.
    const perDay = configuredLimit("ANONYMOUS_POSTS_PER_DAY");
    const replies = [];
    for (let post = 0; post < perDay; post++) {
      replies.push(await postAnonymously({ ...(await anonymousIdentity()).headers, ...address }));
    }
    expect(replies.filter((reply) => reply.result !== undefined)).toHaveLength(perDay - 1);
    expect(replies.at(-1)?.code).toBe("resource-exhausted");
  });
});

describe("an account that ended", () => {
  it("refuses a disabled account's old token for posting, reporting and moderating", async () => {
    const target = await postedBy(await anonymousIdentity(), "203.0.113.40", "Target");
    const mod = await moderator();
    const member = newClient();
    const memberToken = await (await signUpWithEmail(member, `member-${randomUUID()}@example.com`)).getIdToken();
    await adminAuth().updateUser(mod.uid, { disabled: true });
    await adminAuth().updateUser(member.auth.currentUser?.uid ?? "", { disabled: true });

    const refused = { code: "unauthenticated", message: ACCOUNT_DISABLED_MESSAGE };
    for (const idToken of [memberToken, mod.idToken]) {
      const headers = { ...bearer(idToken), "X-Forwarded-For": "203.0.113.41" };
      expect(
        await httpCallReply("createSuggestion", { title: "Still", details: "Here", requestId: randomUUID() }, headers),
      ).toEqual(refused);
      expect(await postAnonymously(headers)).toEqual(refused);
      expect(
        await httpCallReply("reportPost", { postId: target, reason: "spam", requestId: randomUUID() }, headers),
      ).toEqual(refused);
    }
    const modHeaders = bearer(mod.idToken);
    expect(
      await httpCallReply(
        "moderatePost",
        { postId: target, action: "hide", reason: "Disabled, still hiding", requestId: randomUUID() },
        modHeaders,
      ),
    ).toEqual(refused);
    expect(await httpCallReply("moderationQueue", {}, modHeaders)).toEqual(refused);
    expect(await isHidden(target)).toBe(false);
  });

  it("refuses a deleted or disabled anonymous identity's still-valid token, wherever it acts", async () => {
    const target = await postedBy(await anonymousIdentity(), "203.0.113.45", "Reported by a ghost");
    const [deleted, disabled] = await Promise.all([anonymousIdentity(), anonymousIdentity()]);
    const own = await postedBy(deleted, "203.0.113.46", "The ghost's own post");
    const alsoOwn = await postedBy(disabled, "203.0.113.46", "The other ghost's own post");
    await adminAuth().deleteUser(deleted.uid);
    await adminAuth().updateUser(disabled.uid, { disabled: true });

    const ended = { code: "unauthenticated", message: ANONYMOUS_IDENTITY_ENDED_MESSAGE };
    for (const [identity, mine] of [
      [deleted, own],
      [disabled, alsoOwn],
    ] as const) {
      const headers = { ...identity.headers, "X-Forwarded-For": "203.0.113.47" };
      const report = { postId: target, reason: "spam", note: "Still here", requestId: randomUUID() };
      expect(await httpCallReply("reportPost", report, headers)).toEqual(ended);
      expect(await postAnonymously(headers)).toEqual(ended);
      expect(await httpCallReply("deletePost", { postId: mine, requestId: randomUUID() }, headers)).toEqual(ended);
    }
    // Nothing of theirs reached moderators, and their posts stay (a moderator can still act on them).
    expect((await adminDb().collection(MODERATION_QUEUE_COLLECTION).doc(target).get()).exists).toBe(false);
    expect((await adminDb().collection(SUGGESTIONS_COLLECTION).get()).size).toBe(3);
  });

  it("refuses a token issued before the account's sessions were revoked, and takes a new sign-in", async () => {
    const mod = await moderator();
    const target = await postedBy(await anonymousIdentity(), "203.0.113.50", "Target");
    // Revocation is to the second (as Auth keeps it): the old token must be from an earlier second.
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await adminAuth().revokeRefreshTokens(mod.uid);

    const stale = bearer(mod.idToken);
    const hide = { postId: target, action: "hide", reason: "Revoked", requestId: randomUUID() };
    expect(await httpCallReply("moderatePost", hide, stale)).toEqual({
      code: "unauthenticated",
      message: SESSION_ENDED_MESSAGE,
    });
    expect(await httpCallReply("moderationQueue", {}, stale)).toEqual({
      code: "unauthenticated",
      message: SESSION_ENDED_MESSAGE,
    });
    expect(await isHidden(target)).toBe(false);

    // An anonymous identity revoked: told to reload, which starts a new one.
    const identity = await anonymousIdentity();
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    await adminAuth().revokeRefreshTokens(identity.uid);
    expect(await postAnonymously(identity.headers)).toEqual({
      code: "unauthenticated",
      message: ANONYMOUS_IDENTITY_ENDED_MESSAGE,
    });

    // Signed in again after the revocation, the moderator moderates.
    const { user } = await signInWithEmailAndPassword(
      mod.client.auth,
      mod.client.auth.currentUser?.email ?? "",
      PASSWORD,
    );
    const fresh = bearer(await user.getIdToken());
    expect((await httpCallReply("moderatePost", { ...hide, requestId: randomUUID() }, fresh)).result).toMatchObject({
      postId: target,
      action: "hide",
    });
  });

  it("takes a suspended account's weight as a reporter, and its moderating, while the suspension runs", async () => {
    await startOfFreshWindow();
    const target = await postedBy(await anonymousIdentity(), "203.0.113.60", "Brigaded");
    const reporters = await Promise.all(
      Array.from({ length: THRESHOLD }, async () => agedVerifiedAccount(newClient())),
    );
    const mod = await moderator();
    const [suspended] = reporters;
    if (!suspended) throw new Error("no reporter");
    for (const uid of [suspended.uid, mod.uid]) {
      await adminDb().runTransaction((transaction) => {
        suspend(transaction, adminDb(), { kind: "account", key: uid }, "7d", "Brigading");
        return Promise.resolve();
      });
    }

    for (const [index, reporter] of reporters.entries()) {
      const reply = await httpCallReply(
        "reportPost",
        { postId: target, reason: "spam", requestId: randomUUID() },
        { ...bearer(reporter.idToken), "X-Forwarded-For": `198.51.100.${index + 61}` },
      );
      expect(reply.result).toEqual({ reported: true, alreadyReported: false });
    }
    // Every report reaches moderators; the suspended account's did not count, so THRESHOLD - 1 did not hide it.
    const entry = (await adminDb().collection(MODERATION_QUEUE_COLLECTION).doc(target).get()).data();
    expect(entry).toMatchObject({ reports: THRESHOLD, countingReporters: THRESHOLD - 1 });
    expect(await isHidden(target)).toBe(false);

    // A suspended moderator does not moderate.
    expect(
      (
        await httpCallReply(
          "moderatePost",
          { postId: target, action: "hide", reason: "Suspended", requestId: randomUUID() },
          bearer(mod.idToken),
        )
      ).code,
    ).toBe("permission-denied");
  });
});
