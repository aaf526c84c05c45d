import { lazy, Suspense } from "react";
import { Route, Switch, useLocation } from "wouter";
import { PageErrorBoundary } from "../components/feedback/PageErrorBoundary";
import { Layout } from "../components/layout/Layout";
import { AccountStatus } from "../features/auth/components/AccountStatus";
import { RequireSession } from "../features/auth/components/RequireSession";
import { SessionProvider } from "../features/auth/components/SessionProvider";
import { PostActions } from "../features/moderation";
import { HomePage } from "../features/posts/HomePage";
import { useNavigationFocus } from "../hooks/use-navigation-focus";
import { READ_FAILURE } from "../lib/errors/error-message";
import { paths } from "../lib/paths";

// Every page but home is its own chunk, fetched when first opened: the home page's first load carries none
// of their code, nor the Firebase Auth and Functions SDKs and zod they bring.
const NewSuggestionPage = lazy(() =>
  import("../features/suggestions/NewSuggestionPage").then((module) => ({ default: module.NewSuggestionPage })),
);
const AnonymousPostPage = lazy(() =>
  import("../features/anonymous/AnonymousPostPage").then((module) => ({ default: module.AnonymousPostPage })),
);
const PostPage = lazy(() => import("../features/posts/PostPage").then((module) => ({ default: module.PostPage })));
const AuthPage = lazy(() => import("../features/auth/AuthPage").then((module) => ({ default: module.AuthPage })));
const ForgotPasswordPage = lazy(() =>
  import("../features/auth/ForgotPasswordPage").then((module) => ({ default: module.ForgotPasswordPage })),
);
const ResetPasswordPage = lazy(() =>
  import("../features/auth/ResetPasswordPage").then((module) => ({ default: module.ResetPasswordPage })),
);
const AccountPage = lazy(() =>
  import("../features/account/AccountPage").then((module) => ({ default: module.AccountPage })),
);
const AccountDeletedPage = lazy(() =>
  import("../features/account/AccountDeletedPage").then((module) => ({ default: module.AccountDeletedPage })),
);
const ModeratePage = lazy(() =>
  import("../features/moderation/ModeratePage").then((module) => ({ default: module.ModeratePage })),
);
const ModerationLogPage = lazy(() =>
  import("../features/moderation/ModerationLogPage").then((module) => ({ default: module.ModerationLogPage })),
);
const YourReportsPage = lazy(() =>
  import("../features/moderation/YourReportsPage").then((module) => ({ default: module.YourReportsPage })),
);
const OtherRoutes = lazy(() => import("./OtherRoutes").then((module) => ({ default: module.OtherRoutes })));

export function App() {
  const [location] = useLocation();
  useNavigationFocus();
  return (
    <SessionProvider>
      <Layout account={<AccountStatus />}>
        {/* Keyed by path: a page that failed to load does not keep the next one from showing. */}
        <PageErrorBoundary key={location} message={READ_FAILURE.page}>
          <Suspense fallback={<p role="status">Loading page…</p>}>
            <Switch>
              <Route path={paths.home}>
                <HomePage
                  postActions={(post, remove) => <PostActions postId={post.id} title={post.title} onDeleted={remove} />}
                />
              </Route>
              <Route path={paths.post}>{(params) => <PostPage postId={params.postId} />}</Route>
              <Route path={paths.newSuggestion}>
                <RequireSession>
                  <NewSuggestionPage />
                </RequireSession>
              </Route>
              <Route path={paths.anonymousPost}>
                <AnonymousPostPage />
              </Route>
              <Route path={paths.forgotPassword}>
                <ForgotPasswordPage />
              </Route>
              <Route path={paths.resetPassword}>
                <ResetPasswordPage />
              </Route>
              <Route path={paths.account}>
                <RequireSession>
                  <AccountPage />
                </RequireSession>
              </Route>
              <Route path={paths.accountDeleted}>
                <AccountDeletedPage />
              </Route>
              <Route path={paths.auth}>
                <AuthPage />
              </Route>
              <Route path={paths.moderate}>
                <ModeratePage />
              </Route>
              <Route path={paths.moderationLog}>
                <ModerationLogPage />
              </Route>
              <Route path={paths.yourReports}>
                <RequireSession>
                  <YourReportsPage />
                </RequireSession>
              </Route>
              <Route>
                <OtherRoutes />
              </Route>
            </Switch>
          </Suspense>
        </PageErrorBoundary>
      </Layout>
    </SessionProvider>
  );
}
