import { useEffect, useState } from "react";
import { fetchPostCount } from "../api/posts-api";

interface PostCount {
  /** The total, or null when it could not be read. */
  count: number | null;
  /** False while the total is being read. */
  settled: boolean;
}

/** The total number of posts, read when enabled and again whenever `refresh` changes. */
export function usePostCount(enabled: boolean, refresh: number): PostCount {
  // undefined until the first read settles; null when it failed.
  const [count, setCount] = useState<number | null | undefined>(undefined);

  useEffect(() => {
    if (!enabled) return;
    const abort = new AbortController();
    fetchPostCount(abort.signal)
      .then(setCount)
      .catch((error: unknown) => {
        if (abort.signal.aborted) return;
        console.error("Could not read the post count", error);
        setCount(null);
      });
    return () => abort.abort();
  }, [enabled, refresh]);

  // A refresh keeps showing the last total until the new one arrives.
  return { count: count ?? null, settled: count !== undefined };
}
