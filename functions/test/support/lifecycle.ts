// Per-test lifecycle for the emulator tier: empty emulators before each test, and every web client a test
// opened closed after it.
import { afterEach, beforeEach } from "vitest";
import { clearAuth } from "../../../test/support/emulators";
import { emptyFirestore } from "../../../test/support/settle";
import { newClient, type Client } from "./clients";

/**
 * Registers hooks that empty Auth and Firestore before each test of the calling file, and returns a factory
 * for signed-out web clients that are closed after the test.
 */
export function freshEmulatorsPerTest(): () => Client {
  const open: Client[] = [];
  beforeEach(async () => {
    // The previous test's post triggers finish first, so none writes into this test's empty database.
    await Promise.all([emptyFirestore(), clearAuth()]);
  });
  afterEach(async () => {
    await Promise.all(open.splice(0).map((client) => client.close()));
  });
  return () => {
    const client = newClient();
    open.push(client);
    return client;
  };
}
