import { useState } from "react";
import { useHydrated } from "../../../hooks/use-hydrated";
import form from "../../../components/form/Form.module.css";
import styles from "./ShareActions.module.css";

/**
 * Copy link, and Share where the browser has the Web Share API. Plain buttons, so both are reached with Tab
 * and pressed with Enter or Space; the outcome is announced in a status region.
 */
export function ShareActions({ title, path }: { title: string; path: string }) {
  const [said, setSaid] = useState("");
  // Whether this browser can share is known only in it: the server's render (and the one taking it over) has
  // no Share button.
  const canShare = useHydrated() && "share" in navigator;
  const url = () => new URL(path, window.location.href).href;

  async function copy() {
    try {
      await navigator.clipboard.writeText(url());
      setSaid("Link copied.");
    } catch {
      setSaid(`Could not copy the link. Copy it from here: ${url()}`);
    }
  }

  async function share() {
    try {
      await navigator.share({ title, url: url() });
    } catch (error) {
      // Closing the share sheet is not a failure worth a message.
      if (error instanceof DOMException && error.name === "AbortError") return;
      setSaid("Could not share the link. Use Copy link instead.");
    }
  }

  return (
    <div className={styles.actions} data-needs-js="">
      <button type="button" className={form.secondary} onClick={() => void copy()}>
        Copy link
      </button>
      {canShare && (
        <button type="button" className={form.secondary} onClick={() => void share()}>
          Share…
        </button>
      )}
      <p role="status" className={styles.status}>
        {said}
      </p>
    </div>
  );
}
