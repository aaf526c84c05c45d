import { lazy, Suspense, useSyncExternalStore } from "react";
import { postedAs, SIGNED_OUT, subscribeToAuthoredPosts } from "../../lib/authored-posts";
import { useSession } from "../../lib/session/use-session";

// The link, its reads and their call load only for a person who posted here, or is signed in (an account's
// moderation notices reach it in any browser: decision 0128): the home page's first load carries just this test
// (decision 0120).
const ReplyNoticeLink = lazy(() =>
  import("./ReplyNoticeLink").then(({ ReplyNoticeLink: link }) => ({ default: link })),
);

/**
 * Whether the person using this browser posted here (replies aside), or is signed in: only then is the header's
 * notice loaded. Its reply notices still ask only for a person who posted here.
 */
export function ReplyNoticeGate({ className }: { className: string | undefined }) {
  const session = useSession();
  const owner = session.status === "signed-in" ? session.user.uid : session.status === "signed-out" ? SIGNED_OUT : null;
  const posted = useSyncExternalStore(
    subscribeToAuthoredPosts,
    () => owner !== null && postedAs(owner),
    () => false,
  );
  return posted || session.status === "signed-in" ? (
    <Suspense fallback={null}>
      <ReplyNoticeLink className={className} />
    </Suspense>
  ) : null;
}
