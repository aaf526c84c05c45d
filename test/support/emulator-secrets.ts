// The emulator's secrets, as the Functions emulator reads them from functions/.secret.local: public values that
// protect nothing, read here so that a test can compute what the server keys by them.
import { readFileSync } from "node:fs";

/** The value functions/.secret.local gives `name`; throws when it gives none. */
export function emulatorSecret(name: string): string {
  const secrets = readFileSync(new URL("../../functions/.secret.local", import.meta.url), "utf8");
  const value = new RegExp(`^${name}=(\\S+)$`, "m").exec(secrets)?.[1];
  if (!value) throw new Error(`functions/.secret.local sets no ${name}`);
  return value;
}
