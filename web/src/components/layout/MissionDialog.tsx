import { useRef, type MouseEvent } from "react";
import form from "../form/Form.module.css";
import styles from "./MissionDialog.module.css";

/**
 * The "Our Mission" button and its modal. A native <dialog> opened with showModal() gives focus moving in,
 * the rest of the page made inert, and Escape to close; this adds closing by a click on the backdrop and
 * returning focus to the button.
 */
export function MissionDialog() {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const dialogRef = useRef<HTMLDialogElement>(null);
  // Where the pointer went down: a drag that starts inside the box and ends on the backdrop is not a
  // backdrop click.
  const pressedOn = useRef<EventTarget | null>(null);

  const close = () => dialogRef.current?.close();

  function closeOnBackdrop(event: MouseEvent<HTMLDialogElement>) {
    // The box's content sits in an inner element, so only the backdrop targets the <dialog> itself.
    if (event.target === event.currentTarget && pressedOn.current === event.currentTarget) close();
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        className={styles.open}
        aria-haspopup="dialog"
        data-needs-js=""
        onClick={() => dialogRef.current?.showModal()}
      >
        Our Mission
      </button>
      <dialog
        ref={dialogRef}
        className={styles.dialog}
        aria-labelledby="mission-heading"
        onPointerDown={(event) => {
          pressedOn.current = event.target;
        }}
        onClick={closeOnBackdrop}
        onClose={() => buttonRef.current?.focus()}
      >
        <div className={styles.body}>
          <h2 id="mission-heading">Our Mission</h2>
          <p>We are building a community where people share genuine suggestions, ideas and stories with each other.</p>
          <p>
            Village keeps it human: everything appears newest first, and no algorithm decides what you see or who gets
            heard.
          </p>
          <button type="button" className={`${form.button} ${styles.close}`} onClick={close}>
            Close
          </button>
        </div>
      </dialog>
    </>
  );
}
