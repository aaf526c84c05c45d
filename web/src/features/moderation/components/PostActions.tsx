import { lazy, Suspense, useId, useState } from "react";
import { useLocation } from "wouter";
import { useDisclosureMenu } from "../../../hooks/use-disclosure-menu";
import { useAuthoredPost } from "../../../lib/authored-posts";
import { postPath } from "../../../lib/paths";
import { useSession } from "../../../lib/session/use-session";
import styles from "./Moderation.module.css";

// The dialogs (and the schemas and Functions SDK they bring) load when first opened, not with the home page.
const ReportDialog = lazy(() => import("./ReportDialog").then((module) => ({ default: module.ReportDialog })));
const DeleteDialog = lazy(() => import("./DeleteDialog").then((module) => ({ default: module.DeleteDialog })));

interface PostActionsProps {
  postId: string;
  title: string;
  /** The post was deleted: the list drops it at once. */
  onDeleted: () => void;
  /** The server said it is the signed-in reader's own (their hidden post's page): Delete from any browser. */
  owned?: boolean | undefined;
}

type Copy = { state: "idle" } | { state: "copied" } | { state: "failed"; url: string };

/**
 * A small menu of what one can do with a post: Copy link (in the list; its page has its own), Report (anyone), and Delete when this browser made
 * it (the signed-in author's post, or a signed-out post whose delete token this browser kept). A disclosure
 * of plain buttons (`useDisclosureMenu`: one open at a time, closed by a press outside, by Tab away and by
 * Escape); the toggle is named with the post's title. "Link copied" shows on the item itself, where the
 * person looks, and stays until the menu closes.
 */
export function PostActions({ postId, title, onDeleted, owned = false }: PostActionsProps) {
  const { open, setOpen, container, button } = useDisclosureMenu();
  const [dialog, setDialog] = useState<"report" | "delete" | null>(null);
  const [copy, setCopy] = useState<Copy>({ state: "idle" });
  const menuId = useId();
  const authored = useAuthoredPost(postId);
  const session = useSession();
  // The post's own page has Copy link beside it already (ShareActions): once is enough.
  const [location] = useLocation();
  const copyOffered = location !== postPath(postId);
  // Remembered by whoever uses this browser now: their account, or the signed-out browser's identity (an old
  // post of the signed-out browser may carry the delete token it was given before identities). Its author,
  // signed in, may delete it from any browser.
  const canDelete = (owned && session.status === "signed-in") || authored !== null;

  const choose = (next: "report" | "delete") => {
    setOpen(false);
    setDialog(next);
  };
  const copyLink = async () => {
    const url = `${window.location.origin}${postPath(postId)}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopy({ state: "copied" });
    } catch {
      setCopy({ state: "failed", url });
    }
  };
  const toggle = () => {
    setCopy({ state: "idle" });
    setOpen(!open);
  };
  const closeDialog = () => {
    setDialog(null);
    // After the dialog has closed: closing a modal dialog moves focus itself (to the menu item, now hidden).
    setTimeout(() => button.current?.focus(), 0);
  };

  return (
    <div ref={container} className={styles.actions} data-needs-js="">
      <button
        ref={button}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Actions for post: ${title}`}
        onClick={toggle}
      >
        ⋯
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        {copyOffered && (
          <li>
            <button type="button" onClick={() => void copyLink()}>
              {copy.state === "copied" ? "✓ Link copied" : "Copy link"}
            </button>
            {copy.state === "failed" && (
              <p className={styles.copyFailed}>
                Could not copy the link. Copy it from here: <span className={styles.url}>{copy.url}</span>
              </p>
            )}
          </li>
        )}
        <li>
          <button type="button" onClick={() => choose("report")}>
            Report
          </button>
        </li>
        {canDelete && (
          <li>
            <button type="button" onClick={() => choose("delete")}>
              Delete
            </button>
          </li>
        )}
      </ul>
      <p role="status" className="visually-hidden">
        {open && copy.state === "copied" ? "Link copied." : ""}
      </p>
      <Suspense fallback={null}>
        {dialog === "report" && <ReportDialog postId={postId} title={title} onClose={closeDialog} />}
        {dialog === "delete" && (
          <DeleteDialog
            postId={postId}
            title={title}
            deleteToken={authored?.deleteToken}
            onClose={closeDialog}
            onDeleted={onDeleted}
          />
        )}
      </Suspense>
    </div>
  );
}
