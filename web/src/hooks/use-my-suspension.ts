import { useEffect, useState } from "react";
import type { OwnSuspension } from "@village/shared";
import { useSession } from "../lib/session/use-session";

/**
 * The signed-in person's own suspension in force, read once they are known to be signed in (null otherwise,
 * and while it is read). A failed read shows nothing: the post callables still refuse a suspended author.
 */
export function useMySuspension(): OwnSuspension | null {
  const session = useSession();
  const uid = session.user?.uid ?? null;
  const [found, setFound] = useState<{ uid: string; suspension: OwnSuspension | null } | null>(null);

  useEffect(() => {
    if (uid === null) return;
    let current = true;
    import("../lib/firebase/my-suspension-call")
      .then(({ callMySuspension }) => callMySuspension())
      .then(
        (suspension) => current && setFound({ uid, suspension }),
        (error: unknown) => console.warn("Could not read the suspension", error),
      );
    return () => {
      current = false;
    };
  }, [uid]);

  return found !== null && found.uid === uid ? found.suspension : null;
}
