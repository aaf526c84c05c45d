// Who a suggestion is signed with: the verified caller's display name, else e-mail, else "anonymous", never
// a name from the payload; for each kind of account the app knows.
import { describe, expect, it } from "vitest";
import type { User } from "firebase/auth";
import { createAnonymousPost, createSuggestion } from "@village/shared";
import { signInAsAnonymousUser, signInWithGoogle, signUpWithEmail } from "./support/accounts";
import { call, type Client } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectRefusedStoringNothing } from "./support/refusals";
import { storedPost } from "./support/stored";

const newClient = freshEmulatorsPerTest();

const GINA = { sub: "g-1", email: "g@example.com", email_verified: true, name: "Gina" };

describe("the author of a suggestion", () => {
  // Each kind of account: how it signs in, what the client then knows of it, and the author it posts as.
  const accounts: {
    kind: string;
    signIn: (client: Client) => Promise<User>;
    providers: string[];
    displayName: string | null;
    author: string;
  }[] = [
    {
      kind: "a Google account's display name",
      signIn: (client) => signInWithGoogle(client, GINA),
      providers: ["google.com"],
      displayName: "Gina",
      author: "Gina",
    },
    {
      kind: "the e-mail of a Google account without a name",
      signIn: (client) => signInWithGoogle(client, { sub: "g-2", email: "noname@example.com", email_verified: true }),
      providers: ["google.com"],
      displayName: null,
      author: "noname@example.com",
    },
    {
      kind: "the display name an e-mail account set right after signing up",
      signIn: (client) => signUpWithEmail(client, "maya@example.com", "Maya"),
      providers: ["password"],
      displayName: "Maya",
      author: "Maya",
    },
    {
      kind: "the e-mail of an e-mail/password account without a display name",
      signIn: (client) => signUpWithEmail(client, "ola@example.com"),
      providers: ["password"],
      displayName: null,
      author: "ola@example.com",
    },
    {
      kind: "the e-mail when the display name is blank",
      signIn: (client) => signUpWithEmail(client, "blank@example.com", "   "),
      providers: ["password"],
      displayName: "   ",
      author: "blank@example.com",
    },
    {
      kind: '"anonymous" for an account with neither a name nor an e-mail',
      signIn: (client) => signInAsAnonymousUser(client),
      providers: [],
      displayName: null,
      // The word itself, as the specification names it (the value of ANONYMOUS_AUTHOR).
      author: "anonymous",
    },
  ];

  it.each(accounts)("is $kind", async ({ signIn, providers, displayName, author }) => {
    const client = newClient();
    const user = await signIn(client);
    expect(user.providerData.map((profile) => profile.providerId)).toEqual(providers);
    expect(user.displayName).toBe(displayName);

    const { id } = await call(client, createSuggestion, { title: "Hi", details: "Who wrote this?" });

    expect(await storedPost(id)).toMatchObject({ author, authorUid: user.uid });
  });

  it("is each caller's own, when two users post", async () => {
    const gina = newClient();
    const ola = newClient();
    const ginaUser = await signInWithGoogle(gina, GINA);
    const olaUser = await signUpWithEmail(ola, "ola@example.com");

    const fromGina = await call(gina, createSuggestion, { title: "One", details: "Gina's" });
    const fromOla = await call(ola, createSuggestion, { title: "Two", details: "Ola's" });

    expect(await storedPost(fromGina.id)).toMatchObject({ author: "Gina", authorUid: ginaUser.uid });
    expect(await storedPost(fromOla.id)).toMatchObject({ author: "ola@example.com", authorUid: olaUser.uid });
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

describe("the owner of an anonymous post", () => {
  it("is a Google caller's uid, with no author stored", async () => {
    const client = newClient();
    const user = await signInWithGoogle(client, GINA);

    const { id } = await call(client, createAnonymousPost, { text: "Quietly" });

    const post = await storedPost(id);
    expect(post.ownerUid).toBe(user.uid);
    expect(post).not.toHaveProperty("author");
    expect(post).not.toHaveProperty("authorUid");
  });

  it('is "" for a signed-out caller', async () => {
    const { id } = await call(newClient(), createAnonymousPost, { text: "Nobody's" });

    expect((await storedPost(id)).ownerUid).toBe("");
  });
});
