import { Link } from "wouter";
import { SuspensionNotice } from "../../components/feedback/SuspensionNotice";
import { RequireSession } from "../../components/session/RequireSession";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { authPathReturningTo } from "../../lib/next-path";
import { paths } from "../../lib/paths";
import { sessionLabel, useSession } from "../../lib/session/use-session";
import { DeleteAccountForm } from "./components/DeleteAccountForm";
import { DisplayNameForm } from "./components/DisplayNameForm";
import { DownloadData } from "./components/DownloadData";
import { EmailVerification } from "./components/EmailVerification";
import { MyPosts } from "./components/MyPosts";
import { ReplyNotices } from "./components/ReplyNotices";
import styles from "./AccountPage.module.css";

/**
 * `/account`: its frame (heading and what it is for) for everyone, which the build renders; your name, your
 * posts, your data and deleting the account once signed in; a way to sign in otherwise (docs/decisions/0106).
 */
export function AccountPage() {
  useDocumentTitle("Your account");
  return (
    <section aria-labelledby="account-heading" className={styles.page}>
      <h1 id="account-heading">Your account</h1>
      <p>Your name, your posts and your data, and deleting the account.</p>
      <RequireSession
        signedOut={
          <p>
            You are not signed in. <Link href={authPathReturningTo(paths.account)}>Log in</Link> to see your account.
          </p>
        }
      >
        <Account />
      </RequireSession>
    </section>
  );
}

function Account() {
  const { user } = useSession();
  if (!user) return null;
  return (
    <>
      <SuspensionNotice />
      <p>
        Signed in as <bdi>{sessionLabel(user)}</bdi>
        {user.email && user.displayName ? (
          <>
            {" "}
            (<bdi>{user.email}</bdi>)
          </>
        ) : null}
        .
      </p>
      {user.email && <EmailVerification verified={user.emailVerified === true} />}
      <DisplayNameForm current={user.displayName ?? ""} email={user.email} />
      <ReplyNotices uid={user.uid} />
      <MyPosts />
      <p>
        <Link href={paths.yourReports}>Your reports</Link>: what moderators did about the posts you reported.
      </p>
      <DownloadData />
      <DeleteAccountForm />
    </>
  );
}
