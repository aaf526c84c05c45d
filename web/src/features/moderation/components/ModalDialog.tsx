import { useEffect, useRef, type ReactNode } from "react";
import styles from "./Moderation.module.css";

/**
 * A native modal <dialog>, open while mounted: showModal() moves focus in, makes the page inert and closes
 * on Escape; `onClose` runs however it closes (its opener then takes focus back).
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
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);
  return (
    <dialog ref={ref} className={styles.dialog} aria-labelledby={labelId} onClose={onClose}>
      {children}
    </dialog>
  );
}
