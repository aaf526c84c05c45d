// The home page's data (`/`): the home list's first page, `/api/home`'s answer, as the homeHtml function drew
// the page from it or as the browser reads it (the same URL the shell's HTML preloads). The list's one first
// page: older pages come from its own paging (use-paged-posts.ts).
import type { RouteData } from "@village/shared";
import { pageData } from "../../lib/route-data/page-data";
import { postFromAnswer } from "./api/post";
import { fetchHome, homeFromAnswer, type Home, type Page } from "./api/posts-api";

/**
 * The first page the server drew the home page from; converted once, as renderedData holds it for every
 * reader (the take-over check, the list).
 */
export const homeFirstPage = (rendered: RouteData): Home | null =>
  rendered.route === "home" && rendered.before === undefined ? homeFromAnswer(rendered.data) : null;

/**
 * The page of older posts the server drew `/?before=<cursor>` from (docs/decisions/0110): the list starts
 * there, its Load more continuing after it, with no post of this tab's placed on it (they are newer).
 */
export const olderPage = (rendered: RouteData): { before: string; page: Home } | null =>
  rendered.route === "home" && rendered.before !== undefined
    ? { before: rendered.before, page: homeFromAnswer(rendered.data) }
    : null;

/** The first page of results the server drew `/?q=<term>` from (`/api/search`'s answer), and its term as typed. */
export const searchFirstPage = (rendered: RouteData): { term: string; page: Page } | null =>
  rendered.route === "search"
    ? {
        term: rendered.term,
        page: {
          posts: rendered.data.posts.map(postFromAnswer),
          next: rendered.data.next,
          scanned: rendered.data.scanned,
        },
      }
    : null;

export const homeData = pageData({
  key: () => "home",
  fromRendered: homeFirstPage,
  load: (_params: object, signal) => fetchHome(signal),
});
