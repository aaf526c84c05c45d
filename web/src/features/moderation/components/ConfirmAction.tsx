import { Form } from "../../../components/form/Form";
import { FormActions } from "../../../components/form/FormButtons";
import { ModalDialog } from "../../../components/dialog/ModalDialog";
import styles from "./Moderation.module.css";

interface ConfirmActionProps {
  id: string;
  heading: string;
  body: string;
  confirm: string;
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/**
 * The step before a moderator's destructive action: what it does, said plainly, and a red button to do it. It
 * opens on Cancel, so one Enter never does it.
 */
export function ConfirmAction({ id, heading, body, confirm, onConfirm, onClose }: ConfirmActionProps) {
  const labelId = `${id}-confirm-heading`;
  return (
    <ModalDialog labelId={labelId} onClose={onClose}>
      <Form
        className={styles.dialogBody}
        onSubmit={async () => {
          onClose();
          await onConfirm();
        }}
      >
        <h2 id={labelId}>{heading}</h2>
        <p>{body}</p>
        <FormActions pending={false} pendingLabel={confirm} destructive onCancel={onClose} cancelFirst>
          {confirm}
        </FormActions>
      </Form>
    </ModalDialog>
  );
}
