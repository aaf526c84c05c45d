import { useState } from "react";
import type { PostVersionAnswer } from "@village/shared";
import { VersionList } from "../../../components/VersionList";
import { errorMessage } from "../../../lib/errors/error-message";
import styles from "./PostItem.module.css";

type State =
  | { status: "idle" | "loading" }
  | { status: "done"; versions: PostVersionAnswer[] }
  | { status: "failed"; message: string };

/**
 * An edited post's earlier versions, for its author alone (issue #48): asked of the server (`myPost`, which
 * answers them to the post's own account or identity only) when the author opens them. The public never
 * sees them; this is offered only in the browser that posted.
 */
export function EarlierVersions({ postId }: { postId: string }) {
  const [state, setState] = useState<State>({ status: "idle" });
  const show = async () => {
    setState({ status: "loading" });
    try {
      const { fetchOwnPost } = await import("../api/own-post-api");
      setState({ status: "done", versions: (await fetchOwnPost(postId))?.versions ?? [] });
    } catch (error) {
      setState({ status: "failed", message: errorMessage(error) });
    }
  };

  if (state.status !== "done") {
    return (
      <p className={styles.meta}>
        <button type="button" onClick={() => void show()} disabled={state.status === "loading"}>
          {state.status === "loading" ? "Loading earlier versions…" : "Show earlier versions (only you see them)"}
        </button>
        {state.status === "failed" && <span role="alert"> {state.message}</span>}
      </p>
    );
  }
  return (
    <section aria-labelledby="versions-heading">
      <h2 id="versions-heading">Earlier versions (only you and moderators see them)</h2>
      {state.versions.length === 0 ? (
        <p>None.</p>
      ) : (
        <VersionList versions={state.versions} metaClassName={styles.meta} />
      )}
    </section>
  );
}
