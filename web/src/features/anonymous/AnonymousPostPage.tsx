import { useRef, useState } from "react";
import { useLocation } from "wouter";
import { ANONYMOUS_TEXT_ROWS, isBlank, LIMITS } from "@village/shared";
import type { CallableParsedInput, createAnonymousPost } from "@village/shared";
import { AgeCheckbox } from "../../components/form/AgeCheckbox";
import { HoneypotField } from "../../components/form/HoneypotField";
import { GuidelinesLinked } from "../../components/feedback/GuidelinesLinked";
import { stopsPosting, SuspensionNoticeFor } from "../../components/feedback/SuspensionNotice";
import { useMySuspension } from "../../hooks/notices/use-my-suspension";
import { SafeModeNotice } from "../../components/feedback/SafeModeNotice";
import { Form } from "../../components/form/Form";
import { TextField } from "../../components/form/TextField";
import form from "../../components/form/Form.module.css";
import { FormActions } from "../../components/form/FormButtons";
import { DiscardDraftConfirm } from "../../components/form/DiscardDraftConfirm";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useCallableForm } from "../../hooks/forms/use-callable-form";
import { useFocusFirstInvalid } from "../../hooks/forms/use-focus-first-invalid";
import { useSessionDraft } from "../../hooks/forms/use-session-draft";
import { DraftRestoredNote } from "../../components/form/DraftRestoredNote";
import { bindFields } from "../../lib/forms/bind-fields";
import { paths } from "../../lib/paths";
import { ageRemembered, rememberAge } from "../../lib/age-memory";
import { loadOnce } from "../../lib/load-once";
import { useSession } from "../../lib/session/use-session";
import { signedOutIdentityKept } from "../../lib/signed-out-browser";
import { ForgetThisBrowser } from "./components/ForgetThisBrowser";
import { PostedOutcome } from "./components/PostedOutcome";
import { SignedInNotice } from "./components/SignedInNotice";

// The schema and the call, with zod, download once the person starts on the form, not with the page: the
// page paints without them (docs/decisions/0012-calm-fast-pages.md).
const loadApi = loadOnce(() => import("./api/anonymous-api"));

const TEXT_FIELDS = ["title", "link", "text"] as const;

interface Values {
  title: string;
  link: string;
  text: string;
  website: string;
  ageConfirmed: true | undefined;
}

export function AnonymousPostPage() {
  useDocumentTitle("Post Anonymously");
  const [, navigate] = useLocation();
  const session = useSession();
  // The author's own suspension, read as the page opens: its notice above the form, and the form disabled.
  const suspension = useMySuspension();
  const draft = useSessionDraft("anon", { title: "", link: "", text: "" });
  const [website, setWebsite] = useState("");
  const [confirming, setConfirming] = useState(false);
  const [posted, setPosted] = useState<{ id: string; held: boolean } | null>(null);
  // Whether this browser holds a signed-out identity (it posted or reported signed out): read once, and set
  // when a post made signed out is stored.
  const [identityKept, setIdentityKept] = useState(signedOutIdentityKept);
  const cancelButton = useRef<HTMLButtonElement>(null);
  // Asked once per browser, and never of a member who confirmed at sign-up (the account's claim). While the
  // session is being restored the box waits, so that it does not flash up for a member.
  const [remembered] = useState(ageRemembered);
  const memberConfirmed = session.user?.ageConfirmed === true;
  const ageAsked = !remembered && !memberConfirmed && session.status !== "loading";
  const [ageTicked, setAgeTicked] = useState(false);
  const { submit, pending, problems, error, stored, prepare } = useCallableForm<
    Values,
    CallableParsedInput<typeof createAnonymousPost>
  >({
    schema: () => loadApi().then((api) => api.anonymousPostInput),
    send: (parsed) =>
      loadApi()
        .then((api) => api.sendAnonymousPost(parsed))
        .then((sent) => {
          setPosted(sent);
          setIdentityKept(signedOutIdentityKept());
        }),
    fields: ageAsked ? [...TEXT_FIELDS, "ageConfirmed"] : TEXT_FIELDS,
  });
  const field = bindFields(draft, problems);
  const { containerRef, focusFirstInvalid } = useFocusFirstInvalid<HTMLFormElement>();

  function leave() {
    draft.clear();
    navigate(paths.home);
  }

  function cancel() {
    // A draft the person came back to may hold more than they remember: ask before it goes.
    const hasText = Object.values(draft.values).some((value) => !isBlank(value));
    if (draft.restored && hasText) setConfirming(true);
    else leave();
  }

  function keepDraft() {
    setConfirming(false);
    cancelButton.current?.focus();
  }

  async function onSubmit() {
    if (pending) return;
    const ageConfirmed = remembered || memberConfirmed || ageTicked ? true : undefined;
    if (await submit({ ...draft.values, website, ageConfirmed })) {
      if (ageTicked) rememberAge();
      draft.clear();
      setConfirming(false);
    } else focusFirstInvalid();
  }

  return (
    <section aria-labelledby="anonymous-heading">
      <h1 id="anonymous-heading">Post Anonymously</h1>
      <p>Share a music suggestion without your name on it. Anyone can post here, signed in or not.</p>
      <SignedInNotice />
      <SuspensionNoticeFor suspension={suspension} />
      <SafeModeNotice />
      <DraftRestoredNote shown={draft.restored} />
      <Form
        ref={containerRef}
        onSubmit={onSubmit}
        onFocus={prepare}
        onPointerDown={prepare}
        disabled={stopsPosting(suspension)}
      >
        <TextField id="anon-title" label="Title" limit={LIMITS.anonymousTitle} counter {...field("title")} />
        <TextField
          id="anon-link"
          label="Link"
          type="url"
          placeholder="https://…"
          limit={LIMITS.anonymousLink}
          {...field("link")}
        />
        <TextField
          id="anon-text"
          label="Text"
          multiline
          rows={ANONYMOUS_TEXT_ROWS}
          limit={LIMITS.anonymousText}
          counter
          {...field("text")}
        />
        {ageAsked && (
          <AgeCheckbox id="anon-age" checked={ageTicked} onChange={setAgeTicked} error={problems.ageConfirmed} />
        )}
        <HoneypotField id="anon-website" name="website" value={website} onChange={setWebsite} />
        <FormActions pending={pending} pendingLabel="Posting…" onCancel={cancel} cancelRef={cancelButton}>
          Submit
        </FormActions>
        {confirming && <DiscardDraftConfirm onDiscard={leave} onKeep={keepDraft} />}
      </Form>
      <PostedOutcome
        postId={stored ? (posted?.id ?? null) : null}
        held={posted?.held === true}
        signedIn={session.status === "signed-in"}
      />
      <p role="alert" className={form.error}>
        {error ? (
          <>
            Error: <GuidelinesLinked text={error} />
          </>
        ) : (
          ""
        )}
      </p>
      <ForgetThisBrowser
        key={posted?.id ?? ""}
        shown={identityKept && session.status === "signed-out"}
        forget={() => loadApi().then((api) => api.forgetSignedOutIdentity())}
      />
    </section>
  );
}
