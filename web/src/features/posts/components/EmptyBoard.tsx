import { Link } from "wouter";
import { paths } from "../../../lib/paths";

/** The whole board with no post yet (no search made): an invitation, not "0 result(s)". */
export function EmptyBoard() {
  return (
    <p role="status">
      Be the first: <Link href={paths.newSuggestion}>Post Suggestion</Link> or{" "}
      <Link href={paths.anonymousPost}>Post Anonymously</Link>
    </p>
  );
}
