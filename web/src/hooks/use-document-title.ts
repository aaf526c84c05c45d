import { useEffect } from "react";

/** Names the browser tab (and what a screen reader announces on arrival) after the page: "Title · Village". */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    document.title = title ? `${title} · Village` : "Village";
  }, [title]);
}
