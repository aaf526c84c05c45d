// Costs one signed-in account could multiply, run as the attacker would: raw HTTP callable requests with the
// account's ID token, in a loop. A rename rewrites every named post of the account (and runs the trigger for
// each), so renames spend an allowance; the account's own list is read a bounded page at a time; the data
// download, which reads everything, spends an allowance too. functions/.env.test sets the day allowances
// below the window's (3 renames, 2 downloads), so that a burst meets the daily limit.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import {
  createSuggestion,
  MY_POSTS_CURSOR_MESSAGE,
  MY_POSTS_PAGE_SIZE,
  SUGGESTIONS_COLLECTION,
  updateDisplayName,
  exportMyData,
  myPosts,
} from "@village/shared";
import { signUpWithEmail } from "./support/accounts";
import { adminAuth, adminDb, call } from "./support/clients";
import { httpCallReply } from "./support/http-call";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectReadableSentence } from "./support/refusals";
import { storedPost } from "./support/stored";

const newClient = freshEmulatorsPerTest();

const RENAMES_PER_DAY = 3;
const EXPORTS_PER_DAY = 2;
const dailyLimit = (count: number, counted: string) =>
  new RegExp(
    `^You've reached today's limit of ${count} ${counted}\\. Please try again in \\d+ (hour|minute|second)s?\\.$`,
  );

/** A raw callable request with the account's ID token, as any HTTP client could send it. */
const asAccount = (idToken: string) => (name: string, data: unknown) =>
  httpCallReply(name, data, { Authorization: `Bearer ${idToken}` });

describe("updateDisplayName, called in a loop", () => {
  it(`renames ${RENAMES_PER_DAY} times a day, so 20 renames in a row rewrite each post at most ${RENAMES_PER_DAY} times`, async () => {
    const client = newClient();
    const user = await signUpWithEmail(client, "renamer@example.com", "Renamer");
    // Verified, so that its five posts fit its allowance (an unverified account's is smaller: decision 0089).
    await adminAuth().updateUser(user.uid, { emailVerified: true });
    const ids: string[] = [];
    for (let index = 0; index < 5; index += 1) {
      ids.push((await call(client, createSuggestion, { title: `Post ${index}`, details: "x" })).id);
    }
    const send = asAccount(await user.getIdToken());

    const replies = [];
    for (let index = 0; index < 20; index += 1) {
      replies.push(await send(updateDisplayName.name, { displayName: `Name ${index}`, requestId: randomUUID() }));
    }

    const accepted = replies.filter((reply) => reply.result);
    expect(accepted.map((reply) => reply.result)).toEqual(
      Array.from({ length: RENAMES_PER_DAY }, (_, index) => ({ displayName: `Name ${index}`, postsRenamed: 5 })),
    );
    const rewrites = accepted.reduce((sum, reply) => sum + Number(reply.result?.postsRenamed), 0);
    expect(rewrites).toBe(RENAMES_PER_DAY * ids.length);
    for (const refused of replies.slice(RENAMES_PER_DAY)) {
      expect(refused.code).toBe("resource-exhausted");
      expect(refused.message).toMatch(dailyLimit(RENAMES_PER_DAY, "name changes"));
      expectReadableSentence(refused.message ?? "");
    }
    // A refused rename changed nothing: the account and its posts keep the last name allowed.
    const last = `Name ${RENAMES_PER_DAY - 1}`;
    expect((await adminAuth().getUser(user.uid)).displayName).toBe(last);
    for (const id of ids) expect(await storedPost(id)).toMatchObject({ author: last });
  });
});

/** `suggestions` of the account (every third an anonymous post made signed in), one a minute back from now. */
async function seedAccountPosts(uid: string, count: number): Promise<string[]> {
  const now = Date.now() - 60_000;
  const batch = adminDb().batch();
  const ids = Array.from({ length: count }, (_, index) => `mine-${String(index).padStart(3, "0")}`);
  ids.forEach((id, index) => {
    const anonymous = index % 3 === 2;
    // Two posts share a time: the page boundary must neither repeat nor skip either.
    const at = Timestamp.fromMillis(now - Math.min(index, count - 2) * 60_000);
    batch.set(adminDb().collection(SUGGESTIONS_COLLECTION).doc(id), {
      title: `Mine ${index}`,
      ...(anonymous
        ? { text: "quiet", authorType: "anonymous", ownerUid: uid }
        : { "suggestion details": "named", author: "Pager", authorUid: uid }),
      createdAt: at,
      rand: 0.5,
    });
  });
  await batch.commit();
  return ids;
}

describe("myPosts, for an account with many posts", () => {
  it(`answers at most ${MY_POSTS_PAGE_SIZE} posts a call, newest first, and pages through them all`, async () => {
    const client = newClient();
    const user = await signUpWithEmail(client, "pager@example.com", "Pager");
    const count = MY_POSTS_PAGE_SIZE + 7;
    const ids = await seedAccountPosts(user.uid, count);
    const send = asAccount(await user.getIdToken());

    const first = await send(myPosts.name, {});
    const firstPage = myPosts.output.parse(first.result);
    expect(firstPage.posts).toHaveLength(MY_POSTS_PAGE_SIZE);
    expect(firstPage.total).toBe(count);
    expect(firstPage.next).toEqual(expect.any(String));

    const second = myPosts.output.parse((await send(myPosts.name, { cursor: firstPage.next })).result);
    expect(second.posts).toHaveLength(count - MY_POSTS_PAGE_SIZE);
    expect(second.next).toBeUndefined();
    const seen = [...firstPage.posts, ...second.posts].map((post) => post.postId);
    // Every post once, newest first (the two sharing a time by id, descending).
    const expected = [...ids.slice(0, count - 2), ids[count - 1], ids[count - 2]];
    expect(seen).toEqual(expected);
    expect([...firstPage.posts, ...second.posts].filter((post) => post.anonymous)).toHaveLength(
      ids.filter((_, index) => index % 3 === 2).length,
    );
  });

  it("refuses a cursor it did not give", async () => {
    const client = newClient();
    const user = await signUpWithEmail(client, "forger@example.com", "Forger");
    const send = asAccount(await user.getIdToken());
    for (const cursor of ["not-a-cursor", Buffer.from('{"seconds":1,"nanos":0,"id":"../x"}').toString("base64url")]) {
      expect(await send(myPosts.name, { cursor })).toEqual({
        code: "invalid-argument",
        message: MY_POSTS_CURSOR_MESSAGE,
      });
    }
  });
});

describe("exportMyData, called in a loop", () => {
  it(`downloads ${EXPORTS_PER_DAY} times a day, then refuses before reading anything`, async () => {
    const client = newClient();
    const user = await signUpWithEmail(client, "exporter@example.com", "Exporter");
    await seedAccountPosts(user.uid, 3);
    const send = asAccount(await user.getIdToken());

    const replies = [];
    for (let index = 0; index < 5; index += 1) replies.push(await send(exportMyData.name, {}));

    for (const reply of replies.slice(0, EXPORTS_PER_DAY)) {
      expect(exportMyData.output.parse(reply.result).posts).toHaveLength(3);
    }
    for (const refused of replies.slice(EXPORTS_PER_DAY)) {
      expect(refused.code).toBe("resource-exhausted");
      expect(refused.message).toMatch(dailyLimit(EXPORTS_PER_DAY, "downloads of your data"));
    }
  });
});
