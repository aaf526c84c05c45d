import { useEffect, useState } from "react";
import { errorMessage } from "../../../lib/errors/error-message";
import { checkPasswordResetCode } from "../api/auth-api";

export type ResetCodeState =
  { status: "checking" } | { status: "valid"; email: string } | { status: "invalid"; message: string };

export const MISSING_CODE_MESSAGE =
  "This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.";

/** Whether the reset link's code still works, and for which address; every outcome ends the checking. */
export function useResetCode(code: string | null): ResetCodeState {
  const [state, setState] = useState<{ code: string | null; value: ResetCodeState }>({
    code: null,
    value: { status: "checking" },
  });

  useEffect(() => {
    if (!code) return;
    let current = true;
    checkPasswordResetCode(code).then(
      (email) => current && setState({ code, value: { status: "valid", email } }),
      (error: unknown) => current && setState({ code, value: { status: "invalid", message: errorMessage(error) } }),
    );
    return () => {
      current = false;
    };
  }, [code]);

  if (!code) return { status: "invalid", message: MISSING_CODE_MESSAGE };
  return state.code === code ? state.value : { status: "checking" };
}
