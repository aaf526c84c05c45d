import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent } from "react";
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
}

/**
 * A small menu of what one can do with a post: Report (anyone), and Delete when this browser made it (the
 * signed-in author's post, or a signed-out post whose delete token this browser kept). A disclosure of
 * plain buttons: Tab reaches each, Escape closes it, and each is named with the post's title.
 */
export function PostActions({ postId, title, onDeleted }: PostActionsProps) {
  const [open, setOpen] = useState(false);
  const [dialog, setDialog] = useState<"report" | "delete" | null>(null);
  const [copied, setCopied] = useState("");
  const toggle = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const authored = useAuthoredPost(postId);
  const session = useSession();
  // A post made signed in needs its account; a signed-out one, its token (which only this browser has).
  const canDelete = authored !== null && (authored.deleteToken !== undefined || session.status === "signed-in");

  const choose = (next: "report" | "delete") => {
    setOpen(false);
    setDialog(next);
  };
  const copyLink = async () => {
    setOpen(false);
    const url = `${window.location.origin}${postPath(postId)}`;
    try {
      await navigator.clipboard.writeText(url);
      setCopied("Link copied.");
    } catch {
      setCopied(`Could not copy the link. Copy it from here: ${url}`);
    }
    toggle.current?.focus();
  };
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== "Escape") return;
    setOpen(false);
    toggle.current?.focus();
  };
  const closeDialog = () => {
    setDialog(null);
    // After the dialog has closed: closing a modal dialog moves focus itself (to the menu item, now hidden).
    setTimeout(() => toggle.current?.focus(), 0);
  };

  return (
    <div className={styles.actions} onKeyDown={closeOnEscape}>
      <button
        ref={toggle}
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-controls={menuId}
        aria-label={`Actions for post: ${title}`}
        onClick={() => setOpen((value) => !value)}
      >
        ⋯
      </button>
      <ul id={menuId} className={styles.menu} hidden={!open}>
        <li>
          <button type="button" onClick={() => void copyLink()}>
            Copy link
          </button>
        </li>
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
        {copied}
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
