// Who a suggestion is signed with: the account's own chosen name, cleaned by the shared rules, never a name
// from the payload and never, silently, its e-mail address; and a new name reaches every past named post.
import { describe, expect, it } from "vitest";
import type { User } from "firebase/auth";
import { updateProfile } from "firebase/auth";
import {
  CHOOSE_A_NAME_MESSAGE,
  createAnonymousPost,
  createSuggestion,
  HOME_DOCUMENT,
  NEWEST_POSTS_FIELD,
  POSTS_COLLECTION,
  RESERVED_DISPLAY_NAME_MESSAGE,
  SEARCH_INDEX_COLLECTION,
  SIGN_IN_TO_NAME_MESSAGE,
  updateDisplayName,
} from "@village/shared";
import { emulatorHosts, projectId } from "../../test/support/emulators";
import { signInWithGoogle, signUpWithEmail } from "./support/accounts";
import { adminDb, call, failureOf, type Client } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectRefusal, expectRefusedStoringNothing } from "./support/refusals";
import { storedPost } from "./support/stored";

const newClient = freshEmulatorsPerTest();

const GINA = { sub: "g-1", email: "g@example.com", email_verified: true, name: "Gina" };

describe("the author of a suggestion", () => {
  // Each kind of account that has a name to post with: how it signs in, and the author it posts as.
  const named: { kind: string; signIn: (client: Client) => Promise<User>; author: string }[] = [
    { kind: "a Google account's display name", signIn: (client) => signInWithGoogle(client, GINA), author: "Gina" },
    {
      kind: "the display name an e-mail account set right after signing up",
      signIn: (client) => signUpWithEmail(client, "maya@example.com", "Maya"),
      author: "Maya",
    },
    {
      kind: "a display name cleaned by the title rules, even one set around the server",
      signIn: (client) => signUpWithEmail(client, "rtl@example.com", " Ro\u202Ese\u0000 "),
      author: "Rose",
    },
  ];

  it.each(named)("is $kind", async ({ signIn, author }) => {
    const client = newClient();
    const user = await signIn(client);

    const { id } = await call(client, createSuggestion, { title: "Hi", details: "Who wrote this?" });

    expect(await storedPost(id)).toMatchObject({ author, authorUid: user.uid });
  });

  // An account with an e-mail and no chosen name: posting under the e-mail would publish it without asking.
  const unnamed: { kind: string; signIn: (client: Client) => Promise<User> }[] = [
    {
      kind: "a Google account without a name",
      signIn: (client) => signInWithGoogle(client, { sub: "g-2", email: "noname@example.com", email_verified: true }),
    },
    {
      kind: "an e-mail account without a display name",
      signIn: (client) => signUpWithEmail(client, "ola@example.com", null),
    },
    {
      kind: "an e-mail account whose name is blank",
      signIn: (client) => signUpWithEmail(client, "b@example.com", "  "),
    },
  ];

  it.each(unnamed)("is never the e-mail of $kind: the post is refused until a name is chosen", async ({ signIn }) => {
    const client = newClient();
    await signIn(client);

    await expectRefusedStoringNothing(call(client, createSuggestion, { title: "Hi", details: "x" }), {
      code: "failed-precondition",
      message: CHOOSE_A_NAME_MESSAGE,
    });
  });

  it("is the e-mail address once the person chose it on purpose", async () => {
    const client = newClient();
    const user = await signUpWithEmail(client, "ola@example.com", null);

    expect(await call(client, updateDisplayName, { useEmail: true })).toEqual({
      displayName: "ola@example.com",
      postsRenamed: 0,
    });
    const { id } = await call(client, createSuggestion, { title: "Hi", details: "x" });

    expect(await storedPost(id)).toMatchObject({ author: "ola@example.com", authorUid: user.uid });
  });

  it.each([
    { name: "Moderator", message: `${RESERVED_DISPLAY_NAME_MESSAGE} You can change it on your account page.` },
    {
      name: "x".repeat(51),
      message: "Display name must be at most 50 characters. You can change it on your account page.",
    },
  ])("refuses a name set around the server that the rules refuse ($name)", async ({ name, message }) => {
    const client = newClient();
    const user = await signUpWithEmail(client, "sly@example.com", null);
    // The Auth REST API takes any name; the server checks it again before publishing it.
    await updateProfile(user, { displayName: name });

    await expectRefusedStoringNothing(call(client, createSuggestion, { title: "Hi", details: "x" }), {
      code: "failed-precondition",
      message,
    });
  });

  it("is each caller's own, when two users post", async () => {
    const gina = newClient();
    const maya = newClient();
    const ginaUser = await signInWithGoogle(gina, GINA);
    const mayaUser = await signUpWithEmail(maya, "maya@example.com", "Maya");

    const fromGina = await call(gina, createSuggestion, { title: "One", details: "Gina's" });
    const fromMaya = await call(maya, createSuggestion, { title: "Two", details: "Maya's" });

    expect(await storedPost(fromGina.id)).toMatchObject({ author: "Gina", authorUid: ginaUser.uid });
    expect(await storedPost(fromMaya.id)).toMatchObject({ author: "Maya", authorUid: mayaUser.uid });
  });

  it.each([
    { field: "author", payload: { title: "Hi", details: "x", author: "Someone else" } },
    { field: "authorUid", payload: { title: "Hi", details: "x", authorUid: "someone-else" } },
  ])("is never taken from the payload: a $field sent is refused", async ({ field, payload }) => {
    const client = newClient();
    await signInWithGoogle(client, GINA);

    await expectRefusedStoringNothing(call(client, createSuggestion, payload), {
      code: "invalid-argument",
      message: `This request has fields Village does not accept: "${field}".`,
    });
  });
});

