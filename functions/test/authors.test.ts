// Who a suggestion is signed with: the verified caller's display name, else e-mail, else "anonymous", never
// a name from the payload; for each kind of account the app knows.
import { describe, expect, it } from "vitest";
import { ANONYMOUS_AUTHOR, createAnonymousPost, createSuggestion } from "@village/shared";
import { signInAsAnonymousUser, signInWithGoogle, signUpWithEmail } from "./support/accounts";
import { call, failureOf } from "./support/clients";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectRefusal } from "./support/refusals";
import { storedPost, storedPostCount } from "./support/stored";

const newClient = freshEmulatorsPerTest();

const GINA = { sub: "g-1", email: "g@example.com", email_verified: true, name: "Gina" };

describe("the author of a suggestion", () => {
  it("is a Google account's display name", async () => {
    const client = newClient();
    const user = await signInWithGoogle(client, GINA);
    expect(user.providerData.map((profile) => profile.providerId)).toEqual(["google.com"]);

    const { id } = await call(client, createSuggestion, { title: "Hi", details: "From Google" });

    expect(await storedPost(id)).toMatchObject({ author: "Gina", authorUid: user.uid });
  });

  it("is the e-mail of a Google account without a name", async () => {
    const client = newClient();
    const user = await signInWithGoogle(client, { sub: "g-2", email: "noname@example.com", email_verified: true });

    const { id } = await call(client, createSuggestion, { title: "Hi", details: "No name" });

    expect(await storedPost(id)).toMatchObject({ author: "noname@example.com", authorUid: user.uid });
  });

  it("is the display name an e-mail account set right after signing up", async () => {
    const client = newClient();
    const user = await signUpWithEmail(client, "maya@example.com", "Maya");

    const { id } = await call(client, createSuggestion, { title: "Hi", details: "Named" });

    expect(await storedPost(id)).toMatchObject({ author: "Maya", authorUid: user.uid });
  });

  it("is the e-mail of an e-mail/password account without a display name", async () => {
    const client = newClient();
    const user = await signUpWithEmail(client, "ola@example.com");
    expect(user.displayName).toBeNull();

    const { id } = await call(client, createSuggestion, { title: "Hi", details: "No name" });

    expect(await storedPost(id)).toMatchObject({ author: "ola@example.com", authorUid: user.uid });
  });

  it("is the e-mail when the display name is blank", async () => {
    const client = newClient();
    const user = await signUpWithEmail(client, "blank@example.com", "   ");

    const { id } = await call(client, createSuggestion, { title: "Hi", details: "Blank name" });

    expect(await storedPost(id)).toMatchObject({ author: "blank@example.com", authorUid: user.uid });
  });

  it('is "anonymous" for an account with neither a name nor an e-mail', async () => {
    const client = newClient();
    const user = await signInAsAnonymousUser(client);

    const { id } = await call(client, createSuggestion, { title: "Hi", details: "Nobody" });

    expect(await storedPost(id)).toMatchObject({ author: ANONYMOUS_AUTHOR, authorUid: user.uid });
    expect(ANONYMOUS_AUTHOR).toBe("anonymous");
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

    const failure = await failureOf(call(client, createSuggestion, payload));

    expectRefusal(failure, {
      code: "invalid-argument",
      message: `This request has fields Village does not accept: "${field}".`,
    });
    expect(await storedPostCount()).toBe(0);
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
