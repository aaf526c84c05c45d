import { useState, type SubmitEvent } from "react";
import { useLocation } from "wouter";
import { ANONYMOUS_TEXT_ROWS, createAnonymousPost, LIMITS } from "@village/shared";
import { AgeCheckbox } from "../../components/form/AgeCheckbox";
import { HoneypotField } from "../../components/form/HoneypotField";
import { TextField } from "../../components/form/TextField";
import form from "../../components/form/Form.module.css";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { useCallableForm } from "../../hooks/use-callable-form";
import { useSessionDraft } from "../../hooks/use-session-draft";
import { DraftRestoredNote } from "../../components/form/DraftRestoredNote";
import { paths } from "../../lib/paths";
import { ageRemembered, rememberAge } from "../../lib/age-memory";
import { clientId } from "../../lib/ids/client-id";
import { sendAnonymousPost } from "./api/anonymous-api";
import { SignedInNotice } from "./components/SignedInNotice";

export function AnonymousPostPage() {
  useDocumentTitle("Post Anonymously");
  const [, navigate] = useLocation();
  const draft = useSessionDraft("anon", { title: "", link: "", text: "" });
  const { title, link, text } = draft.values;
  const setTitle = (value: string) => draft.set("title", value);
  const setLink = (value: string) => draft.set("link", value);
  const setText = (value: string) => draft.set("text", value);
  const [website, setWebsite] = useState("");
  // Asked once per browser: once a post with the box ticked is stored, the box is not shown again.
  const [ageAsked] = useState(() => !ageRemembered());
  const [ageTicked, setAgeTicked] = useState(false);
  // The form shows no problem under a field: the first problem is the page's one "Error: …" line.
  const { submit, pending, error, stored } = useCallableForm({
    schema: createAnonymousPost.input,
    send: sendAnonymousPost,
    fields: [],
    extras: () => ({ clientId: clientId() }),
  });

  function cancel() {
    draft.clear();
    navigate(paths.home);
  }

  async function onSubmit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const ageConfirmed = !ageAsked || ageTicked ? true : undefined;
    if (await submit({ title, link, text, website, ageConfirmed })) {
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
      <form className={form.form} onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField id="anon-title" label="Title" value={title} onChange={setTitle} limit={LIMITS.anonymousTitle} />
        <TextField
          id="anon-link"
          label="Link"
          type="url"
          value={link}
          onChange={setLink}
          placeholder="https://…"
          limit={LIMITS.anonymousLink}
        />
        <TextField
          id="anon-text"
          label="Text"
          value={text}
          onChange={setText}
          multiline
          rows={ANONYMOUS_TEXT_ROWS}
          limit={LIMITS.anonymousText}
          counter
        />
        {ageAsked && <AgeCheckbox id="anon-age" checked={ageTicked} onChange={setAgeTicked} />}
        <HoneypotField id="anon-website" name="website" value={website} onChange={setWebsite} />
        <div className={form.actions}>
          <button type="submit" className={form.button} disabled={pending}>
            {pending ? "Posting…" : "Submit"}
          </button>
          <button type="button" className={form.secondary} onClick={cancel}>
            Cancel
          </button>
        </div>
      </form>
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
