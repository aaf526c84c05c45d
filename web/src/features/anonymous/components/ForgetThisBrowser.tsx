import { useState } from "react";
import form from "../../../components/form/Form.module.css";
import { SIGNED_OUT_IDLE_DAYS } from "../../../lib/signed-out-browser";

/**
 * "Forget this browser", for whoever posted or reported here signed out: on a shared or public computer, the
 * next person must not hold their anonymous identity (offered Delete on their posts, sharing a suspension of
 * them). Shown on the anonymous posting page, where a signed-out author comes back to post (decision 0094).
 */
export function ForgetThisBrowser({ shown, forget }: { shown: boolean; forget: () => Promise<void> }) {
  const [state, setState] = useState<"ready" | "forgetting" | "forgotten" | "failed">("ready");

  async function onForget() {
    setState("forgetting");
    try {
      await forget();
      setState("forgotten");
    } catch {
      setState("failed");
    }
  }

  return (
    <section aria-labelledby="forget-browser-heading" hidden={!shown && state !== "forgotten"}>
      <h2 id="forget-browser-heading">This browser</h2>
      {state !== "forgotten" && (
        <>
          <p className={form.hint}>
            This browser keeps the anonymous identity you posted or reported with, so that you can delete your posts
            from here. It ends when someone signs in or out here, or after {SIGNED_OUT_IDLE_DAYS} days without posting,
            reporting or deleting. On a shared or public computer, forget it before you leave: your posts stay up, but
            nobody can delete them from this browser any more.
          </p>
          <button
            type="button"
            className={form.secondary}
            disabled={state === "forgetting"}
            onClick={() => void onForget()}
          >
            {state === "forgetting" ? "Forgetting…" : "Forget this browser"}
          </button>
        </>
      )}
      {/* Announced when it changes, without being a second "status" beside the page's own (the posted line). */}
      <p aria-live="polite" className={form.hint}>
        {state === "forgotten"
          ? "This browser has forgotten you: the next post or report here starts a new anonymous identity."
          : state === "failed"
            ? "This browser could not forget you just now. Please try again."
            : ""}
      </p>
    </section>
  );
}
