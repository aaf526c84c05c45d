import { useState } from "react";
import { useLocation } from "wouter";
import { DELETE_CONFIRMATION_WORD } from "@village/shared";
import { usePendingAction } from "../../../hooks/forms/use-pending-action";
import { useRead } from "../../../hooks/reads/use-read";
import { WRONG_PASSWORD } from "../../../lib/errors/error-message";
import { paths } from "../../../lib/paths";
import { deleteMyAccount, signOutUser, usesPassword } from "../api/account-api";

export interface DeleteForm {
  posts: "delete" | "keep" | null;
  typed: string;
  password: string;
}

/** How the Auth SDK says the password given to confirm the sign-in is wrong. */
const WRONG_PASSWORD_CODES = new Set([
  "auth/wrong-password",
  "auth/invalid-credential",
  "auth/invalid-login-credentials",
]);

export type DeleteProblems = Partial<Record<keyof DeleteForm, string>>;

/** Deleting the account: the checks before anything is sent, then the deletion, then away from the page. */
export function useDeleteAccount() {
  const [, navigate] = useLocation();
  const signIn = useRead("uses-password", usesPassword);
  // Unknown while read; a failed read asks for the password, the safe side of confirming who deletes.
  const needsPassword = signIn.status === "done" ? signIn.value : signIn.status === "failed" ? true : null;
  const [problems, setProblems] = useState<DeleteProblems>({});
  const { run, pending: busy, error, setError } = usePendingAction();

  async function submit({ posts, typed, password }: DeleteForm): Promise<boolean> {
    if (busy) return true;
    setError(null);
    const found: DeleteProblems = {};
    if (posts === null) found.posts = "Please choose whether to delete your posts or keep them.";
    if (typed !== DELETE_CONFIRMATION_WORD) {
      found.typed = `Please type ${DELETE_CONFIRMATION_WORD} in capitals to confirm.`;
    }
    if (needsPassword && password === "") found.password = "Please enter your password.";
    setProblems(found);
    if (posts === null || Object.keys(found).length > 0) return false;
    let wrongPassword = false;
    await run(async () => {
      try {
        await deleteMyAccount(posts, needsPassword ? password : null);
      } catch (caught) {
        // Only the password was asked: say so under it (not "that e-mail and password"), and send focus there.
        wrongPassword = needsPassword === true && WRONG_PASSWORD_CODES.has(String(Reflect.get(Object(caught), "code")));
        if (!wrongPassword) throw caught;
        setProblems({ password: WRONG_PASSWORD });
        return;
      }
      // Away from the signed-in page first, then out: nothing here is left to show.
      navigate(paths.accountDeleted, { replace: true });
      await signOutUser();
    });
    // Refused by the server or not, the form itself was complete: no field to send the person to, unless
    // the password was wrong.
    return !wrongPassword;
  }

  return { needsPassword, problems, error, busy, submit };
}
