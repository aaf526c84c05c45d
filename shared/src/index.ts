export * from "./text.js";
export * from "./fields.js";
export * from "./limits.js";
export * from "./firestore-schema.js";
export * from "./contracts/callable-contract.js";
export * from "./contracts/create-suggestion.js";
export * from "./contracts/create-anonymous-post.js";
