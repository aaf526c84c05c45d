import type { ReactNode } from "react";
import { FormActions, FormError } from "../../../components/form/FormButtons";

interface DialogActionsProps {
  /** The form's failure, said as "Error: …" above the buttons, where it is read before them. */
  error: string | null;
  pending: boolean;
  pendingLabel: string;
  /** Closes the dialog without sending. */
  onCancel: () => void;
  /** A destructive action: the dialog opens on Cancel. */
  cancelFirst?: boolean;
  /** The submit button destroys something: filled in the error colour. */
  destructive?: boolean;
  /** The submit button's words. */
  children: ReactNode;
}

/** The end of a dialog's form: its failure, if any, then its submit button and Cancel. */
export function DialogActions({ error, ...actions }: DialogActionsProps) {
  return (
    <>
      <FormError prefix="Error: " message={error} />
      <FormActions {...actions} />
    </>
  );
}
