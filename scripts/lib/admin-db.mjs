// Firestore on the emulator as an administrator: the one way the scripts (sample posts, benchmark, load
// test), the emulator tests and the browser tests read and write data directly. Data goes through the Admin
// SDK (firebase-admin, which the emulator treats as an administrator: rules do not apply), never through
// hand-made REST values; only the web client's reader (web/src/lib/firebase/) speaks Firestore's REST format.
// Emptying the database uses the emulator's own endpoint, which no SDK offers.
//
// Imports: this module imports nothing from test/ or web/e2e/; they import it (scripts/lib ← test/support
// ← web/e2e/support).
import { deleteApp, getApp, getApps, initializeApp } from "firebase-admin/app";
import { getFirestore } from "firebase-admin/firestore";
import { emulators, projectId } from "./project.mjs";

/** @type {import("firebase-admin/firestore").Firestore | undefined} */
let db;

/**
 * The Admin SDK's Firestore on the emulator, opened on first use. It is the default app's, the same one the
 * functions' code uses when an emulator test runs that code in-process. Under `firebase emulators:exec`
 * the SDK finds the emulator by FIRESTORE_EMULATOR_HOST; elsewhere (`npm start`) it is pointed there.
 */
export function adminDb() {
  if (db) return db;
  const app = getApps().some((existing) => existing.name === "[DEFAULT]") ? getApp() : initializeApp({ projectId });
  const firestore = getFirestore(app);
  // Without TLS the SDK sends the emulator's administrator token ("owner").
  if (!process.env.FIRESTORE_EMULATOR_HOST) firestore.settings({ host: emulators.firestore, ssl: false });
  db = firestore;
  return db;
}

/** Closes what adminDb opened, for a process that lives on after using it (`npm start` once it has seeded). */
export async function closeAdminDb() {
  if (!db) return;
  db = undefined;
  await deleteApp(getApp());
}

// The emulator refuses a write (or a clear) outright while a transaction, such as a post trigger's, holds a
// lock on one of its documents, where Firestore itself would wait for the lock: both are tried again for a
// few seconds. (ABORTED over gRPC; 409 over HTTP.)
const LOCK_ATTEMPTS = 50;
const LOCK_WAIT_MS = 200;
const ABORTED = 10;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes documents (each replaced whole, as an import would), in batches of up to 500. Values are plain
 * JavaScript: strings, numbers, booleans, null, Dates (stored as timestamps), arrays and objects.
 * @param {string} collection
 * @param {{ id: string; data: Record<string, unknown> }[]} docs
 */
export async function writeDocuments(collection, docs) {
  const firestore = adminDb();
  for (let start = 0; start < docs.length; start += 500) {
    const chunk = docs.slice(start, start + 500);
    for (let attempt = 1; ; attempt++) {
      const batch = firestore.batch();
      for (const { id, data } of chunk) batch.set(firestore.collection(collection).doc(id), data);
      try {
        await batch.commit();
        break;
      } catch (error) {
        const code = /** @type {{ code?: unknown }} */ (error).code;
        if (code !== ABORTED || attempt === LOCK_ATTEMPTS) throw error;
        await sleep(LOCK_WAIT_MS);
      }
    }
  }
}

/**
 * True when the collection holds at least one document.
 * @param {string} collection
 */
export async function hasDocuments(collection) {
  return !(await adminDb().collection(collection).limit(1).get()).empty;
}

/** Deletes every document, through the emulator's endpoint (again while a trigger's transaction holds a lock). */
export async function clearFirestore() {
  const url = `http://${emulators.firestore}/emulator/v1/projects/${projectId}/databases/(default)/documents`;
  for (let attempt = 1; ; attempt++) {
    const response = await fetch(url, { method: "DELETE" });
    if (response.ok) return;
    if (response.status !== 409 || attempt === LOCK_ATTEMPTS) {
      throw new Error(`Could not clear Firestore: ${response.status}`);
    }
    await sleep(LOCK_WAIT_MS);
  }
}
