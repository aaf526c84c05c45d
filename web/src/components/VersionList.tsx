import type { PostVersionAnswer } from "@village/shared";
import { PostedAt } from "./PostedAt";

/**
 * An edited post's earlier versions (issue #48), each with when it was replaced: what its author and the
 * moderators see of them, never the public. `metaClassName` styles the "Replaced on" line as the page's own
 * small print.
 */
export function VersionList({ versions, metaClassName }: { versions: PostVersionAnswer[]; metaClassName?: string }) {
  return (
    <ol>
      {versions.map((version, index) => (
        <li key={version.replacedAt ?? index}>
          {version.replacedAt && (
            <p className={metaClassName}>
              <PostedAt date={new Date(version.replacedAt)} said="Replaced on" />
            </p>
          )}
          {version.title && (
            <p dir="auto">
              <strong>{version.title}</strong>
            </p>
          )}
          {version.details && <p dir="auto">{version.details}</p>}
          {version.link && <p dir="auto">{version.link}</p>}
        </li>
      ))}
    </ol>
  );
}
