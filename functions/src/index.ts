// The deployed functions other than the callables: the HTTP functions and the triggers. Every callable is
// deployed from its own file in callables/ (exported under its contract's `name`, the name the web client
// calls): functions/build.mjs adds each file of that folder to the bundle, so adding one touches no list.
import "./lib/setup.js";

export { feed } from "./http/feed.js";
export { postPage } from "./http/post-page.js";
export { newestPost } from "./http/newest.js";
export { replyCount } from "./http/reply-count.js";
export { safeModeState } from "./http/safe-mode.js";
export { repliesFeed } from "./http/replies-feed.js";
export { homePage } from "./http/home.js";
export { homeHtml } from "./http/home-html.js";
export { searchPage } from "./http/search.js";
export { moderationLogPage } from "./http/moderation-log.js";
export { transparencyPage } from "./http/transparency.js";
export { syncPostOnWrite } from "./triggers/sync-post.js";
export { syncReplyOnWrite } from "./triggers/sync-reply.js";
export { sweepModerationDaily } from "./triggers/moderation-sweep.js";
export { buildTransparencyReports } from "./triggers/transparency-report.js";
export { endQuietSafeModeTask as endQuietSafeMode } from "./triggers/safe-mode-quiet.js";
export { buildHomeTask as buildHome, rebuildHome } from "./triggers/build-home.js";
export { releaseKeptPostTask as releaseKeptPost } from "./triggers/release-kept-post.js";
export { countRepliesTask as countReplies } from "./triggers/count-replies.js";
