import { useState } from "react";
import { useLocation } from "wouter";
import { ANONYMOUS_TEXT_ROWS, LIMITS } from "@village/shared";
import { AgeCheckbox } from "../../components/form/AgeCheckbox";
import { HoneypotField } from "../../components/form/HoneypotField";
import { Form } from "../../components/form/Form";
import { TextField } from "../../components/form/TextField";
import form from "../../components/form/Form.module.css";
import { FormActions } from "../../components/form/FormButtons";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useCallableForm } from "../../hooks/use-callable-form";
import { useSessionDraft } from "../../hooks/use-session-draft";
import { DraftRestoredNote } from "../../components/form/DraftRestoredNote";
import { bindFields } from "../../lib/forms/bind-fields";
import { paths } from "../../lib/paths";
import { ageRemembered, rememberAge } from "../../lib/age-memory";
import { clientId } from "../../lib/ids/client-id";
import { loadOnce } from "../../lib/load-once";
import { SignedInNotice } from "./components/SignedInNotice";

// The schema and the call, with zod, download once the person starts on the form, not with the page: the
// page paints without them (docs/decisions/0012-calm-fast-pages.md).
const loadApi = loadOnce(() => import("./api/anonymous-api"));

export function AnonymousPostPage() {
  useDocumentTitle("Post Anonymously");
  const [, navigate] = useLocation();
  const draft = useSessionDraft("anon", { title: "", link: "", text: "" });
  const field = bindFields(draft);
  const [website, setWebsite] = useState("");
  // Asked once per browser: once a post with the box ticked is stored, the box is not shown again.
  const [ageAsked] = useState(() => !ageRemembered());
  const [ageTicked, setAgeTicked] = useState(false);
  // The form shows no problem under a field: the first problem is the page's one "Error: …" line.
  const { submit, pending, error, stored, prepare } = useCallableForm({
    schema: () => loadApi().then((api) => api.anonymousPostInput),
    send: (parsed) => loadApi().then((api) => api.sendAnonymousPost(parsed)),
    fields: [],
    extras: () => ({ clientId: clientId() }),
  });

  function cancel() {
    draft.clear();
    navigate(paths.home);
  }

  async function onSubmit() {
    if (pending) return;
    const ageConfirmed = !ageAsked || ageTicked ? true : undefined;
    if (await submit({ ...draft.values, website, ageConfirmed })) {
      rememberAge();
      draft.clear();
    }
  }

  return (
    <section aria-labelledby="anonymous-heading">
      <h1 id="anonymous-heading">Post Anonymously</h1>
      <p>Share a music suggestion without your name on it. Anyone can post here, signed in or not.</p>
      <SignedInNotice />
      <DraftRestoredNote shown={draft.restored} />
      <Form onSubmit={onSubmit} onFocus={prepare} onPointerDown={prepare}>
        <TextField id="anon-title" label="Title" limit={LIMITS.anonymousTitle} {...field("title")} />
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
        {ageAsked && <AgeCheckbox id="anon-age" checked={ageTicked} onChange={setAgeTicked} />}
        <HoneypotField id="anon-website" name="website" value={website} onChange={setWebsite} />
        <FormActions pending={pending} pendingLabel="Posting…" onCancel={cancel}>
          Submit
        </FormActions>
      </Form>
      {/* Live regions stay in the page so each new outcome is announced. */}
      <p role="status" className={form.success}>
        {stored ? "Posted!" : ""}
      </p>
      <p role="alert" className={form.error}>
        {error ? `Error: ${error}` : ""}
      </p>
    </section>
  );
}
