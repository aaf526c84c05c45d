// A post's page's data (`/p/{postId}`): its public document, as the postPage function drew the page from it
// or as the browser reads it; null when there is none to show.
import { pageData } from "../../lib/route-data/page-data";
import { postFromAnswer } from "./api/post";
import { fetchPost } from "./api/posts-api";

export const postData = pageData({
  key: ({ postId }: { postId: string }) => postId,
  fromRendered: (rendered, { postId }) =>
    rendered.route === "post" && rendered.data.postId === postId ? postFromAnswer(rendered.data) : null,
  load: ({ postId }, signal) => fetchPost(postId, signal),
});
