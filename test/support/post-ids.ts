// Post ids with Village's tag, minted as the callables mint them, for posts a test writes straight into
// Firestore (decision 0061): only a tagged id gets its page rendered on the server. The key is the emulator's
// public one, from functions/.secret.local.
import { taggedPostId } from "../../functions/src/lib/post-ids";
import { emulatorSecret } from "./emulator-secrets";

/** The emulator's post-id key (functions/.secret.local). */
export const emulatorPostIdKey = (): string => emulatorSecret("POST_ID_KEY");

/** A tagged post id derived from `seed` (the same seed, the same id), as the emulator's functions mint them. */
export const tagged = (seed: string): string => taggedPostId(seed, emulatorPostIdKey());
