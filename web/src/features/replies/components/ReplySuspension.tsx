import { useEffect } from "react";
import { SuspensionNoticeFor } from "../../../components/feedback/SuspensionNotice";
import { useMySuspension } from "../../../hooks/notices/use-my-suspension";

/**
 * Above a thread's reply form: the reader's own suspension, if any (any suspension stops replies, as
 * `createReply` refuses), reported to the form so that it is disabled before anything is typed (decision
 * 0128). Its own chunk, loaded by the form: the post page's first load names none of it.
 */
export function ReplySuspension({ onSuspended }: { onSuspended: (suspended: boolean) => void }) {
  const suspension = useMySuspension();
  useEffect(() => {
    onSuspended(suspension !== null);
  }, [suspension, onSuspended]);
  return <SuspensionNoticeFor suspension={suspension} />;
}
