import { Component, type ReactNode } from "react";
import { ReadFailure } from "./ReadFailure";

interface Props {
  /** The sentence shown when the page failed (from lib/errors). */
  message: string;
  children: ReactNode;
  /** Set where the boundary is above the layout, so its sentence still sits in the page's main landmark. */
  outsideLayout?: boolean;
}

/**
 * Catches a page that failed to render, above all a lazily loaded page whose chunk no longer downloads (a tab
 * left open across a deploy asks for files that are gone; `lazyPage` throws that failure from render). The
 * browser keeps a failed module import failed for the page's life, so the way out is a reload, which also
 * fetches the new version. Give it a `key` per route to start afresh there. The app also has one above its
 * providers and layout, for a failure outside any page.
 */
export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    console.error("Could not show the page", error);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    const failure = (
      <ReadFailure
        message={this.props.message}
        action="Reload"
        onRetry={() => {
          window.location.reload();
        }}
      />
    );
    return this.props.outsideLayout ? <main>{failure}</main> : failure;
  }
}
