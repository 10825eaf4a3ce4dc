import type { AdminAccount } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../../i18n/catalogues';
import { berlinDateTime } from '../../../lib/dates';
import { RowAction } from '../../../components/row-action';

export type Change = { kind: 'disable' } | { kind: 'enable' } | { kind: 'role'; role: 'owner' | 'staff' } | { kind: 'reset' };

export const nameOf = (account: AdminAccount) => account.firstName || account.email;

/**
 * One account in the owner's list: name (marked when it is the reader's own), e-mail, role, status, last sign-in,
 * and the changes an owner may make to anyone but themselves.
 */
export function AccountRow({
  account,
  own,
  onChange,
}: {
  account: AdminAccount;
  own: boolean;
  onChange: (change: Change) => void;
}) {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'de';
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const name = nameOf(account);
  const button = (change: Change) => (
    <RowAction
      label={actionLabel(change)}
      ariaLabel={say('admin.accounts.staff.actionLabel', { action: say(actionLabel(change)), name })}
      onClick={() => onChange(change)}
    />
  );
  return (
    <tr>
      <td className="admin-cell-name">
        {name} {own ? <FormattedMessage id="admin.accounts.staff.you" /> : null}
      </td>
      <td className="admin-cell-email">{account.email}</td>
      <td className="admin-cell-role">
        <FormattedMessage id={`admin.accounts.role.${account.role}`} />
      </td>
      <td className="admin-cell-status">
        <span className={account.disabled ? 'admin-status admin-status-cancelled' : 'admin-status admin-status-confirmed'}>
          <FormattedMessage id={account.disabled ? 'admin.accounts.status.disabled' : 'admin.accounts.status.active'} />
        </span>
      </td>
      <td className="admin-cell-signin">
        {/* A card has no column heading to say what the date is. */}
        <span className="admin-card-label">
          <FormattedMessage id="admin.accounts.staff.lastSignIn" />:{' '}
        </span>
        {account.lastSignInAt ? (
          berlinDateTime(account.lastSignInAt, locale)
        ) : (
          <FormattedMessage id="admin.accounts.staff.never" />
        )}
      </td>
      <td className="admin-cell-actions">
        {/* Nobody disables or demotes themselves here (the server refuses it too). */}
        {own ? null : (
          <div className="admin-row-actions">
            {button({ kind: 'role', role: account.role === 'owner' ? 'staff' : 'owner' })}
            {button({ kind: account.disabled ? 'enable' : 'disable' })}
            {button({ kind: 'reset' })}
          </div>
        )}
      </td>
    </tr>
  );
}

export function actionLabel(change: Change) {
  switch (change.kind) {
    case 'disable':
      return 'admin.accounts.staff.disable' as const;
    case 'enable':
      return 'admin.accounts.staff.enable' as const;
    case 'reset':
      return 'admin.accounts.staff.resetPassword' as const;
    case 'role':
      return change.role === 'owner' ? ('admin.accounts.staff.makeOwner' as const) : ('admin.accounts.staff.makeStaff' as const);
  }
}
