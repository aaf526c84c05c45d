import { useState } from "react";
import { createAnonymousPost } from "@village/shared";
import { sendAnonymousPost } from "../api/anonymous-api";
import { errorMessage } from "../../../lib/errors/error-message";
import { clientId } from "../../../lib/ids/client-id";
import { useRequestIds } from "../../../hooks/use-request-ids";

export interface AnonymousPostForm {
  title: string;
  link: string;
  text: string;
  /** The honeypot: people never see it, so it is empty unless a bot filled it. */
  website: string;
}

export type AnonymousPostOutcome = { kind: "idle" } | { kind: "posted" } | { kind: "failed"; message: string };

type Content = Partial<Record<"title" | "link" | "text", string>>;

/** The content fields that say something: blank ones are left out rather than stored as empty text. */
function withoutBlanks(content: Content): Content {
  return Object.fromEntries(Object.entries(content).filter(([, value]) => value !== undefined && value !== ""));
}

/** Checks an anonymous post with the server's schema, then sends it through `createAnonymousPost`. */
export function useCreateAnonymousPost() {
  const [posting, setPosting] = useState(false);
  const [outcome, setOutcome] = useState<AnonymousPostOutcome>({ kind: "idle" });
  const requestIds = useRequestIds();

  /** Resolves to true once posted. Each attempt first clears the previous outcome. */
  async function post(form: AnonymousPostForm): Promise<boolean> {
    setOutcome({ kind: "idle" });
    const parsed = createAnonymousPost.input.safeParse({
      ...form,
      requestId: requestIds.idFor(form),
      clientId: clientId(),
    });
    if (!parsed.success) {
      setOutcome({ kind: "failed", message: parsed.error.issues[0]?.message ?? errorMessage(parsed.error) });
      return false;
    }
    const { title, link, text, ...request } = parsed.data;
    setPosting(true);
    try {
      await sendAnonymousPost({ ...request, ...withoutBlanks({ title, link, text }) });
      requestIds.done();
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
