import { useState } from "react";
import { createAnonymousPost } from "@village/shared";
import { sendAnonymousPost } from "../api/anonymous-api";
import { errorMessage } from "../../../lib/errors/error-message";

export interface AnonymousPostForm {
  title: string;
  link: string;
  text: string;
}

export type AnonymousPostOutcome = { kind: "idle" } | { kind: "posted" } | { kind: "failed"; message: string };

/** Checks an anonymous post with the server's schema, then sends it through `createAnonymousPost`. */
export function useCreateAnonymousPost() {
  const [posting, setPosting] = useState(false);
  const [outcome, setOutcome] = useState<AnonymousPostOutcome>({ kind: "idle" });

  /** Resolves to true once posted. Each attempt first clears the previous outcome. */
  async function post(form: AnonymousPostForm): Promise<boolean> {
    setOutcome({ kind: "idle" });
    const parsed = createAnonymousPost.input.safeParse(form);
    if (!parsed.success) {
      setOutcome({ kind: "failed", message: parsed.error.issues[0]?.message ?? errorMessage(parsed.error) });
      return false;
    }
    // Blank fields are left out rather than stored as empty text.
    const fields = Object.fromEntries(Object.entries(parsed.data).filter(([, value]) => value !== ""));
    setPosting(true);
    try {
      await sendAnonymousPost(fields);
      setOutcome({ kind: "posted" });
      return true;
    } catch (caught) {
      setOutcome({ kind: "failed", message: errorMessage(caught) });
      return false;
    } finally {
      setPosting(false);
    }
  }

  return { post, posting, outcome };
}
