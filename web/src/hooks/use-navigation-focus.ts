import { useEffect, useRef } from "react";
import { useLocation } from "wouter";

// Set by Back/Forward before the router re-renders (a capture listener on window runs first), so the new
// page keeps the scroll position the browser restores.
let poppedHistory = false;
if (typeof window !== "undefined") {
  window.addEventListener("popstate", () => (poppedHistory = true), { capture: true });
}

// How long to wait for a lazily loaded page's heading before giving up on moving focus.
const HEADING_WAIT_MS = 10_000;

/** Focuses the page's main heading once it exists (a lazy page shows it only after its chunk arrives). */
function focusHeadingWhenShown(): () => void {
  const focus = () => {
    const heading = document.querySelector<HTMLElement>("main h1");
    if (!heading) return false;
    if (!heading.hasAttribute("tabindex")) heading.setAttribute("tabindex", "-1");
    heading.focus({ preventScroll: true });
    return true;
  };
  if (focus()) return () => undefined;
  const main = document.querySelector("main") ?? document.body;
  const observer = new MutationObserver(() => {
    if (focus()) observer.disconnect();
  });
  observer.observe(main, { childList: true, subtree: true });
  const timer = window.setTimeout(() => observer.disconnect(), HEADING_WAIT_MS);
  return () => {
    observer.disconnect();
    window.clearTimeout(timer);
  };
}

/**
 * What a route change does, as a full page load would: a new page opens at the top (Back keeps the place it
 * had) and focus moves to its main heading, so keyboard and screen-reader users start at the new content.
 * Typing in the header's search box (which opens the home page) keeps focus in the box.
 */
export function useNavigationFocus(): void {
  const [location] = useLocation();
  const previous = useRef(location);

  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    const back = poppedHistory;
    poppedHistory = false;
    if (!back) window.scrollTo(0, 0);
    const active = document.activeElement;
    if (active instanceof HTMLInputElement && active.type === "search") return;
    // The page already placed focus itself (the home list, back at the post the reader left).
    const main = document.querySelector("main");
    if (active && active !== main && main?.contains(active)) return;
    return focusHeadingWhenShown();
  }, [location]);
}
