import { deletePost } from "@village/shared";
import { useCallableForm } from "../../../hooks/forms/use-callable-form";
import { sendDelete } from "../api/moderation-api";
import { ModalDialog } from "../../../components/dialog/ModalDialog";
import { Form } from "../../../components/form/Form";
import { DialogActions } from "./DialogActions";
import styles from "./Moderation.module.css";

interface DeleteDialogProps {
  postId: string;
  title: string;
  deleteToken: string | undefined;
  onClose: () => void;
  onDeleted: () => void;
}

/** The confirm step before an author deletes their own post. */
export function DeleteDialog({ postId, title, deleteToken, onClose, onDeleted }: DeleteDialogProps) {
  const form = useCallableForm<{ postId: string }, Parameters<typeof sendDelete>[0]>({
    schema: deletePost.input,
    send: sendDelete,
    fields: [],
    extras: () => (deleteToken === undefined ? {} : { deleteToken }),
  });

  const confirm = async () => {
    if (await form.submit({ postId })) {
      onClose();
      onDeleted();
    }
  };

  return (
    <ModalDialog labelId="delete-heading" onClose={onClose}>
      <Form className={styles.dialogBody} onSubmit={confirm}>
        <h2 id="delete-heading">Delete this post?</h2>
        <p className={styles.quote}>
          <bdi>{title}</bdi>
        </p>
        <p>It leaves Village for good: nobody can see it again, not even you, and its link will stop working.</p>
        <DialogActions
          error={form.error}
          pending={form.pending}
          pendingLabel="Deleting…"
          onCancel={onClose}
          cancelFirst
          destructive
        >
          Delete post
        </DialogActions>
      </Form>
    </ModalDialog>
  );
}
