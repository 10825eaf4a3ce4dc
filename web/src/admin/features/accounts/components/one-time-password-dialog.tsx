import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Dialog } from '../../../components/dialog';

/**
 * A new account's password, or a reset one: shown this once (the server keeps only its hash), with a copy button
 * where the browser allows it. Closing it forgets the password.
 */
export function OneTimePasswordDialog({ name, password, onClose }: { name: string; password: string; onClose: () => void }) {
  const intl = useIntl();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    await navigator.clipboard?.writeText(password);
    setCopied(true);
  };
  return (
    <Dialog title={intl.formatMessage({ id: 'admin.accounts.password.shownOnceTitle' }, { name })} onClose={onClose} holdsInput>
      <p>
        <FormattedMessage id="admin.accounts.password.shownOnce" values={{ name }} />
      </p>
      <p className="admin-muted" id="one-time-password-label">
        <FormattedMessage id="admin.accounts.password.oneTime" />
      </p>
      <code className="admin-one-time-password" aria-labelledby="one-time-password-label" data-testid="one-time-password">
        {password}
      </code>
      <p role="status">{copied ? <FormattedMessage id="admin.accounts.password.copied" /> : null}</p>
      <div className="dialog-actions">
        {typeof navigator !== 'undefined' && navigator.clipboard ? (
          <button type="button" className="button button-secondary" onClick={() => void copy()}>
            <FormattedMessage id="admin.accounts.password.copy" />
          </button>
        ) : null}
        <button type="button" className="button button-primary" data-autofocus onClick={onClose}>
          <FormattedMessage id="admin.accounts.password.done" />
        </button>
      </div>
    </Dialog>
  );
}
