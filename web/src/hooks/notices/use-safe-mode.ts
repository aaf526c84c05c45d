import { SAFE_MODE_ENDPOINT, safeModeAnswer } from "@village/shared";
import { readEndpoint } from "../../lib/read/read";
import { useRead } from "../reads/use-read";

/** What is asked: the one endpoint, the same for everyone (the CDN keeps its answer a minute). */
const SAFE_MODE_KEY = "safe-mode";

const readSafeMode = async (signal: AbortSignal) => (await readEndpoint(SAFE_MODE_ENDPOINT, safeModeAnswer, signal)).on;

/**
 * Whether safe mode for new identities is on (decision 0131), for the banner of the pages one posts from: one
 * request to `/api/safe-mode`, answered by the CDN, never a Firestore read of the page's own. Only those pages
 * use it, so the home route never asks. False while it is read and when the read fails: a held post still says
 * so when it is sent.
 */
export function useSafeMode(): boolean {
  const read = useRead(SAFE_MODE_KEY, readSafeMode);
  return read.status === "done" && read.value;
}
