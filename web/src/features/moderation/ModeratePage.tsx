import { lazy, Suspense, useRef, useState } from "react";
import { Link, Redirect } from "wouter";
import { ReadFailure } from "../../components/feedback/ReadFailure";
import { CheckingSignIn, RequireSession } from "../../components/session/RequireSession";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { usePagedRead } from "../../hooks/reads/use-paged-read";
import { useSlow } from "../../hooks/reads/use-slow";
import { authPathReturningTo } from "../../lib/next-path";
import { paths } from "../../lib/paths";
import { useSession } from "../../lib/session/use-session";
import { fetchQueue, useFreshClaims } from "./api/moderation-api";
import { QueueEntry } from "./components/QueueEntry";
import { SafeModeSwitch } from "./components/SafeModeSwitch";

// Loaded by the page, not named by the home route's first load (decision 0129).
const AppealList = lazy(() => import("./components/AppealList").then(({ AppealList: list }) => ({ default: list })));
import styles from "./components/Moderation.module.css";

/**
 * The queue, a page at a time (Load more follows the server's cursor), "Loading the queue…" said only when
 * the first page takes over a second. After an action the queue is read
 * again from its start, since the post may have moved in line (a Load more still on its way is dropped),
 * and the status line says what was done and takes focus.
 */
function Queue() {
  // Whether safe mode is on, as the queue's first page says (decision 0131): the switch above the queue.
  const [safeMode, setSafeMode] = useState<boolean | null>(null);
  // The queue's pages (a callable: nothing to abort, so a late answer is ignored by `usePagedRead`).
  const queue = usePagedRead(async (_key: string, after: string | null) => {
    const page = await fetchQueue(after ?? undefined);
    if (page.safeMode !== undefined) setSafeMode(page.safeMode);
    return { items: page.items, next: page.next ?? null };
  });
  const [status, setStatus] = useState("");
  const statusLine = useRef<HTMLParagraphElement>(null);
  const done = (said: string) => {
    setStatus(said);
    // Focus goes to what came of it, not to <body> (the entry acted on may leave the queue as it is read).
    statusLine.current?.focus();
    queue.reload();
  };
  const { items } = queue;
  const reading = queue.first === "loading" || queue.more === "loading";
  const firstWait = items === null && queue.first === "loading";
  const slow = useSlow(firstWait);

  return (
    // Kept at least the height of an entry while the first page is on its way, so the answer fills the frame
    // rather than pushing the page down.
    <div className={styles.queue} aria-busy={firstWait || undefined}>
      {safeMode !== null && <SafeModeSwitch on={safeMode} onSwitched={setSafeMode} />}
      <p ref={statusLine} tabIndex={-1} role="status" className={styles.status}>
        {status}
      </p>
      <Suspense fallback={null}>
        <AppealList onDone={done} />
      </Suspense>
      {queue.first === "failed" && <ReadFailure message={queue.message ?? ""} onRetry={queue.retry} />}
      {slow && <p>Loading the queue…</p>}
      {items?.length === 0 && <p>Nothing to review: no reported or hidden posts.</p>}
      {items && items.length > 0 && (
        <ul className={styles.list}>
          {items.map((item) => (
            <QueueEntry key={`${item.postId}/${item.replyId ?? ""}`} item={item} onDone={done} />
          ))}
        </ul>
      )}
      {items !== null && reading && <p>Loading…</p>}
      {queue.more === "failed" && <ReadFailure message={queue.message ?? ""} onRetry={queue.retry} />}
      {queue.first === "ready" && queue.next !== null && queue.more === "idle" && (
        <button type="button" onClick={queue.loadMore}>
          Load more
        </button>
      )}
    </div>
  );
}

/**
 * /moderate: the queue, for moderators only. Its frame (heading and what it is for) is the same for everyone,
 * which the build renders; under it, the queue for a moderator, a way to sign in for someone signed out (a
 * moderator on another device), and a member who is not a moderator is sent home (docs/decisions/0106).
 */
export function ModeratePage() {
  useDocumentTitle("Moderate");
  // A moderator granted since this browser's token was issued is let in once the fresh token says so (asked
  // at once, beside the session's own check).
  const fresh = useFreshClaims();
  return (
    <section aria-labelledby="moderate-heading">
      <h1 id="moderate-heading">Moderation queue</h1>
      <p>
        Hidden posts nobody has reviewed come first, oldest first; then reported posts still up; then posts a moderator
        already acted on. Every action and its reason goes in the public log; nobody is shown who wrote a post.
      </p>
      <RequireSession
        signedOut={
          <p>
            The queue is for moderators. <Link href={authPathReturningTo(paths.moderate)}>Log in</Link> with a
            moderator&apos;s account to see it.
          </p>
        }
      >
        <ModeratorsOnly fresh={fresh} />
      </RequireSession>
    </section>
  );
}

function ModeratorsOnly({ fresh }: { fresh: ReturnType<typeof useFreshClaims> }) {
  const session = useSession();
  // A moderator by this browser's token gets the queue at once, its read beside the fresh check rather than
  // after it (the server refuses the queue to anyone else); only a grant since then waits for the check.
  if (fresh.status === "pending" && session.user?.moderator !== true) return <CheckingSignIn />;
  // The fresh token's word first (a grant or revoke since the page's token), else the session's.
  const moderator = fresh.status === "done" && fresh.claims ? fresh.claims.moderator : session.user?.moderator;
  if (moderator !== true) return <Redirect to={paths.home} replace />;
  return <Queue />;
}
