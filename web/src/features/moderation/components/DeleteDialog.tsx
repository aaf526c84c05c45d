import type { SubmitEvent } from "react";
import { deletePost } from "@village/shared";
import { useCallableForm } from "../../../hooks/use-callable-form";
import { sendDelete } from "../api/moderation-api";
import { ModalDialog } from "./ModalDialog";
import formStyles from "../../../components/form/Form.module.css";
import { SubmitButton } from "../../../components/form/FormButtons";
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

  const confirm = async (event: SubmitEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (await form.submit({ postId })) {
      onClose();
      onDeleted();
    }
  };

  return (
    <ModalDialog labelId="delete-heading" onClose={onClose}>
      <form className={styles.dialogBody} onSubmit={(event) => void confirm(event)}>
        <h2 id="delete-heading">Delete this post?</h2>
        <p className={styles.quote}>
          <bdi>{title}</bdi>
        </p>
        <p>It leaves Village for good; the moderation log will say it was removed by its author.</p>
        {form.error && (
          <p role="alert" className={formStyles.fieldError}>
            Error: {form.error}
          </p>
        )}
        <div className={formStyles.actions}>
          <SubmitButton pending={form.pending} pendingLabel="Deleting…">
            Delete post
          </SubmitButton>
          <button type="button" className={formStyles.secondary} onClick={onClose}>
            Cancel
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
