import { useSession } from "../../../lib/session/use-session";

/** Tells someone signed in what posting anonymously hides, and from whom. */
export function SignedInNotice() {
  const session = useSession();
  if (session.status !== "signed-in") return null;
  return (
    <p>
      You are signed in. Your post is still shown as anonymous, and which account made it is kept private from other
      visitors, but the site&apos;s administrators can tie it to your account.
    </p>
  );
}
