import type { ComponentType } from "react";
import { Route, Switch } from "wouter";
import { legalPages } from "../features/legal";
import { NotFoundPage } from "../features/not-found/NotFoundPage";
import { useDocumentTitle } from "../hooks/use-document-title";

function LegalRoute({ title, Component }: { title: string; Component: ComponentType }) {
  useDocumentTitle(title);
  return <Component />;
}

/**
 * Every route App does not name: the legal pages, else "not found". Loaded lazily as one chunk, so neither
 * the legal texts nor their paths weigh on the home page.
 */
export function OtherRoutes() {
  return (
    <Switch>
      {legalPages.map(({ path, title, Component }) => (
        <Route key={path} path={path}>
          <LegalRoute title={title} Component={Component} />
        </Route>
      ))}
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
