import { lazy, Suspense } from "react";
import { Link } from "wouter";
import { replyNoticeText, useReplyNotices } from "../../hooks/notices/use-reply-notices";
import { paths, postPath } from "../../lib/paths";
import { SIGNED_OUT } from "../../lib/authored-posts";
import { useSession } from "../../lib/session/use-session";

// Its own chunk, loaded from this one: the home route's first load names only this chunk's own imports.
const ModerationNoticeLink = lazy(() =>
  import("./ModerationNoticeLink").then(({ ModerationNoticeLink: link }) => ({ default: link })),
);

/**
 * "2 new replies" in the main navigation, for an author whose posts have them (nothing at none): to the account
 * page's list when signed in, else to the newest post with new replies, the one place a signed-out browser can
 * read them (decision 0120). Opening that post marks it seen, and the count moves on to the next.
 */
export function ReplyNoticeLink({ className }: { className: string | undefined }) {
  const session = useSession();
  const notices = useReplyNotices();
  const first = notices?.posts.find((post) => post.notices && post.newReplies > 0);
  const owner = session.status === "signed-in" ? session.user.uid : session.status === "signed-out" ? SIGNED_OUT : null;
  return (
    <>
      {notices && first && (
        <li>
          <Link href={session.status === "signed-in" ? paths.account : postPath(first.postId)} className={className}>
            {replyNoticeText(notices.newReplies)}
          </Link>
        </li>
      )}
      {/* What moderators did to this person's posts, replies or identity (decision 0128), in the same chunk. */}
      <Suspense fallback={null}>
        <ModerationNoticeLink owner={owner} className={className} />
      </Suspense>
    </>
  );
}
