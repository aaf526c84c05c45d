import { useState } from "react";
import type { OwnSuspension } from "@village/shared";
import { postedSignedOut } from "../lib/authored-posts";
import { useSession } from "../lib/session/use-session";
import { useRead } from "./use-read";

/** The call loads with its first use: most pages never ask. */
const readMySuspension = () =>
  import("../lib/firebase/my-suspension-call").then(({ callMySuspension }) => callMySuspension());

/** Who is asked about: the signed-in account (its uid), or the signed-out browser's anonymous identity. */
const SIGNED_OUT_IDENTITY = "";

/**
 * The reader's own suspension in force: the signed-in account's, or, signed out, that of the browser's
 * anonymous identity when this browser has posted signed out (a browser that never posted has no identity a
 * moderator could have suspended, and loads nothing for it). Null otherwise, and while it is read. A failed
 * read shows nothing: the post callables still refuse a suspended author.
 */
export function useMySuspension(): OwnSuspension | null {
  const session = useSession();
  // Read once per page: a post made here and now does not make the page ask, only the next visit does.
  const [posted] = useState(postedSignedOut);
  const who =
    session.status === "signed-in"
      ? session.user.uid
      : session.status === "signed-out" && posted
        ? SIGNED_OUT_IDENTITY
        : null;
  // Keyed by who is asked: another sign-in reads afresh, and the previous identity's answer is never shown.
  const read = useRead(who, readMySuspension);
  return read.status === "done" ? read.value : null;
}
