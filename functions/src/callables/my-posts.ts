import { MY_POSTS_PAGE_SIZE, myPosts as contract, SIGN_IN_FOR_ACCOUNT_MESSAGE } from "@village/shared";
import { signedInCallable } from "../lib/callable.js";
import { spendAccountAllowance } from "../services/limits/account-allowance.js";
import { accountPostsPage } from "../services/accounts/account-posts.js";

/**
 * The caller's own posts, for the account page, a page at a time: only ever the caller's, found by the
 * verified uid. A page costs the same reads however many posts the account has (at most 52), and each spends
 * one of the account's pages (`MY_POSTS_PER_MINUTE`, `MY_POSTS_PER_DAY`), so a loop cannot read without end
 * (decision 0091).
 */
export const myPosts = signedInCallable(contract, SIGN_IN_FOR_ACCOUNT_MESSAGE, async ({ cursor }, caller) => {
  await spendAccountAllowance(caller.uid, "ownPosts");
  return accountPostsPage(caller.uid, MY_POSTS_PAGE_SIZE, cursor);
});
