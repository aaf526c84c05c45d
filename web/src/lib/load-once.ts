/**
 * `load` run at most once, its promise shared by every caller; but a failure (a chunk that did not download
 * on a flaky network) is forgotten, so a later call tries again rather than failing for good.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | null = null;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = null;
      throw error;
    }));
}
