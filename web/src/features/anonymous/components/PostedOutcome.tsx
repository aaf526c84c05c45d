import { useEffect, useRef } from "react";
import { Link } from "wouter";
import form from "../../../components/form/Form.module.css";
import { postPath } from "../../../lib/paths";

/**
 * The green line after a post is stored: a link to it, and who can delete it. A live region that stays in the
 * page, empty until then, so that each new post is announced. Focus moves to it when a post is stored (the
 * form emptied, and its Submit is no longer what the person needs next).
 */
export function PostedOutcome({ postId, held, signedIn }: { postId: string | null; held: boolean; signedIn: boolean }) {
  const line = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (postId !== null) line.current?.focus();
  }, [postId]);
  return (
    <div role="status" className={form.success}>
      {postId !== null && (
        <>
          <p ref={line} tabIndex={-1} className={form.outcomeLine}>
            {/* The specification's "Posted!", then the way to the post; held by safe mode, that it waits. */}
            {held ? "Posted! It is waiting for a moderator" : "Posted!"} — <Link href={postPath(postId)}>view it</Link>
          </p>
          {held && (
            <p className={form.hint}>
              Safe mode is on: nobody else sees it until a moderator approves it. Its page says so meanwhile.
            </p>
          )}
          <p className={form.hint}>
            {signedIn
              ? "This browser can delete it while you are signed in: open it and choose Delete from its ⋯ menu."
              : "To delete it later, open it in this browser and choose Delete from its ⋯ menu. Signing in here, or having this browser forget you (below), ends that."}
          </p>
        </>
      )}
    </div>
  );
}
