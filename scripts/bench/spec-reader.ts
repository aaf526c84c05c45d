// The specification's home page, as the benchmark runs it inside a page of the site (scripts/bench.mjs
// bundles this file for the browser; measure.ts loads it): read the whole `suggestions` collection newest
// first, filter it in the browser, show the first post.
//
// Why the Firestore SDK's "lite" build: the specification reads through the Firestore SDK, and lite reads
// over the same REST API as our own reader (one runQuery over fetch), so the bytes counted are what a browser
// downloads to read everything, and the SDK, not code of ours, decodes them. (The full SDK would stream over
// WebChannel, adding its own framing to the count.) It reads as an administrator (the emulator's "owner"
// token), because our security rules refuse an unbounded list.
import { initializeApp } from "firebase/app";
import { collection, connectFirestoreEmulator, getDocs, getFirestore, orderBy, query } from "firebase/firestore/lite";

export interface SpecReadOptions {
  projectId: string;
  host: string;
  port: number;
  /** The search term; "" shows every post, as the home page does. */
  term: string;
}

declare global {
  interface Window {
    /** Reads everything, filters by the term and shows the first post; resolves to the milliseconds taken. */
    specReadAndFilter: (options: SpecReadOptions) => Promise<number>;
  }
}

const text = (value: unknown): string => (typeof value === "string" ? value : "");

window.specReadAndFilter = async ({ projectId, host, port, term }) => {
  const db = getFirestore(initializeApp({ projectId, apiKey: "bench" }));
  connectFirestoreEmulator(db, host, port, { mockUserToken: "owner" });
  const started = performance.now();
  const snapshot = await getDocs(query(collection(db, "suggestions"), orderBy("createdAt", "desc")));
  const needle = term.toLowerCase();
  const posts = snapshot.docs.flatMap((document) => {
    const data = document.data();
    const post = {
      title: text(data.title),
      details: text(data["suggestion details"]) || text(data.text),
      link: text(data.link),
    };
    const matches = [post.title, post.details, post.link].some((value) => value.toLowerCase().includes(needle));
    return matches ? [post] : [];
  });
  const first = document.createElement("article");
  first.textContent = posts[0]?.title ?? "";
  document.body.append(first);
  return performance.now() - started;
};
