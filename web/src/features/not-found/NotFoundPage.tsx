import { Link } from "wouter";
import { useDocumentTitle } from "../../hooks/use-document-title";
import { paths } from "../../lib/paths";

export function NotFoundPage() {
  useDocumentTitle("Page not found");
  return (
    <section aria-labelledby="not-found-heading">
      <h1 id="not-found-heading">Page not found</h1>
      <p>Sorry, there is nothing at this address. It may have moved, or the link may have a typo.</p>
      <p>
        <Link href={paths.home}>Go to the home page</Link>
      </p>
    </section>
  );
}
