import type { ReactNode, Ref } from "react";
import { useHydrated } from "../../hooks/use-hydrated";
import form from "./Form.module.css";
import { GuidelinesLinked } from "../feedback/GuidelinesLinked";
import { StatusLine } from "../feedback/StatusLine";

interface SubmitButtonProps {
  pending: boolean;
  /** What the button reads while pending: "Saving…", "Posting…". */
  pendingLabel: string;
  className?: string;
  /** It destroys something (a post, an account): filled in the error colour rather than the brand's. */
  destructive?: boolean;
  disabled?: boolean;
  children: ReactNode;
}

/**
 * A form's submit button, which says what is happening while the form's action is on its way. In a page
 * rendered at build time, until the app has taken the form over, it is disabled and reads "Loading…" over its
 * own label, which keeps the button's size: nothing moves when the label comes (docs/decisions/0106).
 */
function SubmitButton({
  pending,
  pendingLabel,
  destructive = false,
  className = destructive ? form.destructive : form.button,
  disabled = false,
  children,
}: SubmitButtonProps) {
  const ready = useHydrated();
  return (
    <button
      type="submit"
      className={ready ? className : `${className} ${form.loading}`}
      disabled={pending || disabled || !ready}
    >
      {pending ? pendingLabel : children}
      {!ready && <span className={form.loadingLabel}>Loading…</span>}
    </button>
  );
}

/**
 * A form's row of buttons: its submit button, and Cancel where the form can be left without sending.
 * `cancelFirst` marks Cancel as where a dialog starts (ModalDialog's `data-initial-focus`), for a
 * destructive confirmation.
 */
export function FormActions({
  onCancel,
  cancelRef,
  cancelFirst = false,
  ...submit
}: SubmitButtonProps & { onCancel?: () => void; cancelRef?: Ref<HTMLButtonElement>; cancelFirst?: boolean }) {
  const ready = useHydrated();
  return (
    <div className={form.actions}>
      <SubmitButton {...submit} />
      {onCancel && (
        <button
          ref={cancelRef}
          type="button"
          className={form.secondary}
          onClick={onCancel}
          disabled={!ready}
          data-initial-focus={cancelFirst || undefined}
        >
          Cancel
        </button>
      )}
    </div>
  );
}

/**
 * A form's failure, announced when it appears; nothing while there is none. `prefix` is for the places
 * that say "Error: " first, where the failure stands among other text (the dialogs, the queue).
 */
export function FormError({
  message,
  prefix,
  children,
}: {
  message: string | null;
  prefix?: string;
  children?: ReactNode;
}) {
  if (!message) return null;
  return (
    <p role="alert" className={form.error}>
      {prefix}
      <GuidelinesLinked text={message} />
      {children}
    </p>
  );
}

/**
 * What came of a form's last action: the sentence that says it worked, or its failure. The status line
 * stays in the page, empty, so that each new success is announced, and takes focus when it says one (the
 * button pressed was disabled while busy, which drops focus to <body>).
 */
export function FormOutcome({ said, error }: { said: string; error: string | null }) {
  return (
    <>
      <StatusLine said={said} className={form.success} />
      <FormError message={error} />
    </>
  );
}
