import { useRead } from "../../../hooks/reads/use-read";
import type { OwnPost } from "../api/own-post-api";

/** Whether a missing post is the reader's own: being asked, theirs (and what became of it), or not. */
export type OwnPostState = { status: "asking" } | { status: "own"; own: OwnPost } | { status: "none" };

/** The call and its contract load only when asked: most readers of a post page never ask. */
const askOwnPost = (postId: string) => import("../api/own-post-api").then(({ fetchOwnPost }) => fetchOwnPost(postId));

/**
 * Asks the server, only when `ask` (a signed-in reader, or the signed-out browser that posted it, found no
 * public copy), whether the post is the reader's own. Anything but a yes (not theirs, or a failed call) leaves the ordinary not-available page.
 */
export function useOwnPost(postId: string, ask: boolean): OwnPostState {
  const read = useRead(ask ? postId : null, () => askOwnPost(postId));
  if (read.status === "loading") return { status: "asking" };
  return read.status === "done" && read.value ? { status: "own", own: read.value } : { status: "none" };
}
