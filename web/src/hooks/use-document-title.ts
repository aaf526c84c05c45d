import { useEffect } from "react";

/**
 * Names the browser tab (and what a screen reader announces on arrival) after the page: "Title · Village".
 * `waiting` (new posts not shown yet) puts a count in front, "(3) Village", as community sites do, so a
 * reader in another tab sees it.
 */
export function useDocumentTitle(title: string | null, waiting = 0): void {
  useEffect(() => {
    const name = title ? `${title} · Village` : "Village";
    document.title = waiting > 0 ? `(${waiting}) ${name}` : name;
  }, [title, waiting]);
}
