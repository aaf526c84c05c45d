import { useCallback, useEffect, useRef, useState } from "react";

/** The menu open now, anywhere on the page: opening another closes it, so menus never cover each other. */
let closeOpenMenu: (() => void) | null = null;

/**
 * A ⋯ menu's open state as a disclosure: one open at a time on the page, closed by a press outside it, by
 * focus leaving it, and by Escape (which puts focus back on its button). `container` wraps the button and
 * the menu; `button` is the toggle.
 */
export function useDisclosureMenu() {
  const [open, setOpen] = useState(false);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return;
    if (closeOpenMenu !== close) closeOpenMenu?.();
    closeOpenMenu = close;
    const inside = (target: EventTarget | null) => target instanceof Node && !!container.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (!inside(event.target)) close();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      close();
      button.current?.focus();
    };
    // Tabbing away closes it too; focus that leaves for nowhere (a click on the page) is the pointer's case.
    const onFocusIn = (event: FocusEvent) => {
      if (!inside(event.target)) close();
    };
    document.addEventListener("pointerdown", onPointerDown);
    document.addEventListener("keydown", onKeyDown);
    document.addEventListener("focusin", onFocusIn);
    return () => {
      document.removeEventListener("pointerdown", onPointerDown);
      document.removeEventListener("keydown", onKeyDown);
      document.removeEventListener("focusin", onFocusIn);
      if (closeOpenMenu === close) closeOpenMenu = null;
    };
  }, [open, close]);

  return { open, setOpen, close, container, button };
}
