import { useEffect, useState } from "react";
import { Link } from "wouter";
import form from "../../../components/form/Form.module.css";
import { useDocumentTitle } from "../../../hooks/use-document-title";
import { paths } from "../../../lib/paths";
import { verifyEmail } from "../api/auth-api";

/** Said when a verification link no longer works (the reset wording would be wrong here). */
export const VERIFY_LINK_INVALID =
  "This verification link is not valid any more: it was already used, it expired, or a newer one was sent. You can send a new one from your account page.";

type State = "checking" | "verified" | "invalid";

/** The "Verify your e-mail" link's landing: applies its one-time code and says what came of it. */
export function VerifyEmail({ code }: { code: string | null }) {
  useDocumentTitle("Verify your e-mail");
  const [state, setState] = useState<{ code: string | null; value: State }>({ code: null, value: "checking" });

  useEffect(() => {
    if (!code) return;
    let current = true;
    verifyEmail(code).then(
      () => current && setState({ code, value: "verified" }),
      (error: unknown) => {
        console.warn("Could not verify the e-mail address", error);
        if (current) setState({ code, value: "invalid" });
      },
    );
    return () => {
      current = false;
    };
  }, [code]);

  const value = !code ? "invalid" : state.code === code ? state.value : "checking";
  return (
    <section aria-labelledby="verify-heading">
      <h1 id="verify-heading">Verify your e-mail</h1>
      {value === "checking" && <p role="status">Checking your link…</p>}
      {value === "verified" && (
        <p role="status">
          Your e-mail address is verified. Thank you. <Link href={paths.home}>Go to the home page</Link>.
        </p>
      )}
      {value === "invalid" && (
        <>
          <p role="alert" className={form.error}>
            {VERIFY_LINK_INVALID}
          </p>
          <p>
            <Link href={paths.account}>Go to your account page</Link>
          </p>
        </>
      )}
    </section>
  );
}
