// The emulators are emptied before each test, but a home build the previous test queued may still land
// afterwards (a build task waits for its own second): it writes a home document for the empty board. A test
// about the board before any home document removes it and asks again until no build landed in between.
import { HOME_DOCUMENT } from "@village/shared";
import { vi } from "vitest";
import { adminDb } from "./clients";

/** `ask`'s result from a board with no home document. */
export async function askWithoutHomeDocument<T>(ask: () => Promise<T>): Promise<T> {
  return vi.waitFor(
    async () => {
      await adminDb().doc(HOME_DOCUMENT).delete();
      const result = await ask();
      if ((await adminDb().doc(HOME_DOCUMENT).get()).exists) throw new Error("a home build landed meanwhile");
      return result;
    },
    { timeout: 10_000, interval: 250 },
  );
}
