import { ModalDialog } from "../../../components/dialog/ModalDialog";
import { Form } from "../../../components/form/Form";
import { FormActions, FormError } from "../../../components/form/FormButtons";
import { useCallableForm } from "../../../hooks/forms/use-callable-form";
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
 * The confirm step before a writer deletes their own reply, as posts have theirs: the site's modal dialog
 * (components/dialog: the page inert, Escape closes it, focus back to Delete), opening on Cancel so that one
 * Enter never deletes.
 */
export function DeleteReplyDialog({ postId, replyId, onClose, onDeleted }: DeleteReplyDialogProps) {
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
    <ModalDialog labelId="delete-reply-heading" onClose={onClose}>
      <Form className={styles.dialogBody} onSubmit={confirm}>
        <h2 id="delete-reply-heading">Delete this reply?</h2>
        <p>It leaves the thread for good: nobody can see it again, not even you.</p>
        <FormError prefix="Error: " message={form.error} />
        <FormActions pending={form.pending} pendingLabel="Deleting…" onCancel={onClose} cancelFirst destructive>
          Delete reply
        </FormActions>
      </Form>
    </ModalDialog>
  );
}
