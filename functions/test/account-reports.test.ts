// A deleted account leaves nothing behind that can act or be read (issue 21): its still-valid ID token (a
// token lives up to an hour) can neither post nor report, and its reports go with it; while it exists,
// exportMyData lists them.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  ACCOUNT_GONE_MESSAGE,
  deleteAccount,
  exportMyData,
  MODERATION_QUEUE_COLLECTION,
  reportPost,
  REPORTS_COLLECTION,
} from "@village/shared";
import { signUpWithEmail } from "./support/accounts";
import { adminAuth, adminDb, call } from "./support/clients";
import { httpCallReply } from "./support/http-call";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { listedPost } from "./support/moderation";
import { storedPostCount } from "./support/stored";

const newClient = freshEmulatorsPerTest();

const reportsOf = async (uid: string) =>
  (await adminDb().collection(REPORTS_COLLECTION).where("uid", "==", uid).get()).docs.map((doc) => doc.data());

describe("a deleted account's token", () => {
  it("cannot post a suggestion, an anonymous post or a report", async () => {
    const { id } = await listedPost(newClient());
    const client = newClient();
    const user = await signUpWithEmail(client, "leaver@example.com", "Leaver");
    const token = await user.getIdToken();
    await call(client, deleteAccount, { posts: "delete", confirm: "DELETE" });
    const before = await storedPostCount();

    const headers = { Authorization: `Bearer ${token}`, "X-Forwarded-For": "192.0.2.9" };
    const attempts = [
      await httpCallReply(
        "createSuggestion",
        { title: "Still here", details: "Posting after deletion", requestId: randomUUID() },
        headers,
      ),
      await httpCallReply(
        "createAnonymousPost",
        { text: "Quietly back", requestId: randomUUID(), ageConfirmed: true },
        headers,
      ),
      await httpCallReply("reportPost", { postId: id, reason: "spam", requestId: randomUUID() }, headers),
    ];
    for (const attempt of attempts) {
      expect(attempt).toEqual({ code: "unauthenticated", message: ACCOUNT_GONE_MESSAGE });
    }
    expect(await storedPostCount()).toBe(before);
    expect(await reportsOf(user.uid)).toEqual([]);
  });
});

describe("an account's reports", () => {
  /** Two reports by one account (one with a note), and someone else's report with a note of their own. */
  async function reporterWithTwoReports() {
    const first = await listedPost(newClient(), "First");
    const second = await listedPost(newClient(), "Second");
    const client = newClient();
    const user = await signUpWithEmail(client, "reporter@example.com");
    await call(client, reportPost, { postId: first.id, reason: "spam", note: "My own words about it" });
    await call(client, reportPost, { postId: second.id, reason: "scam" });
    await call(newClient(), reportPost, { postId: first.id, reason: "spam", note: "Someone else's note" });
    return { client, user, first, second };
  }

  it("are in exportMyData while the account exists", async () => {
    const { client, user, first, second } = await reporterWithTwoReports();
    const { reports } = await call(client, exportMyData, {});
    expect(reports.map(({ postId, reason, note, uid }) => ({ postId, reason, note, uid }))).toEqual(
      expect.arrayContaining([
        { postId: first.id, reason: "spam", note: "My own words about it", uid: user.uid },
        { postId: second.id, reason: "scam", note: undefined, uid: user.uid },
      ]),
    );
    expect(reports).toHaveLength(2);
    expect(reports[0]?.createdAt).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The post's title is not the reporter's data, and may be what a moderator removed.
    expect(reports.every((report) => !("title" in report))).toBe(true);
  });

  it("go with the account: deleteAccount deletes them and their notes, leaving others' reports", async () => {
    const { client, user, first } = await reporterWithTwoReports();
    await call(client, deleteAccount, { posts: "delete", confirm: "DELETE" });
    await expect(adminAuth().getUser(user.uid)).rejects.toMatchObject({ code: "auth/user-not-found" });
    expect(await reportsOf(user.uid)).toEqual([]);
    const everything = await adminDb().collection(REPORTS_COLLECTION).get();
    expect(everything.docs.map((doc) => doc.get("note") as unknown)).toEqual(["Someone else's note"]);
    const queue = (await adminDb().collection(MODERATION_QUEUE_COLLECTION).doc(first.id).get()).data();
    expect(JSON.stringify(queue)).not.toContain("My own words");
    expect(JSON.stringify(queue)).toContain("Someone else's note");
    // The counts name nobody, and stay for moderators.
    expect(queue).toMatchObject({ reports: 2 });
  });
});
