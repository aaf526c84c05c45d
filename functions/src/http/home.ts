import { HOME_CACHE_CONTROL } from "@village/shared";
import { servedHomeDocumentRef } from "../lib/collections.js";
import { homeDocumentEndpoint } from "../lib/home-document-endpoint.js";
import { homeAnswerOf } from "../services/pages/home-answer.js";

/**
 * `/api/home` (a Hosting rewrite): the home document's public content (the count and the newest page) in one
 * read, for a page that did not get it in its HTML (the static shell's preload). The CDN keeps the answer for
 * `s-maxage`. Never a 404 (the CDN would keep it): no home document yet is an empty answer; a failure is a
 * 503 nobody caches, as is a document with a malformed entry (the app then reads it itself).
 */
export const homePage = homeDocumentEndpoint("homePage", HOME_CACHE_CONTROL, homeAnswerOf, servedHomeDocumentRef);
