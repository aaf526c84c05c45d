// createAnonymousPost through the web SDK: what a post from /anon stores, field by field, for signed-out and
// signed-in callers, and that fields the caller left out are not stored.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { Timestamp } from "firebase-admin/firestore";
import { ANONYMOUS_AUTHOR_TYPE, createAnonymousPost } from "@village/shared";
import { signUpWithEmail } from "./support/accounts";
import { call, rawCall } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectDistinctRands, expectServerCreatedAt, storedPost, storedPostCount, timestampOf } from "./support/stored";

const newClient = freshEmulatorsPerTest();

// Every anonymous post keeps its author as moderators know it: a keyed hash of the verified identity (the
// anonymous account signed out, the account signed in), nothing derived from the network address. Every
// identity here is younger than a day: its post carries `newAuthorAt`, what safe mode counts (decision 0131).
const SERVER_KEYS = ["authorBrowser", "authorType", "createdAt", "newAuthorAt", "ownerUid", "rand"];
const SIGNED_OUT_KEYS = SERVER_KEYS;
const keysOf = (post: Record<string, unknown>) => Object.keys(post).sort();

describe("createAnonymousPost, signed out", () => {
  it("stores exactly title, link, text and the server's fields, with an empty ownerUid", async () => {
    const { id } = await call(newClient(), createAnonymousPost, {
      title: "Song",
      link: "https://example.com/song",
      text: "A song I like",
    });

    const post = await storedPost(id);
    expect(keysOf(post)).toEqual([...SIGNED_OUT_KEYS, "link", "text", "title"].sort());
    expect(post).toEqual({
      title: "Song",
      link: "https://example.com/song",
      text: "A song I like",
      authorType: ANONYMOUS_AUTHOR_TYPE,
      ownerUid: "",
      authorBrowser: expect.stringMatching(/^[0-9a-f]{32}$/),
      createdAt: expect.any(Timestamp),
      newAuthorAt: expect.any(Timestamp),
      rand: expect.any(Number),
    });
    expect(post.authorType).toBe("anonymous");
    expect(await storedPostCount()).toBe(1);
  });

  it("replies with the stored post's id and its public fields, nothing more, and stores no anonymous uid", async () => {
    const client = newClient();
    const reply = await rawCall(client, createAnonymousPost, { title: "Song", text: "Only public fields" });

    const { id } = createAnonymousPost.output.parse(reply);
    const stored = await storedPost(id);
    expect(stored).toMatchObject({ text: "Only public fields" });
    expect(reply).toStrictEqual({
      id,
      post: {
        postId: id,
        title: "Song",
        details: "Only public fields",
        createdAt: timestampOf(stored.createdAt).toDate().toISOString(),
      },
    });
    // The anonymous account's uid is in no stored field: only its keyed hash.
    const uid = client.auth.currentUser?.uid ?? "";
    expect(uid).not.toBe("");
    expect(JSON.stringify(stored)).not.toContain(uid);
  });

  it("answers a repeat of the same submission from the same identity with the same post", async () => {
    const client = newClient();
    const payload = { text: "Twice", requestId: randomUUID() };
    const first = await call(client, createAnonymousPost, payload);
    const second = await call(client, createAnonymousPost, payload);

    expect(second.id).toBe(first.id);
    expect(await storedPostCount()).toBe(1);
  });

  it("trims the title and link, trims the text and keeps its inner line breaks (CRLF stored as LF)", async () => {
    const { id } = await call(newClient(), createAnonymousPost, {
      title: "  Song \t",
      link: "\n https://example.com ",
      text: "\n  line 1\r\n\r\nline 2  \n",
    });

    const post = await storedPost(id);
    expect(post.title).toBe("Song");
    expect(post.link).toBe("https://example.com");
    expect(post.text).toBe("line 1\n\nline 2");
  });

  it.each([
    { sent: { title: "Only a title" }, stored: ["title"] },
    { sent: { text: "Only some text", link: "https://example.com" }, stored: ["link", "text"] },
    { sent: { text: "Only some text" }, stored: ["text"] },
    { sent: { title: "Title", text: "Text" }, stored: ["text", "title"] },
  ])("stores only the fields sent: $stored", async ({ sent, stored }) => {
    const { id } = await call(newClient(), createAnonymousPost, sent);

    const post = await storedPost(id);
    expect(keysOf(post)).toEqual([...SIGNED_OUT_KEYS, ...stored].sort());
    expect(post).toMatchObject(sent);
  });

  it("stores a blank field that was sent as an empty string beside a non-blank one", async () => {
    const { id } = await call(newClient(), createAnonymousPost, { title: " \u200B ", link: "  ", text: "Hello" });

    expect(await storedPost(id)).toMatchObject({ title: "", link: "", text: "Hello" });
  });

  it("sets createdAt to the server's time although the caller sent nothing about time", async () => {
    await expectServerCreatedAt(() => call(newClient(), createAnonymousPost, { text: "No time sent" }));
  });

  it("gives every post its own rand in [0, 1)", async () => {
    const client = newClient();
    const first = await call(client, createAnonymousPost, { text: "Same" });
    const second = await call(client, createAnonymousPost, { text: "Same" });

    expect(first.id).not.toBe(second.id);
    await expectDistinctRands([first.id, second.id]);
  });
});

describe("createAnonymousPost, signed in", () => {
  it("records the caller's uid as ownerUid and stores no author", async () => {
    const client = newClient();
    const user = await signUpWithEmail(client, "maya@example.com", "Maya");

    const reply = await call(client, createAnonymousPost, { title: "From Maya", text: "Still anonymous" });

    // The account is the key to deleting it: no token.
    expect(reply.deleteToken).toBeUndefined();
    const post = await storedPost(reply.id);
    expect(keysOf(post)).toEqual([...SERVER_KEYS, "text", "title"].sort());
    expect(post).toMatchObject({ authorType: ANONYMOUS_AUTHOR_TYPE, ownerUid: user.uid });
    expect(user.uid).not.toBe("");
  });
});
