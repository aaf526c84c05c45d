import { lazy, Suspense, useId, useState } from "react";
import { useLocation } from "wouter";
import { EDIT_WINDOW_MS } from "@village/shared";
import { useDisclosureMenu } from "../../../hooks/use-disclosure-menu";
import { useAuthoredPost } from "../../../lib/authored-posts";
import { postPath } from "../../../lib/paths";
import { useSession } from "../../../lib/session/use-session";
import type { EditedPost } from "../api/moderation-api";
import type { EditablePost } from "./EditDialog";
import styles from "./Moderation.module.css";

// The dialogs (and the schemas and Functions SDK they bring) load when first opened, not with the home page.
const ReportDialog = lazy(() => import("./ReportDialog").then((module) => ({ default: module.ReportDialog })));
const DeleteDialog = lazy(() => import("./DeleteDialog").then((module) => ({ default: module.DeleteDialog })));
const EditDialog = lazy(() => import("./EditDialog").then((module) => ({ default: module.EditDialog })));

interface PostActionsProps {
  postId: string;
  title: string;
  /** The post was deleted: the list drops it at once. */
  onDeleted: () => void;
  /** The server said it is the signed-in reader's own (their hidden post's page): Delete from any browser. */
  owned?: boolean | undefined;
  /** The post as its author would edit it (issue #48): Edit is offered to its author within the window. */
  editable?: EditablePost | undefined;
  /** The author's edit was saved: the post as it is now listed. */
  onEdited?: ((post: EditedPost) => void) | undefined;
}

type Copy = { state: "idle" } | { state: "copied" } | { state: "failed"; url: string };

/**
 * A small menu of what one can do with a post: Copy link (in the list; its page has its own), Report (anyone), and Delete when this browser made
 * it (the signed-in author's post, or a signed-out post whose delete token this browser kept). A disclosure
 * of plain buttons (`useDisclosureMenu`: one open at a time, closed by a press outside, by Tab away and by
 * Escape); the toggle is named with the post's title. "Link copied" shows on the item itself, where the
 * person looks, and stays until the menu closes.
 */
export function PostActions({ postId, title, onDeleted, owned = false, editable, onEdited }: PostActionsProps) {
  const { open, setOpen, container, button } = useDisclosureMenu();
  const [dialog, setDialog] = useState<"report" | "delete" | "edit" | null>(null);
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
  // Offered while the window looks open (read when the menu opens); the server is the judge of the window,
  // the replies and the reports, and a refusal is said in the dialog.
  const canEdit = canDelete && editable !== undefined && editable.replies === 0 && isEditable(editable.createdAt, open);

  const choose = (next: "report" | "delete" | "edit") => {
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
        {canEdit && (
          <li>
            <button type="button" onClick={() => choose("edit")}>
              Edit
            </button>
          </li>
        )}
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
        {dialog === "edit" && editable && (
          <EditDialog postId={postId} post={editable} onClose={closeDialog} onEdited={(post) => onEdited?.(post)} />
        )}
      </Suspense>
    </div>
  );
}

/** Whether a post made at `createdAt` is still in its edit window, as this browser's clock tells (when `open`). */
function isEditable(createdAt: Date, open: boolean): boolean {
  return open && Date.now() - createdAt.getTime() < EDIT_WINDOW_MS;
}
