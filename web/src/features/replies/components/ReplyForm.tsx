import { lazy, Suspense, useState } from "react";
import { Link } from "wouter";
import { LIMITS, REPLY_LABEL, REPLY_TEXT_ROWS } from "@village/shared";
import type { CallableParsedInput, createReply } from "@village/shared";
import { StatusLine } from "../../../components/feedback/StatusLine";
import { AgeCheckbox } from "../../../components/form/AgeCheckbox";
import { Form } from "../../../components/form/Form";
import { FormActions, FormError } from "../../../components/form/FormButtons";
import { HoneypotField } from "../../../components/form/HoneypotField";
import { TextField } from "../../../components/form/TextField";
import { useCallableForm } from "../../../hooks/forms/use-callable-form";
import { useFocusFirstInvalid } from "../../../hooks/forms/use-focus-first-invalid";
import { useHydrated } from "../../../hooks/use-hydrated";
import { useSessionDraft } from "../../../hooks/forms/use-session-draft";
import { ageRemembered, rememberAge } from "../../../lib/age-memory";
import { bindFields } from "../../../lib/forms/bind-fields";
import { loadOnce } from "../../../lib/load-once";
import { paths } from "../../../lib/paths";
import { useSession } from "../../../lib/session/use-session";
import type { Reply } from "../api/reply";
import styles from "./Thread.module.css";

// The schema and the call, with zod and the Functions SDK, download once the person starts on the form, not
// with the page (as /anon's do: docs/decisions/0012-calm-fast-pages.md).
const loadApi = loadOnce(() => import("../api/send-reply"));

export const REPLY_POSTED = "Reply posted.";

interface Values {
  text: string;
  website: string;
  ageConfirmed: true | undefined;
}

/**
 * "Your reply" under a thread: as the signed-in account, or signed out as the browser's anonymous identity
 * with the age box /anon asks (once per browser). The text is kept as a draft in this tab until it is posted;
 * the posted reply goes to the thread's end as the server answered it, and the status line says so.
 */
// The reader's suspension and its notice, loaded with the form (decision 0128).
const ReplySuspension = lazy(() =>
  import("./ReplySuspension").then(({ ReplySuspension: notice }) => ({ default: notice })),
);

export function ReplyForm({ postId, onPosted }: { postId: string; onPosted: (reply: Reply) => void }) {
  const session = useSession();
  const [suspended, setSuspended] = useState(false);
  const hydrated = useHydrated();
  const draft = useSessionDraft(`reply-${postId}`, { text: "" });
  const [website, setWebsite] = useState("");
  const [remembered, setRemembered] = useState(ageRemembered);
  const memberConfirmed = session.user?.ageConfirmed === true;
  // As on /anon: never asked of a member who confirmed, and not while the session is being restored. And
  // only once the person starts on the form: a reader who only reads is asked nothing, and the box coming in
  // after the page has painted would move what is under it (a shift right after the person's own input is
  // theirs, not the page's).
  const [started, setStarted] = useState(false);
  const ageAsked = started && !remembered && !memberConfirmed && session.status !== "loading";
  const [ageTicked, setAgeTicked] = useState(false);
  const [said, setSaid] = useState({ text: "", count: 0 });
  // Refused for want of a name (a signed-in account that chose none): the refusal links to /account.
  const [nameAsked, setNameAsked] = useState(false);
  const { submit, pending, problems, error, prepare } = useCallableForm<
    Values,
    CallableParsedInput<typeof createReply>
  >({
    schema: () => loadApi().then((api) => api.replyInput),
    send: async (parsed) => {
      const api = await loadApi();
      try {
        onPosted(await api.sendReply(parsed));
      } catch (error) {
        setNameAsked(api.asksForName(error));
        throw error;
      }
    },
    fields: ageAsked ? ["text", "ageConfirmed"] : ["text"],
    extras: () => ({ postId }),
  });
  const field = bindFields(draft, problems);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  function start() {
    setStarted(true);
    prepare();
  }

  async function onSubmit() {
    if (pending) return;
    setSaid(({ count }) => ({ text: "", count }));
    setNameAsked(false);
    const ageConfirmed = remembered || memberConfirmed || ageTicked ? true : undefined;
    if (await submit({ ...draft.values, website, ageConfirmed })) {
      if (ageTicked) {
        rememberAge();
        setRemembered(true);
      }
      draft.clear();
      setSaid(({ count }) => ({ text: REPLY_POSTED, count: count + 1 }));
    } else focusFirstInvalid();
  }

  return (
    <div className={styles.form}>
      {/* Only once the page is the browser's: a server's render (the thread in the first response) never waits
          for a lazy chunk, and the takeover matches it. */}
      {hydrated && (
        <Suspense fallback={null}>
          <ReplySuspension onSuspended={setSuspended} />
        </Suspense>
      )}
      <Form ref={containerRef} onSubmit={onSubmit} onFocus={start} onPointerDown={start} disabled={suspended}>
        <TextField
          id="reply-text"
          label={REPLY_LABEL}
          multiline
          rows={REPLY_TEXT_ROWS}
          limit={LIMITS.replyText}
          counter
          {...field("text")}
        />
        {ageAsked && (
          <AgeCheckbox id="reply-age" checked={ageTicked} onChange={setAgeTicked} error={problems.ageConfirmed} />
        )}
        <HoneypotField id="reply-website" name="website" value={website} onChange={setWebsite} />
        <FormActions pending={pending} pendingLabel="Posting…">
          Post reply
        </FormActions>
      </Form>
      <FormError message={error}>
        {nameAsked && (
          <>
            {" "}
            <Link href={paths.account}>Choose a name</Link>
          </>
        )}
      </FormError>
      <StatusLine said={said.text} count={said.count} className={styles.status} />
    </div>
  );
}
