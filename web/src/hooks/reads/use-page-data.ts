import type { PageData } from "../../lib/route-data/page-data";
import { useRenderedData } from "../../lib/route-data/rendered-route";
import { useRead, type ReadState } from "./use-read";

/**
 * The page's data for `params`: on the page's first render, what the server drew it from (no read); else
 * read in the browser, with the app's one read hook (loading, failure in words, Retry).
 */
export function usePageData<Params, Value>(
  data: PageData<Params, Value>,
  params: Params,
): ReadState<Value> & { retry: () => void } {
  const rendered = useRenderedData((route) => data.fromRendered(route, params));
  return useRead(data.key(params), (signal) => data.load(params, signal), rendered);
}
