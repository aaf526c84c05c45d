import { Link } from "wouter";
import { replyNoticeText, useReplyNotices } from "../../hooks/use-reply-notices";
import { paths, postPath } from "../../lib/paths";
import { useSession } from "../../lib/session/use-session";

/**
 * "2 new replies" in the main navigation, for an author whose posts have them (nothing at none): to the account
 * page's list when signed in, else to the newest post with new replies, the one place a signed-out browser can
 * read them (decision 0120). Opening that post marks it seen, and the count moves on to the next.
 */
export function ReplyNoticeLink({ className }: { className: string | undefined }) {
  const session = useSession();
  const notices = useReplyNotices();
  const first = notices?.posts.find((post) => post.notices && post.newReplies > 0);
  if (!notices || !first) return null;
  return (
    <li>
      <Link href={session.status === "signed-in" ? paths.account : postPath(first.postId)} className={className}>
        {replyNoticeText(notices.newReplies)}
      </Link>
    </li>
  );
}
