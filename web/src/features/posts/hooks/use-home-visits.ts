import { useEffect, useState } from "react";
import { paths } from "../../../lib/paths";

export interface HomeVisit {
  /** Changes with every new entry at `/` while the home page is shown: the board is drawn afresh for it. */
  key: number;
  /** The entry came from a link (the logo, "All posts"), not from Back or Forward. */
  followedLink: boolean;
}

/**
 * New history entries at `/` while the home page is already shown, which give the router no new page. A link
 * to it (the logo) opens a new entry that should read the board afresh, as a visit would; Back or Forward to
 * another entry at `/` should show that entry's kept list (list-memory.ts). The router pushes entries through
 * `history.pushState`, which it wraps to send a "pushState" event; searching from the home page replaces its
 * entry instead, so typing is not counted.
 */
export function useHomeVisits(): HomeVisit {
  const [visit, setVisit] = useState<HomeVisit>({ key: 0, followedLink: false });
  useEffect(() => {
    const atHome = () => window.location.pathname === paths.home;
    const onPush = () => {
      if (atHome() && window.location.search === "") setVisit(({ key }) => ({ key: key + 1, followedLink: true }));
    };
    const onPop = () => {
      if (atHome()) setVisit(({ key }) => ({ key: key + 1, followedLink: false }));
    };
    window.addEventListener("pushState", onPush);
    window.addEventListener("popstate", onPop);
    return () => {
      window.removeEventListener("pushState", onPush);
      window.removeEventListener("popstate", onPop);
    };
  }, []);
  return visit;
}
