import { startTransition, StrictMode } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
// Global styles first, so component modules can build on them.
import "./styles/global.css";
import "./styles/shell.css";
import { App, preloadPage } from "./app/App";
import { takeOverOrDraw } from "./app/take-over";
import { ServerRendered } from "./components/ServerRendered";
import { readRouteData, renderedData } from "./lib/route-data/rendered-route";
import { expireIdleSignedOutBrowser } from "./lib/signed-out-browser";

// Before anything offers Delete on a signed-out post: an identity left unused for a week is let go (0094).
expireIdleSignedOutBrowser();

const container = document.getElementById("root");
if (!container) throw new Error("index.html has no #root element");

// What the server drew the page from (docs/decisions/0101): the page's first render starts from it.
const rendered = renderedData(readRouteData());
const app = (
  <StrictMode>
    <App rendered={rendered} />
  </StrictMode>
);

// The server rendered this page (docs/decisions/0042): React takes over its markup rather than draw it again.
// Otherwise (the static shell, or a list this tab keeps that the server could not know) it draws afresh.
if (takeOverOrDraw(container, rendered) === "draw") createRoot(container).render(app);
else {
  // The page's own code first (its HTML preloads it), so the first render is the markup's. In a transition,
  // React takes the markup over in slices of a few milliseconds, yielding between them, rather than in one
  // long task that would hold up a tap on the page already shown (as Next.js and Remix hydrate).
  void preloadPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => startTransition(() => void hydrateRoot(container, <ServerRendered>{app}</ServerRendered>)));
}
