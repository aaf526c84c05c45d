// The home page's data (`/`): the home list's first page, `/api/home`'s answer, as the homeHtml function drew
// the page from it or as the browser reads it (the same URL the shell's HTML preloads). The list's one first
// page: older pages come from its own paging (use-paged-posts.ts).
import type { RouteData } from "@village/shared";
import { pageData } from "../../lib/route-data/page-data";
import { fetchHome, homeFromAnswer, type Home } from "./api/posts-api";

/**
 * The first page the server drew the home page from; converted once, as renderedData holds it for every
 * reader (the take-over check, the list).
 */
export const homeFirstPage = (rendered: RouteData): Home | null =>
  rendered.route === "home" ? homeFromAnswer(rendered.data) : null;

export const homeData = pageData({
  key: () => "home",
  fromRendered: homeFirstPage,
  load: (_params: object, signal) => fetchHome(signal),
});
