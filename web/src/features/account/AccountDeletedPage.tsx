import { Link } from "wouter";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { paths } from "../../lib/paths";

/** Where deleting an account ends: the person is signed out, and told so. */
export function AccountDeletedPage() {
  useDocumentTitle("Account deleted");
  return (
    <section aria-labelledby="deleted-heading">
      <h1 id="deleted-heading">Your account has been deleted</h1>
      <p>You have been signed out. Thank you for being part of Village.</p>
      <p>
        <Link href={paths.home}>Go to the home page</Link>
      </p>
    </section>
  );
}
