import { useEffect, useState } from "react";
import { paths } from "../../../lib/paths";

/**
 * Counts the links to the home page followed while it is shown (the logo, "All posts"): each opens a new
 * history entry at `/` without a new page for the router, and should read the board afresh as a visit
 * would. The router pushes entries through `history.pushState`, which it wraps to send a "pushState" event;
 * searching from the home page replaces its entry instead, so typing is not counted.
 */
export function useHomeVisits(): number {
  const [visits, setVisits] = useState(0);
  useEffect(() => {
    const onPush = () => {
      if (window.location.pathname === paths.home && window.location.search === "") setVisits((count) => count + 1);
    };
    window.addEventListener("pushState", onPush);
    return () => window.removeEventListener("pushState", onPush);
  }, []);
  return visits;
}
