import { lazy, Suspense, useSyncExternalStore } from "react";
import { postedAs, SIGNED_OUT, subscribeToAuthoredPosts } from "../../lib/authored-posts";
import { useSession } from "../../lib/session/use-session";

// The link, its reads and their call load only for a person who posted here: the home page's first load
// carries just this test (decision 0120).
const ReplyNoticeLink = lazy(() =>
  import("./ReplyNoticeLink").then(({ ReplyNoticeLink: link }) => ({ default: link })),
);

/** Whether the person using this browser posted here (replies aside); only then is the header's notice loaded. */
export function ReplyNoticeGate({ className }: { className: string | undefined }) {
  const session = useSession();
  const owner = session.status === "signed-in" ? session.user.uid : session.status === "signed-out" ? SIGNED_OUT : null;
  const posted = useSyncExternalStore(
    subscribeToAuthoredPosts,
    () => owner !== null && postedAs(owner),
    () => false,
  );
  return posted ? (
    <Suspense fallback={null}>
      <ReplyNoticeLink className={className} />
    </Suspense>
  ) : null;
}
