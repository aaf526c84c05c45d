// Post ids with Village's tag, minted as the callables mint them, for posts a test writes straight into
// Firestore (decision 0061): only a tagged id gets its page rendered on the server. The key is the emulator's
// public one, from functions/.secret.local.
import { readFileSync } from "node:fs";
import { taggedPostId } from "../../functions/src/lib/post-ids";

/** The emulator's post-id key (functions/.secret.local). */
export function emulatorPostIdKey(): string {
  const secrets = readFileSync(new URL("../../functions/.secret.local", import.meta.url), "utf8");
  const key = /^POST_ID_KEY=(\S+)$/m.exec(secrets)?.[1];
  if (!key) throw new Error("functions/.secret.local sets no POST_ID_KEY");
  return key;
}

/** A tagged post id derived from `seed` (the same seed, the same id), as the emulator's functions mint them. */
export const tagged = (seed: string): string => taggedPostId(seed, emulatorPostIdKey());
