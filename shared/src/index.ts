// zod is configured by zod-config.ts, which every module that builds a schema imports first (so the side
// effect, and zod, ride only with the schemas a bundle really uses).
export * from "./text.js";
export * from "./fields.js";
export * from "./limits.js";
export * from "./age.js";
export * from "./firestore-schema.js";
export * from "./contracts/callable-contract.js";
export * from "./contracts/listed-post-reply.js";
export * from "./contracts/create-suggestion.js";
export * from "./contracts/create-anonymous-post.js";
export * from "./contracts/confirm-age.js";
export * from "./contracts/my-posts.js";
export * from "./contracts/export-my-data.js";
export * from "./contracts/delete-account.js";
export * from "./listed-post.js";
export * from "./firestore-limits.js";
export * from "./search.js";
export * from "./paging.js";
export * from "./moderation.js";
export * from "./contracts/report-post.js";
export * from "./contracts/moderate-post.js";
export * from "./contracts/delete-post.js";
export * from "./contracts/moderation-queue.js";
export * from "./display-name.js";
export * from "./contracts/update-display-name.js";
export * from "./newest-endpoint.js";
