import type { MessageId } from '../../../../i18n/catalogues';
import type { AccountWithPassword, AdminAccount } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConfirm } from '../../../components/confirm-dialog';
import { QueryView } from '../../../components/query-view';
import { useToaster } from '../../../components/toaster';
import { berlinDateTime } from '../../../lib/dates';
import { failureText } from '../../../lib/failure-text';
import { adminKeys } from '../../../lib/query-keys';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { useAdminClient, useSession } from '../../../lib/session-context';
import { accountsQuery, changeAccount, resetPassword } from '../api/accounts-api';
import { NewAccountDialog } from './new-account-dialog';
import { OneTimePasswordDialog } from './one-time-password-dialog';

type Change = { kind: 'disable' } | { kind: 'enable' } | { kind: 'role'; role: 'owner' | 'staff' } | { kind: 'reset' };

/** Everyone's accounts, for an owner: create, disable or enable, change the role, reset the password. */
export function StaffAccounts() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'de';
  const client = useAdminClient();
  const { state } = useSession();
  const me = state.status === 'signed-in' ? state.user.email.toLowerCase() : undefined;
  const accounts = useQuery(accountsQuery(client));
  const confirm = useConfirm();
  const toaster = useToaster();
  const [creating, setCreating] = useState(false);
  const [shown, setShown] = useState<{ name: string; password: string } | undefined>();
  const act = useAdminMutation(
    async ({ account, change }: { account: AdminAccount; change: Change }) =>
      change.kind === 'reset'
        ? resetPassword(client, account.id)
        : changeAccount(
            client,
            account.id,
            change.kind === 'role' ? { role: change.role } : { disabled: change.kind === 'disable' },
          ),
    [adminKeys.accounts],
  );

  const nameOf = (account: AdminAccount) => account.firstName || account.email;
  const say = (id: MessageId, values?: Record<string, string>) => intl.formatMessage({ id }, values);

  const run = async (account: AdminAccount, change: Change) => {
    const name = nameOf(account);
    const question =
      change.kind === 'disable'
        ? {
            title: say('admin.accounts.staff.confirmDisableTitle', { name }),
            message: say('admin.accounts.staff.confirmDisable', { name }),
          }
        : change.kind === 'reset'
          ? {
              title: say('admin.accounts.staff.confirmResetTitle', { name }),
              message: say('admin.accounts.staff.confirmReset', { name }),
            }
          : change.kind === 'role'
            ? {
                title: say('admin.accounts.staff.confirmRoleTitle', { name }),
                message: say('admin.accounts.staff.confirmRole', { name, role: say(`admin.accounts.role.${change.role}`) }),
              }
            : undefined;
    if (question) {
      const confirmed = await confirm({
        ...question,
        confirmLabel: say(actionLabel(change)),
        destructive: change.kind === 'disable' || change.kind === 'reset',
      });
      if (!confirmed) return;
    }
    act.mutate(
      { account, change },
      {
        onSuccess: (answer) => {
          if (change.kind === 'reset') setShown({ name, password: (answer as AccountWithPassword).password });
          else toaster.success(say('admin.accounts.staff.changed', { name }));
        },
        onError: (error) =>
          toaster.failure(
            say(change.kind === 'reset' ? 'admin.accounts.staff.resetFailed' : 'admin.accounts.staff.changeFailed'),
            failureText(error, intl),
          ),
      },
    );
  };

  const created = (answer: AccountWithPassword) => {
    setCreating(false);
    const name = nameOf(answer.account);
    toaster.success(say('admin.accounts.staff.created', { name }));
    setShown({ name, password: answer.password });
    void accounts.refetch();
  };

  return (
    <section className="card" aria-labelledby="staff-accounts-title">
      <div className="admin-tab-head">
        <h2 id="staff-accounts-title">
          <FormattedMessage id="admin.accounts.staff.title" />
        </h2>
        <button type="button" className="button button-primary" onClick={() => setCreating(true)}>
          <FormattedMessage id="admin.accounts.staff.new" />
        </button>
      </div>
      <p className="admin-muted">
        <FormattedMessage id="admin.accounts.staff.intro" />
      </p>
      <QueryView
        query={accounts}
        loading="admin.accounts.loading"
        empty="admin.accounts.loadError"
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          // Rows where the table has the room for all six columns, else a card per account (docs/decisions.md 135, 145).
          <div className="admin-table-frame">
            <table className="admin-table admin-table-cards admin-accounts-table">
              <thead>
                <tr>
                  {(['name', 'email', 'role', 'status', 'lastSignIn', 'actions'] as const).map((column) => (
                    <th key={column} scope="col">
                      <FormattedMessage id={`admin.accounts.staff.${column}`} />
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {list.map((account) => {
                  const own = account.email.toLowerCase() === me;
                  const name = nameOf(account);
                  const button = (change: Change) => (
                    <button
                      type="button"
                      className="button button-secondary admin-small-button"
                      aria-label={say('admin.accounts.staff.actionLabel', { action: say(actionLabel(change)), name })}
                      onClick={() => void run(account, change)}
                    >
                      <FormattedMessage id={actionLabel(change)} />
                    </button>
                  );
                  return (
                    <tr key={account.id}>
                      <td className="admin-cell-name">
                        {name} {own ? <FormattedMessage id="admin.accounts.staff.you" /> : null}
                      </td>
                      <td className="admin-cell-email">{account.email}</td>
                      <td className="admin-cell-role">
                        <FormattedMessage id={`admin.accounts.role.${account.role}`} />
                      </td>
                      <td className="admin-cell-status">
                        <span
                          className={
                            account.disabled ? 'admin-status admin-status-cancelled' : 'admin-status admin-status-confirmed'
                          }
                        >
                          <FormattedMessage
                            id={account.disabled ? 'admin.accounts.status.disabled' : 'admin.accounts.status.active'}
                          />
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
                })}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
      {creating ? <NewAccountDialog onCreated={created} onClose={() => setCreating(false)} /> : null}
      {shown ? <OneTimePasswordDialog {...shown} onClose={() => setShown(undefined)} /> : null}
    </section>
  );
}

function actionLabel(change: Change) {
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
