import { useEffect, type ComponentType } from "react";
import { Route, Switch, useLocation } from "wouter";
import { ActionStatusProvider } from "../components/feedback/ActionStatus";
import { PageErrorBoundary } from "../components/feedback/PageErrorBoundary";
import { Layout } from "../components/layout/Layout";
import { AccountStatus } from "../features/auth/components/AccountStatus";
import { SignUpNotice } from "../features/auth/components/SignUpNotice";
import { SessionProvider } from "../features/auth/components/SessionProvider";
import { PostActions } from "../features/moderation";
import { HomePage } from "../features/posts/HomePage";
import { postFromAnswer } from "../features/posts/api/post";
import { useNavigationFocus } from "../hooks/use-navigation-focus";
import { READ_FAILURE } from "../lib/errors/error-words";
import { paths, prerenderedPaths } from "../lib/paths";
import { RenderedDataProvider, type RenderedData } from "../lib/route-data/rendered-route";
import { editableOf } from "./editable-post";
import { lazyPage } from "./lazy-page";

// Every page but home is its own chunk: the home page's first load carries none of their code, nor the
// Firebase Auth and Functions SDKs and zod they bring.
const PostRoute = lazyPage(() => import("./PostPage"), "PostRoute");
const OtherRoutes = lazyPage(() => import("./OtherRoutes"), "OtherRoutes");

/** A post's page (`paths.post`): one segment after `/p/`. */
const POST_PAGE_PATH = /^\/p\/[^/]+$/;

/**
 * Loads the code of the page at `path` before the first render, for a page whose markup the app takes over
 * (the legal pages, the other pages rendered at build time and "Page not found", by web/prerender.mjs; a
 * post's page, rendered by the postPage function): drawn at once, it matches that markup.
 */
export function preloadPage(path: string): Promise<unknown> {
  if (POST_PAGE_PATH.test(path)) return PostRoute.preload();
  if (path === paths.home) return Promise.resolve();
  const page = PAGES.find((candidate) => candidate.path === path);
  // A legal page or a path no route takes: OtherRoutes draws both.
  if (!page) return OtherRoutes.preload();
  return prerenderedPaths.has(path) ? page.Page.preload() : Promise.resolve();
}

/**
 * The pages that take no props, in the order the router tries them. A page for signed-in people draws its own
 * frame and asks to sign in under it (components/session/RequireSession.tsx), so the build can render it.
 */
const PAGES: { path: string; Page: ComponentType & { preload: () => Promise<unknown> } }[] = [
  {
    path: paths.newSuggestion,
    Page: lazyPage(() => import("../features/suggestions/NewSuggestionPage"), "NewSuggestionPage"),
  },
  {
    path: paths.anonymousPost,
    Page: lazyPage(() => import("../features/anonymous/AnonymousPostPage"), "AnonymousPostPage"),
  },
  {
    path: paths.forgotPassword,
    Page: lazyPage(() => import("../features/auth/ForgotPasswordPage"), "ForgotPasswordPage"),
  },
  {
    path: paths.resetPassword,
    Page: lazyPage(() => import("../features/auth/ResetPasswordPage"), "ResetPasswordPage"),
  },
  {
    path: paths.account,
    Page: lazyPage(() => import("../features/account/AccountPage"), "AccountPage"),
  },
  {
    path: paths.accountDeleted,
    Page: lazyPage(() => import("../features/account/AccountDeletedPage"), "AccountDeletedPage"),
  },
  { path: paths.auth, Page: lazyPage(() => import("../features/auth/AuthPage"), "AuthPage") },
  { path: paths.moderate, Page: lazyPage(() => import("../features/moderation/ModeratePage"), "ModeratePage") },
  {
    path: paths.moderationLog,
    Page: lazyPage(() => import("../features/moderation/ModerationLogPage"), "ModerationLogPage"),
  },
  {
    path: paths.yourReports,
    Page: lazyPage(() => import("../features/moderation/YourReportsPage"), "YourReportsPage"),
  },
];

/**
 * The app under a root error boundary: a failure above every page (the session, the layout, the header, the
 * router) still gets a sentence and a Reload, where the pages' own boundaries cannot reach. `rendered` is the
 * data the server drew the page from, for that page's first render (lib/route-data).
 */
export function App({ rendered }: { rendered: RenderedData }) {
  // Says the app runs: on a page the server rendered, what shows before that is markup without handlers
  // (the browser tests, and anyone's script, wait for it before pressing anything).
  useEffect(() => {
    document.documentElement.dataset.app = "running";
  }, []);
  return (
    <PageErrorBoundary message={READ_FAILURE.app} outsideLayout>
      <RenderedDataProvider value={rendered}>
        <Shell />
      </RenderedDataProvider>
    </PageErrorBoundary>
  );
}

function Shell() {
  const [location] = useLocation();
  useNavigationFocus();
  return (
    <SessionProvider>
      <ActionStatusProvider>
        <Layout account={<AccountStatus />} notice={<SignUpNotice />}>
          {/* Keyed by path: a page that failed to load does not keep the next one from showing. */}
          <PageErrorBoundary key={location} message={READ_FAILURE.page}>
            <Switch>
              <Route path={paths.home}>
                <HomePage
                  postActions={(post, remove, replace) => (
                    <PostActions
                      postId={post.id}
                      title={post.title}
                      onDeleted={remove}
                      editable={editableOf(post)}
                      onEdited={(edited) => replace(postFromAnswer(edited))}
                    />
                  )}
                />
              </Route>
              <Route path={paths.post}>{(params) => <PostRoute postId={params.postId} />}</Route>
              {PAGES.map(({ path, Page }) => (
                <Route key={path} path={path}>
                  <Page />
                </Route>
              ))}
              <Route>
                <OtherRoutes />
              </Route>
            </Switch>
          </PageErrorBoundary>
        </Layout>
      </ActionStatusProvider>
    </SessionProvider>
  );
}
