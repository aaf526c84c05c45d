// The emulators are emptied before each test, but a home build queued by the previous test's posts, or by
// the clear's own delete events (test/support/settle.ts), may still land afterwards (a build task waits for
// its own second): it writes a home document for the empty board. A test
// about the board with a home document of its own making (or none) writes it, asks, and asks again until no
// build landed in between.
import { HOME_DOCUMENT } from "@village/shared";
import type { DocumentData } from "firebase-admin/firestore";
import { vi } from "vitest";
import { adminDb } from "./clients";

/** `ask`'s result from a board whose home document is `content` (none when null), as written. */
export async function askWithHomeDocument<T>(content: DocumentData | null, ask: () => Promise<T>): Promise<T> {
  const home = adminDb().doc(HOME_DOCUMENT);
  return vi.waitFor(
    async () => {
      const written = content === null ? await home.delete() : await home.set(content);
      const result = await ask();
      const now = await home.get();
      const kept = content === null ? !now.exists : now.updateTime?.isEqual(written.writeTime) === true;
      if (!kept) throw new Error("a home build landed meanwhile");
      return result;
    },
    { timeout: 10_000, interval: 250 },
  );
}

/** `ask`'s result from a board with no home document. */
export const askWithoutHomeDocument = <T>(ask: () => Promise<T>): Promise<T> => askWithHomeDocument(null, ask);
