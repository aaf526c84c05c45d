import { useEffect, useEffectEvent, useRef, type SubmitEvent } from "react";
import { useLocation } from "wouter";
import { searchUrl, useSearchQuery } from "../../hooks/use-search-query";
import styles from "./SearchBox.module.css";

/**
 * The header's search box. The URL is the only state: the box shows `q` and every keystroke writes it, so
 * the home page (which reads `q`) filters as you type, and a search can be bookmarked or shared.
 */
export function SearchBox() {
  const [location, navigate] = useLocation();
  const term = useSearchQuery();

  function search(value: string) {
    // A search's first keystroke pushes one history entry and the next ones replace it: Back returns to the
    // unfiltered board (or the page the search began on), not to the page before Village, and never steps
    // through a search one keystroke at a time.
    navigate(searchUrl(value), { replace: location === "/" && term !== "" });
  }

  // On a page the server drew, the box is there before the app: what was typed into it then is searched
  // once the app has taken the page over, not left in the box doing nothing (decision 0102).
  const input = useRef<HTMLInputElement>(null);
  const searchTyped = useEffectEvent(() => {
    const typed = input.current?.value ?? term;
    if (typed !== term) search(typed);
  });
  useEffect(() => searchTyped(), []);

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (location !== "/") search(term);
  }

  return (
    <form role="search" className={styles.search} onSubmit={submit} data-needs-js="">
      <label htmlFor="site-search" className="visually-hidden">
        Search suggestions
      </label>
      <input
        ref={input}
        id="site-search"
        type="search"
        className={styles.input}
        placeholder="Search…"
        value={term}
        onChange={(event) => search(event.target.value)}
        autoComplete="off"
        enterKeyHint="search"
      />
    </form>
  );
}
