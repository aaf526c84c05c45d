// The home page's data (`/`): the home list's first page, `/api/home`'s answer, as the homeHtml function drew
// the page from it or as the browser reads it (the same URL the shell's HTML preloads). The list's one first
// page: older pages come from its own paging (use-paged-posts.ts).
import type { RouteData } from "@village/shared";
import { pageData } from "../../lib/route-data/page-data";
import { postFromAnswer } from "./api/post";
import { fetchHome, homeFromAnswer, type Home } from "./api/posts-api";

/**
 * The first page the server drew the home page from; converted once, as renderedData holds it for every
 * reader (the take-over check, the list).
 */
export const homeFirstPage = (rendered: RouteData): Home | null =>
  rendered.route === "home" ? homeFromAnswer(rendered.data) : null;

/**
 * The list the server drew the page from, for the list to start from: the home list's first page (`newest`:
 * this tab's own new posts are placed on it), the page of older posts a `/?before=` link asked for, or a shared
 * search link's first page of results for its term (docs/decisions/0110).
 */
export const renderedList = (rendered: RouteData): { term: string; page: Home; newest: boolean } | null =>
  rendered.route === "home"
    ? { term: "", page: homeFromAnswer(rendered.data), newest: rendered.before === undefined }
    : rendered.route === "search"
      ? {
          term: rendered.term.trim(),
          page: { ...rendered.data, posts: rendered.data.posts.map(postFromAnswer), total: null },
          newest: false,
        }
      : null;

export const homeData = pageData({
  key: () => "home",
  fromRendered: homeFirstPage,
  load: (_params: object, signal) => fetchHome(signal),
});
