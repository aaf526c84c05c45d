// The data a page was drawn from on the server, handed to the page through React context: the server
// renderer (web/src/server/render.tsx) gives each render its own, and the browser (main.tsx) the one its
// HTML carries, so two renders at once on one server never share it (docs/decisions/0101).
import { createContext, useContext, useEffect, useState, type ReactNode } from "react";
import { renderedQuery, ROUTE_DATA_ELEMENT, routeData, type RouteData } from "@village/shared";
import { parsed } from "../read/read";

/**
 * One root's rendered data, until the page it belongs to has used it: later visits to that page (a link,
 * Back) read afresh. Not state: using it up must not render anything again.
 */
export interface RenderedData {
  /** The data, or null once used up (or when the page was drawn without). */
  readonly current: () => RouteData | null;
  /**
   * What `convert` makes of the data (null: not its page's, or used up), made once per root however often it
   * is asked for: the take-over check and the page's first render hold the same value.
   */
  readonly as: <Value>(convert: (data: RouteData) => Value | null) => Value | null;
  /** Forgets it. */
  readonly useUp: () => void;
}

/** The rendered data of one root (a render on the server, the page in a browser tab). */
export function renderedData(data: RouteData | null): RenderedData {
  let current = data;
  const made = new Map<(data: RouteData) => unknown, unknown>();
  return {
    current: () => current,
    as: <Value,>(convert: (data: RouteData) => Value | null): Value | null => {
      if (current === null) return null;
      if (!made.has(convert)) made.set(convert, convert(current));
      return made.get(convert) as Value | null;
    },
    useUp: () => {
      current = null;
      made.clear();
    },
  };
}

const RenderedDataContext = createContext<RenderedData>(renderedData(null));

/** Around the app: the data its first render draws from (none: every page reads its own). */
export function RenderedDataProvider({ value, children }: { value: RenderedData; children: ReactNode }) {
  return <RenderedDataContext value={value}>{children}</RenderedDataContext>;
}

/**
 * What the page makes of the data the server drew it from (`use` turns it into that, or says null: not this
 * page's), on the page's first render only; null when it was drawn without (the page reads its own then).
 */
export function useRenderedData<Value>(use: (rendered: RouteData) => Value | null): Value | null {
  const rendered = useContext(RenderedDataContext);
  const [value] = useState(() => rendered.as(use));
  // Used up once the page has shown it: coming back to the page reads it afresh.
  useEffect(() => rendered.useUp(), [rendered]);
  return value;
}

/**
 * The query string the server drew the page for (`?q=` of a search's results, `?before=` of older posts; ""
 * for any other page, and once the data is used up): what the page's URL holds while the server renders it
 * and while the browser takes its markup over, which must be drawn as the server drew it.
 */
export function useRenderedQuery(): string {
  return renderedQuery(useContext(RenderedDataContext).current());
}

/** `value` as JSON that is safe inside a `<script>` element: no `<` (so no `</script>`), no U+2028/9. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The `<script type="application/json">` element that carries `data` in a page's HTML. */
export const routeDataElement = (data: RouteData): string =>
  `<script type="application/json" id="${ROUTE_DATA_ELEMENT}">${scriptSafeJson(data)}</script>`;

/**
 * The data the server wrote into this page's HTML, parsed with its schema (anyone's cache or extension could
 * have altered it); null when there is none or it is not RouteData.
 */
export function readRouteData(from: Document = document): RouteData | null {
  const text = from.getElementById(ROUTE_DATA_ELEMENT)?.textContent;
  if (!text) return null;
  try {
    return parsed(routeData, JSON.parse(text));
  } catch {
    return null;
  }
}
