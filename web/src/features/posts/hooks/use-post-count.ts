import { useEffect, useState } from "react";
import { fetchPostCount } from "../api/posts-api";

/** The total number of posts; null until known or when unavailable. `refresh` changes trigger a re-read. */
export function usePostCount(enabled: boolean, refresh: number): number | null {
  const [count, setCount] = useState<number | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    fetchPostCount(abort.signal)
      .then(setCount)
      .catch((error: unknown) => {
        if (!abort.signal.aborted) console.error("Could not read the post count", error);
      });
    return () => abort.abort();
  }, [enabled, refresh]);
  return enabled ? count : null;
}
