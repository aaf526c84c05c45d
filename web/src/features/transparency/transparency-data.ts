// The report `/transparency` shows, from wherever the page has it: on the server, the route data the
// transparencyPage function renders it with; in the browser taking that markup over, the same data from the
// page's HTML, read here rather than by the app's entry (whose schema, on the home route's first load, does
// not know it: docs/decisions/0130); otherwise read afresh (fetchTransparency).
import { useEffect, useState } from "react";
import { ROUTE_DATA_ELEMENT, transparencyRouteData, type RouteData, type TransparencyMonth } from "@village/shared";
import { useRead } from "../../hooks/reads/use-read";
import { parsed } from "../../lib/read/read";
import { useRenderedData } from "../../lib/route-data/rendered-route";
import { fetchTransparency } from "./api/transparency-api";

const fromRendered = (rendered: RouteData): TransparencyMonth[] | null =>
  rendered.route === "transparency" ? rendered.data : null;

/** Whether this tab's page has shown the report its HTML carried: later visits read afresh. */
const thisHtml = { used: false };

/** The report this page's HTML carries, parsed with its schema (anyone's cache could alter it); else null. */
function fromThisHtml(): TransparencyMonth[] | null {
  if (thisHtml.used || typeof document === "undefined") return null;
  const text = document.getElementById(ROUTE_DATA_ELEMENT)?.textContent;
  if (!text) return null;
  try {
    return parsed(transparencyRouteData, JSON.parse(text))?.data ?? null;
  } catch {
    return null;
  }
}

/** The report's months, newest first: on the page's first render what it was drawn with, else a read. */
export function useTransparencyReport() {
  const rendered = useRenderedData(fromRendered);
  const [initial] = useState(() => rendered ?? fromThisHtml());
  useEffect(() => {
    thisHtml.used = true;
  }, []);
  return useRead("transparency", fetchTransparency, initial);
}
