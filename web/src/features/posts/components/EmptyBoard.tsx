import { Link } from "wouter";
import { paths } from "../../../lib/paths";

/**
 * The whole board with no post yet (no search made): the specification's words, and beside them an
 * invitation rather than "0 result(s)".
 */
export function EmptyBoard() {
  return (
    <p role="status">
      No thoughts match your search. Be the first: <Link href={paths.newSuggestion}>Post Suggestion</Link> or{" "}
      <Link href={paths.anonymousPost}>Post Anonymously</Link>
    </p>
  );
}
