import { readFileSync } from "node:fs";
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from "@firebase/rules-unit-testing";
import {
  addDoc,
  collection,
  deleteDoc,
  doc,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  setDoc,
  updateDoc,
} from "firebase/firestore";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { MAX_PAGE_SIZE } from "@village/shared";
import { clearFirestore, emulatorAddress, projectId } from "../support/emulators";

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
  await clearFirestore();
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await setDoc(doc(db, "suggestions/existing"), { title: "Hello", createdAt: new Date() });
    await setDoc(doc(db, "searchIndex/existing"), { title: "Hello", keys: ["h"], createdAt: new Date() });
    await setDoc(doc(db, "meta/home"), { posts: 1, newest: [] });
    await setDoc(doc(db, "meta/other"), { secret: true });
    await setDoc(doc(db, "private/thing"), { secret: true });
  });
});

const visitors = {
  "signed out": () => env.unauthenticatedContext().firestore(),
  "signed in": () => env.authenticatedContext("alice", { email: "alice@example.com" }).firestore(),
};

it("allows the same page size in the rules as the app uses", () => {
  expect(readFileSync("firestore.rules", "utf8")).toContain(`return ${MAX_PAGE_SIZE};`);
});

for (const [who, db] of Object.entries(visitors)) {
  for (const name of ["suggestions", "searchIndex"]) {
    describe(`${name}, ${who}`, () => {
      const newest = (size?: number) =>
        size === undefined
          ? query(collection(db(), name), orderBy("createdAt", "desc"))
          : query(collection(db(), name), orderBy("createdAt", "desc"), limit(size));

      it("may read one document", async () => {
        await assertSucceeds(getDoc(doc(db(), `${name}/existing`)));
      });

      it("may list one page", async () => {
        await assertSucceeds(getDocs(newest(MAX_PAGE_SIZE)));
      });

      it("may not list without a limit", async () => {
        await assertFails(getDocs(newest()));
      });

      it("may not list more than a page", async () => {
        await assertFails(getDocs(newest(MAX_PAGE_SIZE + 1)));
      });

      it("may not create", async () => {
        await assertFails(addDoc(collection(db(), name), { title: "Sneaky" }));
      });

      it("may not update", async () => {
        await assertFails(updateDoc(doc(db(), `${name}/existing`), { title: "Changed" }));
      });

      it("may not delete", async () => {
        await assertFails(deleteDoc(doc(db(), `${name}/existing`)));
      });
    });
  }

  describe(`meta/home, ${who}`, () => {
    it("may read the home document", async () => {
      await assertSucceeds(getDoc(doc(db(), "meta/home")));
    });

    it("may not change the home document", async () => {
      await assertFails(setDoc(doc(db(), "meta/home"), { posts: 1_000_000 }));
    });

    it("may not read other meta documents", async () => {
      await assertFails(getDoc(doc(db(), "meta/other")));
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
