import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { useConfirm } from '../../../components/confirm-dialog';
import { QueryView } from '../../../components/query-view';
import { useToaster } from '../../../components/toaster';
import { berlinDateTime } from '../../../lib/dates';
import { failureText } from '../../../lib/failure-text';
import { adminKeys } from '../../../lib/query-keys';
import { useAdminMutation } from '../../../lib/use-admin-mutation';
import { useAdminClient } from '../../../lib/session-context';
import { revokeSession, sessionsQuery, type AdminSession } from '../api/accounts-api';
import { deviceName } from '../utils/device-name';
import { ColumnHeads } from '../../../components/column-heads';
import { RowAction } from '../../../components/row-action';

/** Where one is signed in, this device first, each other one with a way to sign it out (a lost tablet, say). */
export function SessionList() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en' : 'de';
  const client = useAdminClient();
  const sessions = useQuery(sessionsQuery(client));
  const confirm = useConfirm();
  const toaster = useToaster();
  const revoke = useAdminMutation((id: string) => revokeSession(client, id), [adminKeys.accounts]);

  const deviceOf = (session: AdminSession) => {
    const known = deviceName(session.userAgent);
    return known
      ? intl.formatMessage({ id: 'admin.accounts.sessions.browserOn' }, known)
      : intl.formatMessage({ id: 'admin.accounts.sessions.unknownDevice' });
  };

  const signOut = async (session: AdminSession) => {
    const device = deviceOf(session);
    const confirmed = await confirm({
      title: intl.formatMessage({ id: 'admin.accounts.sessions.confirmTitle' }),
      message: intl.formatMessage(
        { id: 'admin.accounts.sessions.confirmMessage' },
        { device, lastUsed: berlinDateTime(session.lastUsedAt, locale) },
      ),
      confirmLabel: intl.formatMessage({ id: 'admin.accounts.sessions.revoke' }),
      destructive: true,
    });
    if (!confirmed) return;
    revoke.mutate(session.id, {
      onSuccess: () => toaster.success(intl.formatMessage({ id: 'admin.accounts.sessions.revoked' })),
      onError: (error) =>
        toaster.failure(intl.formatMessage({ id: 'admin.accounts.sessions.revokeFailed' }), failureText(error, intl)),
    });
  };

  return (
    <section className="card" aria-labelledby="own-sessions-title">
      <h2 id="own-sessions-title">
        <FormattedMessage id="admin.accounts.sessions.title" />
      </h2>
      <QueryView
        query={sessions}
        loading="admin.accounts.loading"
        empty="admin.accounts.loadError"
        isEmpty={(list) => list.length === 0}
      >
        {(list) => (
          <div className="admin-table-scroll">
            <table className="admin-table">
              <ColumnHeads
                labels={[
                  'admin.accounts.sessions.device',
                  'admin.accounts.sessions.address',
                  'admin.accounts.sessions.signedIn',
                  'admin.accounts.sessions.lastUsed',
                  'admin.accounts.sessions.actions',
                ]}
              />
              <tbody>
                {[...list]
                  .sort((a, b) => Number(b.current) - Number(a.current))
                  .map((session) => (
                    <tr key={session.id}>
                      <td>
                        {deviceOf(session)}
                        {session.current ? (
                          <span className="admin-status admin-status-confirmed admin-inline-status">
                            <FormattedMessage id="admin.accounts.sessions.thisDevice" />
                          </span>
                        ) : null}
                      </td>
                      <td>{session.ip ?? '–'}</td>
                      <td>{berlinDateTime(session.createdAt, locale)}</td>
                      <td>{berlinDateTime(session.lastUsedAt, locale)}</td>
                      <td>
                        {session.current ? null : (
                          <RowAction
                            label="admin.accounts.sessions.revoke"
                            ariaLabel={intl.formatMessage(
                              { id: 'admin.accounts.sessions.revokeLabel' },
                              { device: deviceOf(session) },
                            )}
                            onClick={() => void signOut(session)}
                          />
                        )}
                      </td>
                    </tr>
                  ))}
              </tbody>
            </table>
          </div>
        )}
      </QueryView>
    </section>
  );
}
