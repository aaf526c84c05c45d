import type { OwnSuspension } from "@village/shared";
import { useSession } from "../lib/session/use-session";
import { useRead } from "./use-read";

/** The call loads with its first use: most pages never ask. */
const readMySuspension = () =>
  import("../lib/firebase/my-suspension-call").then(({ callMySuspension }) => callMySuspension());

/**
 * The signed-in person's own suspension in force, read once they are known to be signed in (null otherwise,
 * and while it is read). A failed read shows nothing: the post callables still refuse a suspended author.
 */
export function useMySuspension(): OwnSuspension | null {
  const uid = useSession().user?.uid ?? null;
  // Keyed by the account: another sign-in reads afresh, and the previous account's answer is never shown.
  const read = useRead(uid, readMySuspension);
  return read.status === "done" ? read.value : null;
}
