import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Navigate, useLocation } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../../../components/feedback/query-states';
import { adminPaths } from '../../../config/admin-paths';
import { useSession } from '../../../lib/session-context';

/**
 * The dashboard only for a signed-in admin: a loading state while the session is checked,
 * then the login page for anyone else, which brings them back here (`next`) once they have signed in. After
 * logging out, the German login page (docs/decisions.md 69).
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const { state, check } = useSession();
  const { locale } = useIntl();
  const { pathname, search } = useLocation();

  if (state.status === 'checking') {
    return (
      <main className="admin-centered">
        <LoadingState>
          <FormattedMessage id="admin.layout.loading" />
        </LoadingState>
      </main>
    );
  }
  if (state.status === 'unreachable') {
    return (
      <main className="admin-centered">
        <ErrorState title={<FormattedMessage id="admin.layout.checkFailed" />} onRetry={() => void check()} />
      </main>
    );
  }
  if (state.status === 'signed-out') {
    if (state.reason === 'logged-out') return <Navigate replace to={adminPaths.afterLogout} />;
    const query = new URLSearchParams({ next: pathname + search, ...(state.reason === 'ended' ? { reason: 'ended' } : {}) });
    return <Navigate replace to={`${adminPaths.login(locale)}?${query.toString()}`} />;
  }
  return children;
}
