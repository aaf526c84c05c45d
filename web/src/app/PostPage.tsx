// A post's page as the router shows it: the post (features/posts), its menu (features/moderation) and, under
// it, its thread (features/replies), which do not know each other. Its own chunk, so that the home page's
// first load carries none of it; this file's name is that chunk's, `PostPage`, which the build's
// `PostPage.html` and the postPage function expect (web/vite.config.ts).
import { PostActions, ReplyReport } from "../features/moderation";
import { PostPage } from "../features/posts/PostPage";
import { postFromAnswer } from "../features/posts/api/post";
import { editableOf } from "./editable-post";
import { Thread } from "../features/replies/components/Thread";

export function PostRoute({ postId }: { postId: string }) {
  return (
    <PostPage
      postId={postId}
      postActions={(post, deleted, owned, replace) => (
        <PostActions
          postId={post.id}
          title={post.title}
          onDeleted={deleted}
          owned={owned}
          editable={editableOf(post)}
          onEdited={(edited) => replace?.(postFromAnswer(edited))}
        />
      )}
      // Keyed by post: another post's page starts with its own thread and its own draft.
      thread={(post) => (
        <Thread
          key={post.id}
          postId={post.id}
          title={post.title}
          repliesClosed={post.repliesClosed === true}
          replyActions={(reply) => (
            <ReplyReport postId={post.id} replyId={reply.id} author={reply.author} text={reply.text} />
          )}
        />
      )}
    />
  );
}
