import { lazy, Suspense, useRef, useState } from "react";
import styles from "./Moderation.module.css";

// The dialog (and the schemas and Functions SDK it brings) loads when first opened, as the post menu's does.
const ReportDialog = lazy(() => import("./ReportDialog").then((module) => ({ default: module.ReportDialog })));

/** How much of a reply the report dialog quotes, so that the reporter sees which one they report. */
const QUOTED_CHARACTERS = 140;

export const quoteOf = (text: string): string =>
  text.length <= QUOTED_CHARACTERS ? text : `${text.slice(0, QUOTED_CHARACTERS - 1).trimEnd()}…`;

interface ReplyReportProps {
  postId: string;
  replyId: string;
  author: string;
  text: string;
}

/**
 * Report on one reply: the posts' dialog, reasons and standing rules (decision 0117). One button rather
 * than a menu, named with the reply's author so that a screen reader's list of buttons tells them apart;
 * placed over the reply's corner, so that its arrival with the app moves nothing.
 */
export function ReplyReport({ postId, replyId, author, text }: ReplyReportProps) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const close = () => {
    setOpen(false);
    // After the dialog has closed: closing a modal dialog moves focus itself.
    setTimeout(() => button.current?.focus(), 0);
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className={styles.replyReport}
        aria-label={`Report reply by ${author}`}
        onClick={() => setOpen(true)}
        data-needs-js=""
      >
        Report
      </button>
      <Suspense fallback={null}>
        {open && <ReportDialog postId={postId} replyId={replyId} title={quoteOf(text)} onClose={close} />}
      </Suspense>
    </>
  );
}
