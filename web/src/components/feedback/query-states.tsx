import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

/** A data page while it loads: announced politely, so a screen reader says so once. */
export function LoadingState({ children }: { children: ReactNode }) {
  return (
    <p className="state state-loading" role="status" aria-live="polite">
      {children}
    </p>
  );
}

/** A data page whose load failed (docs/decisions.md 51): what happened, and 'Try Again'. */
export function ErrorState({ title, detail, onRetry }: { title: ReactNode; detail?: ReactNode; onRetry: () => void }) {
  return (
    <div className="state state-error" role="alert">
      <p className="state-title">{title}</p>
      {detail ? <p>{detail}</p> : null}
      <button type="button" className="button button-primary" onClick={onRetry}>
        <FormattedMessage id="common.tryAgain" />
      </button>
    </div>
  );
}

export function EmptyState({ title, children }: { title: ReactNode; children?: ReactNode }) {
  return (
    <div className="state state-empty">
      <p className="state-title">{title}</p>
      {children}
    </div>
  );
}
