import { useCallback, useEffect, useState } from "react";
import { Redirect } from "wouter";
import type { QueueItem } from "@village/shared";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { errorMessage } from "../../lib/errors/error-message";
import { paths } from "../../lib/paths";
import { useSession } from "../../lib/session/use-session";
import { fetchQueue, useFreshClaims } from "./api/moderation-api";
import { QueueEntry } from "./components/QueueEntry";
import styles from "./components/Moderation.module.css";

function Queue() {
  const [items, setItems] = useState<QueueItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const reload = useCallback(() => {
    fetchQueue().then(setItems, (caught: unknown) => setError(errorMessage(caught)));
  }, []);
  useEffect(reload, [reload]);

  if (error) return <p role="alert">Error: {error}</p>;
  if (items === null) return <p role="status">Loading the queue…</p>;
  if (items.length === 0) return <p>Nothing to review: no reported or hidden posts.</p>;
  return (
    <ul className={styles.list}>
      {items.map((item) => (
        <QueueEntry key={item.postId} item={item} onDone={reload} />
      ))}
    </ul>
  );
}

/** /moderate: the queue, for moderators only; everyone else is sent home. */
export function ModeratePage() {
  useDocumentTitle("Moderate");
  const session = useSession();
  // A moderator granted since this browser's token was issued is let in once the fresh token says so.
  const fresh = useFreshClaims();
  const mayBeGranted = session.status === "signed-in" && session.user.moderator !== true && !fresh;
  if (session.status === "loading" || mayBeGranted) return <p role="status">Checking sign-in…</p>;
  if (session.status !== "signed-in" || session.user.moderator !== true) return <Redirect to={paths.home} replace />;
  return (
    <section aria-labelledby="moderate-heading">
      <h1 id="moderate-heading">Moderation queue</h1>
      <p>Reported and hidden posts, newest report first. Every action and its reason goes in the public log.</p>
      <Queue />
    </section>
  );
}
