import type { ReactNode } from "react";
import { Link } from "wouter";
import notice from "../../../components/feedback/Notice.module.css";
import { ownPostStatus } from "../../../lib/moderation/own-post-words";
import { paths } from "../../../lib/paths";
import type { OwnPost } from "../api/own-post-api";
import type { Post } from "../api/post";
import { PostArticle } from "./PostArticle";

interface OwnPostNoticeProps {
  own: OwnPost;
  /** The post actions menu, told the post is the reader's own (so it offers Delete). */
  actions: (post: Post) => ReactNode;
}

/**
 * The author's own post whose public copy is gone: what became of it and what they can do, told to them
 * alone (everyone else gets the ordinary "not available" page).
 */
export function OwnPostNotice({ own, actions }: OwnPostNoticeProps) {
  const { post, moderation } = own;
  const removed = moderation.state === "removed";
  const held = moderation.state === "held";
  const status = ownPostStatus(moderation);
  return (
    <section aria-labelledby="own-post-heading">
      <h1 id="own-post-heading">
        {removed
          ? "Your post was removed"
          : held
            ? "Your post is waiting for a moderator"
            : status
              ? "Your post is hidden"
              : "Your post is not listed yet"}
      </h1>
      <div className={notice.notice}>
        {status && (
          <p>
            <strong>
              <bdi>{status}</bdi>
            </strong>
          </p>
        )}
        <p>
          Only you can see this. To everyone else the post is not available
          {removed ? "; it cannot be posted again." : "."}
        </p>
        {status && !held && (
          <p>
            Please read the <Link href={paths.guidelines}>Community Guidelines</Link>
            {removed ? "." : ". You can delete the post from its ⋯ menu below."}
          </p>
        )}
      </div>
      {post && <PostArticle post={post} heading="h2" actions={actions(post)} />}
      <p>
        <Link href={paths.home}>See all posts</Link>
      </p>
    </section>
  );
}
