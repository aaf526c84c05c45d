import { MY_POSTS_PAGE_SIZE, myPosts as contract, SIGN_IN_FOR_ACCOUNT_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { accountPostsPage } from "../services/account-posts.js";

/**
 * The caller's own posts, for the account page, a page at a time: only ever the caller's, found by the
 * verified uid. A page costs the same reads however many posts the account has, so it needs no allowance.
 */
export const myPosts = signedInCallable(contract, SIGN_IN_FOR_ACCOUNT_MESSAGE, ({ cursor }, caller) =>
  accountPostsPage(caller.uid, MY_POSTS_PAGE_SIZE, cursor),
);
