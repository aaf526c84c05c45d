import { useState } from "react";
import { Link } from "wouter";
import { StatusLine } from "../../../components/feedback/StatusLine";
import form from "../../../components/form/Form.module.css";
import { replyNoticeText, setReplyNotices, useReplyNotices } from "../../../hooks/notices/use-reply-notices";
import { errorMessage } from "../../../lib/errors/error-message";
import { postPath } from "../../../lib/paths";
import styles from "./MyPosts.module.css";

/**
 * Your posts with new replies (decision 0120), told to you alone: each links to its thread (opening it marks
 * its replies seen), with "Turn off reply notices" for a thread you no longer want to hear from, and "Turn on"
 * to hear again. Nothing shows until there is something to tell.
 */
export function ReplyNotices({ uid }: { uid: string }) {
  const notices = useReplyNotices({ always: true });
  const [said, setSaid] = useState({ text: "", count: 0 });
  const [busy, setBusy] = useState<string | null>(null);
  const say = (text: string) => setSaid((last) => ({ text, count: last.count + 1 }));
  const toggle = async (postId: string, on: boolean) => {
    setBusy(postId);
    try {
      await setReplyNotices(uid, postId, on);
      say(on ? "Reply notices turned on." : "Reply notices turned off.");
    } catch (error) {
      say(`Error: ${errorMessage(error)}`);
    } finally {
      setBusy(null);
    }
  };
  const posts = notices?.posts ?? [];
  return (
    <section aria-labelledby="reply-notices-heading" hidden={posts.length === 0 && said.text === ""}>
      <h2 id="reply-notices-heading">Replies to your posts</h2>
      <ul className={styles.list}>
        {posts.map((post) => (
          <li key={post.postId} className={styles.item}>
            <Link href={postPath(post.postId)}>
              <bdi>{post.title.trim() || "Untitled"}</bdi>
            </Link>
            <span className={styles.meta}>
              {" "}
              • {post.notices ? replyNoticeText(post.newReplies) : "reply notices off"}
            </span>{" "}
            <button
              type="button"
              className={form.secondary}
              onClick={() => void toggle(post.postId, !post.notices)}
              disabled={busy !== null}
            >
              {post.notices ? "Turn off reply notices" : "Turn on reply notices"}
            </button>
          </li>
        ))}
      </ul>
      <StatusLine said={said.text} count={said.count} />
    </section>
  );
}
