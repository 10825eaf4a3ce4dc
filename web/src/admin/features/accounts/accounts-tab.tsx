import { FormattedMessage } from 'react-intl';
import { PageMessages } from '../../../i18n/page-messages';
import { useSession } from '../../lib/session-context';
import accountsCatalogue from './accounts-messages?icu';
import { PasswordForm } from './components/password-form';
import { SessionList } from './components/session-list';
import { StaffAccounts } from './components/staff-accounts';
import './accounts.css';

const catalogues = [accountsCatalogue];

/** One's own password and sessions; for an owner, the team's accounts too (docs/decisions.md 86, 88). */
function AccountsScreen() {
  const { state } = useSession();
  const isOwner = state.status === 'signed-in' && state.user.role === 'owner';
  return (
    <section className="admin-tab" aria-labelledby="admin-tab-title">
      <div className="admin-tab-head">
        <h1 id="admin-tab-title">
          <FormattedMessage id="admin.accounts.title" />
        </h1>
      </div>
      {isOwner ? <StaffAccounts /> : null}
      <PasswordForm />
      <SessionList />
    </section>
  );
}

export function AccountsTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <AccountsScreen />
    </PageMessages>
  );
}
