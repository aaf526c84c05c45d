import { readFileSync } from "node:fs";
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import { addDoc, collection, deleteDoc, doc, getDoc, getDocs, setDoc, updateDoc } from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, it } from "vitest";
import { emulatorAddress, projectId } from "../support/emulators";

let env: RulesTestEnvironment;

beforeAll(async () => {
  const { host, port } = emulatorAddress("firestore");
  env = await initializeTestEnvironment({
    projectId,
    firestore: { host, port, rules: readFileSync("firestore.rules", "utf8") },
  });
});

afterAll(() => env.cleanup());

beforeEach(async () => {
  await env.clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    await setDoc(doc(context.firestore(), "suggestions/existing"), { title: "Hello", createdAt: new Date() });
    await setDoc(doc(context.firestore(), "private/thing"), { secret: true });
  });
});

const visitors = {
  "signed out": () => env.unauthenticatedContext().firestore(),
  "signed in": () => env.authenticatedContext("alice", { email: "alice@example.com" }).firestore(),
};

for (const [who, db] of Object.entries(visitors)) {
  describe(`suggestions, ${who}`, () => {
    it("may read one post", async () => {
      await assertSucceeds(getDoc(doc(db(), "suggestions/existing")));
    });

    it("may list posts", async () => {
      await assertSucceeds(getDocs(collection(db(), "suggestions")));
    });

    it("may not create a post", async () => {
      await assertFails(addDoc(collection(db(), "suggestions"), { title: "Sneaky" }));
    });

    it("may not update a post", async () => {
      await assertFails(updateDoc(doc(db(), "suggestions/existing"), { title: "Changed" }));
    });

    it("may not delete a post", async () => {
      await assertFails(deleteDoc(doc(db(), "suggestions/existing")));
    });
  });

  describe(`any other path, ${who}`, () => {
    it("may not read", async () => {
      await assertFails(getDoc(doc(db(), "private/thing")));
    });

    it("may not write", async () => {
      await assertFails(setDoc(doc(db(), "private/other"), { x: 1 }));
    });
  });
}
