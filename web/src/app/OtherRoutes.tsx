import type { ComponentType } from "react";
import { Route, Switch } from "wouter";
import { TRANSPARENCY_PATH } from "@village/shared";
import { legalPages } from "../features/legal";
import { NotFoundPage } from "../features/not-found/NotFoundPage";
import { TransparencyPage } from "../features/transparency/TransparencyPage";
import { useDocumentTitle } from "../hooks/use-document-title";

function LegalRoute({ title, Component }: { title: string; Component: ComponentType }) {
  useDocumentTitle(title);
  return <Component />;
}

/**
 * Every route App does not name: the legal pages, the transparency report, else "not found". Loaded lazily as
 * one chunk, so neither the legal texts nor their paths weigh on the home page (the report's page is here, not
 * in App's list, for the same reason: docs/decisions/0130).
 */
export function OtherRoutes() {
  return (
    <Switch>
      {legalPages.map(({ path, title, Component }) => (
        <Route key={path} path={path}>
          <LegalRoute title={title} Component={Component} />
        </Route>
      ))}
      <Route path={TRANSPARENCY_PATH}>
        <TransparencyPage />
      </Route>
      <Route>
        <NotFoundPage />
      </Route>
    </Switch>
  );
}
