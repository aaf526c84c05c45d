import { useEffect, useState, type ComponentType } from "react";
import { loadOnce } from "../lib/load-once";

/** What a route shows while its page's code downloads. */
export function PageLoading() {
  return <p role="status">Loading page…</p>;
}

/**
 * A page that a module exports under `name`, as its own chunk, downloaded the first time it is shown.
 * Not `React.lazy`: React keeps a Suspense fallback up for at least 300 ms, so a page whose code arrived a
 * moment after "Loading page…" showed (the usual case for a page preloaded by its HTML, whose few shared
 * chunks come just after it) waited that long for nothing. This one shows the moment its code is here.
 * A failed download is thrown from render, for the route's error boundary to offer a reload.
 */
export function lazyPage<Name extends string, Props extends object>(
  importModule: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): ComponentType<Props> & { preload: () => Promise<unknown> } {
  let loaded: ComponentType<Props> | undefined;
  const load = loadOnce(() => importModule().then((module) => (loaded = module[name])));
  // Loaded before the first render (a page the server rendered, taken over as it is), it shows at once.
  return Object.assign(LazyPage, { preload: load });
  function LazyPage(props: Props) {
    const [outcome, setOutcome] = useState<{ Page?: ComponentType<Props>; failure?: { error: unknown } }>(() => ({
      Page: loaded,
    }));
    useEffect(() => {
      if (outcome.Page) return;
      let current = true;
      load().then(
        (Page) => {
          if (current) setOutcome({ Page });
        },
        (error: unknown) => {
          if (current) setOutcome({ failure: { error } });
        },
      );
      return () => {
        current = false;
      };
    }, [outcome.Page]);
    if (outcome.failure) throw outcome.failure.error;
    return outcome.Page ? <outcome.Page {...props} /> : <PageLoading />;
  }
}
