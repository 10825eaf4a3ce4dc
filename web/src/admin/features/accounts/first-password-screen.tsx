import { PageMessages } from '../../../i18n/page-messages';
import { useSession } from '../../lib/session-context';
import accountsCatalogue from './accounts-messages?icu';
import { PasswordForm } from './components/password-form';

const catalogues = [accountsCatalogue];

/**
 * All a session signed in with a one-time password sees: the form to choose its own, with the rules of the
 * account tab's. Once saved, the session is read again and the dashboard opens (docs/decisions.md 133).
 */
export function FirstPasswordScreen() {
  const { check } = useSession();
  return (
    <PageMessages catalogues={catalogues}>
      <section className="admin-tab admin-first-password">
        <PasswordForm firstSignIn={{ onChanged: () => void check() }} />
      </section>
    </PageMessages>
  );
}
