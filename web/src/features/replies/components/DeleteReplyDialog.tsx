import { useEffect, useRef } from "react";
import { Form } from "../../../components/form/Form";
import { FormActions, FormError } from "../../../components/form/FormButtons";
import { useCallableForm } from "../../../hooks/use-callable-form";
import { loadOnce } from "../../../lib/load-once";
import styles from "./Thread.module.css";

const loadApi = loadOnce(() => import("../api/own-replies"));

interface DeleteReplyDialogProps {
  postId: string;
  replyId: string;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * The confirm step before a writer deletes their own reply, as posts have theirs: a native modal <dialog>
 * (showModal() makes the page inert, Escape closes it), opening on Cancel so that one Enter never deletes.
 */
export function DeleteReplyDialog({ postId, replyId, onClose, onDeleted }: DeleteReplyDialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>("[data-initial-focus]")?.focus();
    }
    return () => dialog?.close();
  }, []);
  const form = useCallableForm<
    { postId: string; replyId: string },
    { postId: string; replyId: string; requestId: string }
  >({
    schema: () => loadApi().then((api) => api.deleteReplyInput),
    send: async (parsed) => (await loadApi()).sendDeleteReply(parsed),
    fields: [],
  });
  const confirm = async () => {
    if (await form.submit({ postId, replyId })) onDeleted();
  };
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby="delete-reply-heading" onClose={onClose}>
      <Form className={styles.dialogBody} onSubmit={confirm}>
        <h2 id="delete-reply-heading">Delete this reply?</h2>
        <p>It leaves the thread for good: nobody can see it again, not even you.</p>
        <FormError prefix="Error: " message={form.error} />
        <FormActions pending={form.pending} pendingLabel="Deleting…" onCancel={onClose} cancelFirst destructive>
          Delete reply
        </FormActions>
      </Form>
    </dialog>
  );
}
