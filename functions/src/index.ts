// The deployed functions. Each callable's export name is its contract's `name`, the name the web client
// calls; the work is in callables/, triggers/ and services/.
import "./lib/setup.js";

export { createSuggestion } from "./callables/create-suggestion.js";
export { createAnonymousPost } from "./callables/create-anonymous-post.js";
export { confirmAge } from "./callables/confirm-age.js";
export { myPosts } from "./callables/my-posts.js";
export { myPost } from "./callables/my-post.js";
export { mySuspension } from "./callables/my-suspension.js";
export { exportMyData } from "./callables/export-my-data.js";
export { deleteAccount } from "./callables/delete-account.js";
export { feed } from "./http/feed.js";
export { postPage } from "./http/post-page.js";
export { newestPost } from "./http/newest.js";
export { homePage } from "./http/home.js";
export { reportPost } from "./callables/report-post.js";
export { moderatePost } from "./callables/moderate-post.js";
export { moderationQueue } from "./callables/moderation-queue.js";
export { myReports } from "./callables/my-reports.js";
export { deletePost } from "./callables/delete-post.js";
export { syncPostOnWrite } from "./triggers/sync-post.js";
export { sweepModerationDaily } from "./triggers/moderation-sweep.js";
export { buildHomeTask as buildHome, rebuildHome } from "./triggers/build-home.js";
export { updateDisplayName } from "./callables/update-display-name.js";
