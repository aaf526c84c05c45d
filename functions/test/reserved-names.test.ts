// Names that pass as the site, run as an attacker would: raw updateDisplayName requests with confusable
// letters (a Cyrillic "М", a lower-case "l" for "I", a digit for "O"), invisible characters inside a word
// and the site's roles; the same names set
// around the server (the Auth REST API takes any), which createSuggestion refuses to publish; and an e-mail
// address nobody verified chosen as the name.
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { updateProfile } from "firebase/auth";
import {
  createSuggestion,
  EMAIL_AS_NAME_REFUSED_PREFIX,
  RESERVED_DISPLAY_NAME_MESSAGE,
  updateDisplayName,
  VERIFY_EMAIL_TO_USE_IT_MESSAGE,
} from "@village/shared";
import { signUpWithEmail } from "./support/accounts";
import { adminAuth, call } from "./support/clients";
import { httpCallReply } from "./support/http-call";
import { freshEmulatorsPerTest } from "./support/lifecycle";
import { expectRefusedStoringNothing } from "./support/refusals";
import { storedPost } from "./support/stored";

const newClient = freshEmulatorsPerTest();

const PASSING_AS_THE_SITE = [
  "\u041Coderator",
  "Village Admin",
  "ADMlN",
  "Staff",
  "M0D",
  "Support Team",
  "VillageAdmin",
  "Offic\u0456al",
  // Invisible characters inside a word (issue #44): they draw nothing, so these read as the plain words.
  "Site Ad\u200Bmin",
  "Vil\u200Blage Sup\u200Bport Desk",
  "St\u00ADaff Ann",
];

const CHANGE_IT = "You can change it on your account page.";

describe("a name that passes as the site or one of its roles", () => {
  it.each(PASSING_AS_THE_SITE)("%j is refused by updateDisplayName, and changes nothing", async (name) => {
    const client = newClient();
    const user = await signUpWithEmail(client, `${randomUUID()}@example.com`, "Plain");

    const reply = await httpCallReply(
      updateDisplayName.name,
      { displayName: name, requestId: randomUUID() },
      { Authorization: `Bearer ${await user.getIdToken()}` },
    );

    expect(reply).toEqual({ code: "invalid-argument", message: RESERVED_DISPLAY_NAME_MESSAGE });
    expect((await adminAuth().getUser(user.uid)).displayName).toBe("Plain");
  });

  it.each(PASSING_AS_THE_SITE)("%j set around the server is never published by createSuggestion", async (name) => {
    const client = newClient();
    const user = await signUpWithEmail(client, `${randomUUID()}@example.com`, null);
    await updateProfile(user, { displayName: name });

    await expectRefusedStoringNothing(call(client, createSuggestion, { title: "Official notice", details: "x" }), {
      code: "failed-precondition",
      message: `${RESERVED_DISPLAY_NAME_MESSAGE} ${CHANGE_IT}`,
    });
  });
});

describe("the e-mail address as the name", () => {
  it("needs the address verified: chosen before, it is refused, and posting under it too", async () => {
    const client = newClient();
    const user = await signUpWithEmail(client, "not-mine@example.com", null);
    const send = (data: unknown) =>
      user
        .getIdToken()
        .then((token) => httpCallReply(updateDisplayName.name, data, { Authorization: `Bearer ${token}` }));

    expect(await send({ useEmail: true, requestId: randomUUID() })).toEqual({
      code: "failed-precondition",
      message: VERIFY_EMAIL_TO_USE_IT_MESSAGE,
    });
    expect((await adminAuth().getUser(user.uid)).displayName).toBeUndefined();
    // Set around the server (the Auth REST API), the unverified address is not published either.
    await updateProfile(user, { displayName: "not-mine@example.com" });
    await expectRefusedStoringNothing(call(client, createSuggestion, { title: "Hi", details: "x" }), {
      code: "failed-precondition",
      message: `${VERIFY_EMAIL_TO_USE_IT_MESSAGE} ${CHANGE_IT}`,
    });

    await adminAuth().updateUser(user.uid, { emailVerified: true });
    expect(await send({ useEmail: true, requestId: randomUUID() })).toEqual({
      result: { displayName: "not-mine@example.com", postsRenamed: 0 },
    });
    const { id } = await call(client, createSuggestion, { title: "Hi", details: "x" });
    expect(await storedPost(id)).toMatchObject({ author: "not-mine@example.com" });
  });

  it("passes the same rules as a typed name, verified or not", async () => {
    const client = newClient();
    const user = await signUpWithEmail(client, "support@example.com", null);
    await adminAuth().updateUser(user.uid, { emailVerified: true });

    const reply = await httpCallReply(
      updateDisplayName.name,
      { useEmail: true, requestId: randomUUID() },
      { Authorization: `Bearer ${await user.getIdToken()}` },
    );

    expect(reply).toEqual({
      code: "failed-precondition",
      message: `${EMAIL_AS_NAME_REFUSED_PREFIX} ${RESERVED_DISPLAY_NAME_MESSAGE}`,
    });
  });
});
