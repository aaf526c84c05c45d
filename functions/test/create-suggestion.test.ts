import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { createUserWithEmailAndPassword, updateProfile } from "firebase/auth";
import { Timestamp } from "firebase-admin/firestore";
import { createSuggestion, DETAILS_FIELD, SIGN_IN_TO_SUGGEST_MESSAGE } from "@village/shared";
import { clearAuth, clearFirestore } from "../../test/support/emulators";
import { adminDb, call, failureOf, newClient, type Client } from "./support/clients";

let client: Client;

beforeEach(async () => {
  await Promise.all([clearFirestore(), clearAuth()]);
  client = newClient();
});

afterEach(() => client.close());

describe("createSuggestion", () => {
  it("stores a signed-in user's suggestion with server-set fields", async () => {
    const { user } = await createUserWithEmailAndPassword(client.auth, "maya@example.com", "secret-pass");
    await updateProfile(user, { displayName: "Maya" });

    const { id } = await call(client, createSuggestion, { title: "  Play galaga ", details: " fun game " });

    const snapshot = await adminDb().collection("suggestions").doc(id).get();
    const data = snapshot.data();
    expect(data).toMatchObject({
      title: "Play galaga",
      [DETAILS_FIELD]: "fun game",
      author: "Maya",
      authorUid: user.uid,
    });
    expect(data?.createdAt).toBeInstanceOf(Timestamp);
    expect(data?.rand).toBeGreaterThanOrEqual(0);
    expect(data?.rand).toBeLessThan(1);
    expect(Object.keys(data ?? {}).sort()).toEqual(
      ["author", "authorUid", "createdAt", "rand", DETAILS_FIELD, "title"].sort(),
    );
  });

  it("refuses a signed-out caller with the specification's sentence", async () => {
    expect(await failureOf(call(client, createSuggestion, { title: "a", details: "b" }))).toEqual({
      code: "unauthenticated",
      message: SIGN_IN_TO_SUGGEST_MESSAGE,
    });
    expect((await adminDb().collection("suggestions").get()).size).toBe(0);
  });
});
