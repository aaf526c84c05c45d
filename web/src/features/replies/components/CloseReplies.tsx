import { useState } from "react";
import { FormError } from "../../../components/form/FormButtons";
import { useCallableForm } from "../../../hooks/forms/use-callable-form";
import { loadOnce } from "../../../lib/load-once";
import styles from "./Thread.module.css";

const loadApi = loadOnce(() => import("../api/own-replies"));

/**
 * "Close replies" / "Reopen replies", for the post's author (or a moderator): one button, no confirmation (it
 * is undone with the same button); `onChanged` with whether the post is now closed.
 */
export function CloseReplies({
  postId,
  closed,
  onChanged,
}: {
  postId: string;
  closed: boolean;
  onChanged: (closed: boolean) => void;
}) {
  const [sending, setSending] = useState(false);
  const form = useCallableForm<
    { postId: string; closed: boolean },
    { postId: string; closed: boolean; requestId: string }
  >({
    schema: () => loadApi().then((api) => api.closeRepliesInput),
    send: async (parsed) => {
      onChanged(await (await loadApi()).sendCloseReplies(parsed));
    },
    fields: [],
  });
  const toggle = async () => {
    setSending(true);
    await form.submit({ postId, closed: !closed });
    setSending(false);
  };
  return (
    <div className={styles.own} data-needs-js="">
      <button type="button" className={styles.link} onClick={() => void toggle()} disabled={sending || form.pending}>
        {closed ? "Reopen replies" : "Close replies"}
      </button>
      <FormError prefix="Error: " message={form.error} />
    </div>
  );
}
