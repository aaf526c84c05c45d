import { Link } from "wouter";
import { SuspensionNotice } from "../../components/feedback/SuspensionNotice";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { paths } from "../../lib/paths";
import { sessionLabel, useSession } from "../../lib/session/use-session";
import { DeleteAccountForm } from "./components/DeleteAccountForm";
import { DisplayNameForm } from "./components/DisplayNameForm";
import { DownloadData } from "./components/DownloadData";
import { EmailVerification } from "./components/EmailVerification";
import { MyPosts } from "./components/MyPosts";
import styles from "./AccountPage.module.css";

/** `/account` (signed in only): your name, your posts, your data, and deleting the account. */
export function AccountPage() {
  useDocumentTitle("Your account");
  const { user } = useSession();
  if (!user) return null;
  return (
    <section aria-labelledby="account-heading" className={styles.page}>
      <h1 id="account-heading">Your account</h1>
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
      <MyPosts />
      <p>
        <Link href={paths.yourReports}>Your reports</Link>: what moderators did about the posts you reported.
      </p>
      <DownloadData />
      <DeleteAccountForm />
    </section>
  );
}
