import type { RenderedPage, RouteData } from "@village/shared";

/**
 * The page of `data`'s route as the app's first render draws it (`#app-renderer`, the app's server renderer).
 * Loaded on the first page an instance renders, not when the instance starts: every function is deployed from
 * one bundle, and evaluating the renderer (React's server build, the app's pages) took about 190 ms of CPU at
 * each start of every callable and trigger that never renders a page (docs/decisions/0126). Later calls get
 * the module the runtime already holds.
 */
export async function renderRoute(data: RouteData): Promise<RenderedPage> {
  const renderer = await import("#app-renderer");
  return renderer.renderRoute(data);
}
