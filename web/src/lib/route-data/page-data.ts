// A page's data, declared once with its route (docs/decisions/0101): how the page holds what the server drew
// it from, and how the browser reads it on navigation and Retry. The page's type follows from `load`.
import type { RouteData } from "@village/shared";

export interface PageData<Params, Value> {
  /** What identifies the data among the page's params: a new key reads again. */
  key: (params: Params) => string;
  /** The page's value from the data the server drew it from; null when that is not these params' data. */
  fromRendered: (rendered: RouteData, params: Params) => Value | null;
  /** The browser's own read (a link to the page, Retry, coming back to it). */
  load: (params: Params, signal: AbortSignal) => Promise<Value>;
}

/** Declares a page's data; the page's value type is inferred from `load`. */
export const pageData = <Params, Value>(data: PageData<Params, Value>): PageData<Params, Value> => data;
