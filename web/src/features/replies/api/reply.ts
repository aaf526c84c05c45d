import type { ListedReply } from "@village/shared";

/** A reply as the thread shows it, from its public document, the page's rendered data or the callable's answer. */
export interface Reply {
  id: string;
  author: string;
  /** Written by the post's own author: marked "author". */
  byPostAuthor: boolean;
  text: string;
  createdAt: Date;
  /**
   * Its time as the server sent it (RFC 3339, to the nanosecond): the "Load more replies" cursor starts right
   * after it, which a Date, exact only to the millisecond, could not say.
   */
  sentTime: string;
  /** Held by safe mode for a moderator (decision 0131): shown to its writer alone, in the tab that sent it. */
  held?: boolean;
}

/** Where the next page of a thread starts: right after this reply, in the thread's (time, id) order. */
export interface ReplyCursor {
  time: string;
  replyId: string;
}

/** A listed reply (`ListedReply` in shared/, its time as RFC 3339 text), however it came. */
export function replyFromAnswer(listed: ListedReply<string>): Reply {
  return {
    id: listed.replyId,
    author: listed.author,
    byPostAuthor: listed.byPostAuthor === true,
    text: listed.text,
    createdAt: new Date(listed.createdAt),
    sentTime: listed.createdAt,
  };
}

/** The cursor after `reply`. */
export const cursorAfter = (reply: Reply): ReplyCursor => ({ time: reply.sentTime, replyId: reply.id });
