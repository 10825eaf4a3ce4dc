import type { MessageId } from '../../../../i18n/catalogues';
import type { AccountWithPassword, AdminAccount } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConfirm } from '../../../components/confirm-dialog';
import { QueryView } from '../../../components/query-view';
import { useToaster } from '../../../components/toaster';
import { failureText } from '../../../lib/failure-text';
import { adminKeys } from '../../../lib/query-keys';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { useAdminClient, useSession } from '../../../lib/session-context';
import { accountsQuery, changeAccount, resetPassword } from '../api/accounts-api';
import { CardTable } from '../../../components/card-table';
import { AccountRow, actionLabel, nameOf, type Change } from './account-row';
import { NewAccountDialog } from './new-account-dialog';
import { OneTimePasswordDialog } from './one-time-password-dialog';

const columns = ['name', 'email', 'role', 'status', 'lastSignIn', 'actions'] as const;

/** Everyone's accounts, for an owner: create, disable or enable, change the role, reset the password. */
export function StaffAccounts() {
  const intl = useIntl();
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
          <CardTable
            className="admin-accounts-table"
            columns={columns.map((column) => `admin.accounts.staff.${column}` as const)}
          >
            {list.map((account) => (
              <AccountRow
                key={account.id}
                account={account}
                own={account.email.toLowerCase() === me}
                onChange={(change) => void run(account, change)}
              />
            ))}
          </CardTable>
        )}
      </QueryView>
      {creating ? <NewAccountDialog onCreated={created} onClose={() => setCreating(false)} /> : null}
      {shown ? <OneTimePasswordDialog {...shown} onClose={() => setShown(undefined)} /> : null}
    </section>
  );
}
