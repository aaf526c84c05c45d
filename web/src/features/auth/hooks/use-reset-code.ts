import { useRead } from "../../../hooks/reads/use-read";
import { checkPasswordResetCode } from "../api/auth-api";

export type ResetCodeState =
  { status: "checking" } | { status: "valid"; email: string } | { status: "invalid"; message: string };

export const MISSING_CODE_MESSAGE =
  "This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.";

/** Whether the reset link's code still works, and for which address; every outcome ends the checking. */
export function useResetCode(code: string | null): ResetCodeState {
  const read = useRead(code || null, () => checkPasswordResetCode(code ?? ""));
  switch (read.status) {
    case "idle":
      return { status: "invalid", message: MISSING_CODE_MESSAGE };
    case "loading":
      return { status: "checking" };
    case "done":
      return { status: "valid", email: read.value };
    case "failed":
      return { status: "invalid", message: read.message };
  }
}