describe("updateDisplayName", () => {
  it("stores the name cleaned on the server", async () => {
    const client = newClient();
    const user = await signUpWithEmail(client, "ada@example.com", null);

    expect(await call(client, updateDisplayName, { displayName: "  Ada\u202E\u0000 L. " })).toEqual({
      displayName: "Ada L.",
      postsRenamed: 0,
    });
    await user.reload();
    expect(user.displayName).toBe("Ada L.");
  });

  it.each([
    { displayName: "Administrator", message: RESERVED_DISPLAY_NAME_MESSAGE },
    { displayName: "a.n.o.n.y.m.o.u.s", message: RESERVED_DISPLAY_NAME_MESSAGE },
    { displayName: "x".repeat(51), message: "Display name must be at most 50 characters." },
    { displayName: "\u200B ", message: "Please enter a display name." },
  ])("refuses $displayName and changes nothing", async ({ displayName, message }) => {
    const client = newClient();
    const user = await signUpWithEmail(client, "ada@example.com", "Ada");

    expectRefusal(await failureOf(call(client, updateDisplayName, { displayName })), {
      code: "invalid-argument",
      message,
    });
    await user.reload();
    expect(user.displayName).toBe("Ada");
  });

  it("refuses a signed-out caller", async () => {
    expectRefusal(await failureOf(call(newClient(), updateDisplayName, { displayName: "Ada" })), {
      code: "unauthenticated",
      message: SIGN_IN_TO_NAME_MESSAGE,
    });
  });

  it("re-signs the person's past named posts everywhere public, and never their anonymous posts", async () => {
    const client = newClient();
    const other = newClient();
    await signUpWithEmail(client, "mistake@example.com", null);
    await call(client, updateDisplayName, { useEmail: true });
    const first = await call(client, createSuggestion, { title: "First", details: "one" });
    const second = await call(client, createSuggestion, { title: "Second", details: "two" });
    const quiet = await call(client, createAnonymousPost, { title: "Quiet", text: "made signed in" });
    await signUpWithEmail(other, "someone@example.com", "Someone");
    const theirs = await call(other, createSuggestion, { title: "Theirs", details: "untouched" });
    const named = [first.id, second.id];
    await expect
      .poll(() => publicAuthors(named), { timeout: 20_000 })
      .toEqual(["mistake@example.com", "mistake@example.com"]);

    expect(await call(client, updateDisplayName, { displayName: "Mira" })).toEqual({
      displayName: "Mira",
      postsRenamed: 2,
    });

    for (const id of named) expect(await storedPost(id)).toMatchObject({ author: "Mira" });
    const publicView = async () => ({
      posts: await publicAuthors(named),
      search: await searchAuthors(),
      home: await homeAuthors(),
      feed: await feedText(),
    });
    await expect.poll(publicView, { timeout: 20_000 }).toMatchObject({
      posts: ["Mira", "Mira"],
      search: { First: "Mira", Second: "Mira", Theirs: "Someone" },
      home: { First: "Mira", Second: "Mira", Theirs: "Someone" },
    });
    const seen = await publicView();
    expect(seen.search.Quiet ?? "anonymous").toBe("anonymous");
    expect(seen.home.Quiet ?? "anonymous").toBe("anonymous");
    expect(seen.feed).toContain("Mira");
    expect(seen.feed).not.toContain("mistake@example.com");
    // The anonymous post is not touched: still no author, and tied to the account only by its owner field.
    const anonymous = await storedPost(quiet.id);
    expect(anonymous).not.toHaveProperty("author");
    expect(await storedPost(theirs.id)).toMatchObject({ author: "Someone" });
    // Running it again changes nothing: every post already carries the name.
    expect(await call(client, updateDisplayName, { displayName: "Mira" })).toEqual({
      displayName: "Mira",
      postsRenamed: 0,
    });
  });
});

async function publicAuthors(ids: string[]): Promise<unknown[]> {
  const docs = await Promise.all(ids.map((id) => adminDb().collection(POSTS_COLLECTION).doc(id).get()));
  return docs.map((doc) => doc.get("author") as unknown);
}

/** Each listed title's author in the search index. */
async function searchAuthors(): Promise<Record<string, unknown>> {
  const entries = await adminDb().collection(SEARCH_INDEX_COLLECTION).get();
  return Object.fromEntries(entries.docs.map((doc) => [String(doc.get("title")), doc.get("author") as unknown]));
}

/** Each title's author on the home document's newest page. */
async function homeAuthors(): Promise<Record<string, unknown>> {
  const newest: unknown = (await adminDb().doc(HOME_DOCUMENT).get()).get(NEWEST_POSTS_FIELD);
  const entries = Array.isArray(newest) ? (newest as Record<string, unknown>[]) : [];
  return Object.fromEntries(entries.map((entry) => [String(entry.title), entry.author]));
}

async function feedText(): Promise<string> {
  return (await fetch(`http://${emulatorHosts.functions}/${projectId}/us-central1/feed`)).text();
}
