import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

interface PageErrorBoundaryProps {
  /** The current address: a navigation elsewhere clears the error and shows the new page. */
  location: string;
  children: ReactNode;
}

interface PageErrorBoundaryState {
  failed: boolean;
  location: string;
}

/**
 * Catches a page that cannot be shown, so the header, the footer and the way to other pages stay. The usual
 * cause: a tab left open across a release asks for a page chunk that no longer exists (hashed file names),
 * and only a reload brings the new ones. Without it React unmounts the whole app and the guest sees white.
 */
export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false, location: this.props.location };

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(props: PageErrorBoundaryProps, state: PageErrorBoundaryState) {
    return props.location === state.location ? null : { failed: false, location: props.location };
  }

  override componentDidCatch(error: unknown) {
    console.error(error);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="page page-centered" role="alert" aria-labelledby="page-error-title">
        <h1 id="page-error-title">
          <FormattedMessage id="pageError.title" />
        </h1>
        <p>
          <FormattedMessage id="pageError.text" />
        </p>
        <button type="button" className="button button-primary" onClick={() => window.location.reload()}>
          <FormattedMessage id="pageError.reload" />
        </button>
      </section>
    );
  }
}
