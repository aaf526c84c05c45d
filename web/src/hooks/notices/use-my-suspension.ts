import { useState } from "react";
import type { OwnSuspension } from "@village/shared";
import { postedSignedOut } from "../../lib/authored-posts";
import { useSession } from "../../lib/session/use-session";
import { useRead } from "../reads/use-read";

/** The call loads with its first use: most pages never ask. */
const readMySuspension = () =>
  import("../../lib/firebase/my-suspension-call").then(({ callMySuspension }) => callMySuspension());

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
  // An answer this tab read in the last minute is used again (a thread's reply form asks on every post page).
  const read = useRead(who, () => readFor(who ?? SIGNED_OUT_IDENTITY), who === null ? null : freshAnswer(who));
  return read.status === "done" ? read.value.suspension : null;
}

/** How long this tab uses an answer again, without a call. */
const KEPT_MS = 60_000;
const answers = new Map<string, { at: number; suspension: OwnSuspension | null }>();

const freshAnswer = (who: string) => {
  const kept = answers.get(who);
  return kept !== undefined && Date.now() - kept.at < KEPT_MS ? { suspension: kept.suspension } : null;
};

async function readFor(who: string): Promise<{ suspension: OwnSuspension | null }> {
  const suspension = await readMySuspension();
  answers.set(who, { at: Date.now(), suspension });
  return { suspension };
}
