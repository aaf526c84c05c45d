import { useEffect, useState } from "react";
import type { OwnPost } from "../api/own-post-api";

/** Whether a missing post is the reader's own: being asked, theirs (and what became of it), or not. */
export type OwnPostState = { status: "asking" } | { status: "own"; own: OwnPost } | { status: "none" };

/**
 * Asks the server, only when `ask` (a signed-in reader, or the signed-out browser that posted it, found no
 * public copy), whether the post is the reader's own. Anything but a yes (not theirs, or a failed call) leaves the ordinary not-available page.
 */
export function useOwnPost(postId: string, ask: boolean): OwnPostState {
  const [state, setState] = useState<{ key: string; value: OwnPostState } | null>(null);
  const key = ask ? postId : "";

  useEffect(() => {
    if (key === "") return;
    let current = true;
    import("../api/own-post-api")
      .then(({ fetchOwnPost }) => fetchOwnPost(key))
      .then(
        (own) => current && setState({ key, value: own ? { status: "own", own } : { status: "none" } }),
        (error: unknown) => {
          console.warn("Could not ask whether the post is yours", error);
          if (current) setState({ key, value: { status: "none" } });
        },
      );
    return () => {
      current = false;
    };
  }, [key]);

  if (!ask) return { status: "none" };
  return state?.key === key ? state.value : { status: "asking" };
}
