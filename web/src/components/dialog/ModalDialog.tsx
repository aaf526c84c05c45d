import { useEffect, useRef, type ReactNode } from "react";
import styles from "./ModalDialog.module.css";

/**
 * A native modal <dialog>, open while mounted: showModal() moves focus in, makes the page inert and closes
 * on Escape; `onClose` runs however it closes (its opener then takes focus back). Focus starts on the
 * element marked `data-initial-focus` when there is one (a destructive confirmation's Cancel, so that one
 * Enter never confirms), else on the first control. Every dialog of the site's features uses it
 * (moderation's Report, Delete and confirm steps; a reply's delete), with `ModalDialog.module.css`'s `body`
 * on its one child.
 */
export function ModalDialog({
  labelId,
  onClose,
  children,
}: {
  labelId: string;
  onClose: () => void;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) {
      dialog.showModal();
      dialog.querySelector<HTMLElement>("[data-initial-focus]")?.focus();
    }
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={labelId} onClose={onClose}>
      {children}
    </dialog>
  );
}
