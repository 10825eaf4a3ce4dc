import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import { PageMessages } from '../../../i18n/page-messages';
import { berlinDateTime } from '../../lib/dates';
import { useAdminClient } from '../../lib/session-context';
import { feedbackQuery } from './api/get-inbox';
import { InboxScreen, usePageParam } from './inbox-screen';
import inboxCatalogue from './inbox-messages?icu';
import { useInboxAction } from './use-inbox-action';
import { RowAction } from '../../components/row-action';

const catalogues = [inboxCatalogue];

/**
 * Guests' feedback: rating, what they wrote, whether it may be and is published, and the way to publish,
 * unpublish or delete it (staff may, docs/decisions.md 86).
 */
function FeedbackScreen() {
  const intl = useIntl();
  const client = useAdminClient();
  const [page] = usePageParam();
  const feedback = useQuery(feedbackQuery(client, page));
  const act = useInboxAction();
  const button = (label: MessageId, name: string, onClick: () => void) => (
    <RowAction
      label={label}
      ariaLabel={intl.formatMessage({ id: 'admin.feedback.actionLabel' }, { action: intl.formatMessage({ id: label }), name })}
      onClick={onClick}
    />
  );
  return (
    <InboxScreen
      title="admin.feedback.title"
      intro="admin.feedback.intro"
      empty="admin.feedback.empty"
      query={feedback}
      page={page}
      summary={(total, headers) => (
        <FormattedMessage
          id="admin.feedback.count"
          values={{ count: total, pending: Number(headers.get('x-pending-count') ?? 0) }}
        />
      )}
    >
      {(items) => (
        <ul className="admin-inbox">
          {items.map((entry) => (
            <li key={entry.id} className="card">
              <p className="admin-inbox-head">
                <strong>{entry.name}</strong>
                <span
                  className="admin-stars"
                  role="img"
                  aria-label={intl.formatMessage({ id: 'admin.feedback.rating' }, { rating: entry.rating })}
                >
                  <span aria-hidden="true">{'★'.repeat(entry.rating) + '☆'.repeat(5 - entry.rating)}</span>
                </span>
                <span className={entry.approved ? 'admin-status admin-status-confirmed' : 'admin-status admin-status-pending'}>
                  <FormattedMessage id={entry.approved ? 'admin.feedback.approved' : 'admin.feedback.notApproved'} />
                </span>
                <span className="admin-tag">
                  <FormattedMessage id={entry.consentToPublish ? 'admin.feedback.consent' : 'admin.feedback.noConsent'} />
                </span>
                <time className="admin-muted" dateTime={entry.created_at}>
                  {berlinDateTime(entry.created_at, intl.locale)}
                </time>
              </p>
              <p>{entry.experience}</p>
              {entry.suggestions ? (
                <p className="admin-notes">
                  <FormattedMessage id="admin.feedback.suggestions" values={{ text: entry.suggestions }} />
                </p>
              ) : null}
              {entry.approved && !entry.consentToPublish ? (
                <p className="admin-muted">
                  <FormattedMessage id="admin.feedback.notShown" />
                </p>
              ) : null}
              <div className="admin-row-actions">
                {entry.approved
                  ? button(
                      'admin.feedback.unpublish',
                      entry.name,
                      () =>
                        void act({
                          send: () => client.request(`/api/feedback/${entry.id}/unpublish`, { method: 'PATCH' }),
                          done: 'admin.feedback.unpublishedDone',
                          failed: 'admin.feedback.actionFailed',
                          values: { name: entry.name },
                        }),
                    )
                  : button(
                      'admin.feedback.approve',
                      entry.name,
                      () =>
                        void act({
                          send: () => client.request(`/api/feedback/${entry.id}/approve`, { method: 'PATCH' }),
                          done: 'admin.feedback.approvedDone',
                          failed: 'admin.feedback.actionFailed',
                          values: { name: entry.name },
                        }),
                    )}
                {button(
                  'admin.feedback.delete',
                  entry.name,
                  () =>
                    void act({
                      send: () => client.request(`/api/feedback/${entry.id}`, { method: 'DELETE' }),
                      done: 'admin.feedback.deletedDone',
                      failed: 'admin.feedback.actionFailed',
                      values: { name: entry.name },
                      confirm: {
                        title: 'admin.feedback.confirmDeleteTitle',
                        message: 'admin.feedback.confirmDelete',
                        button: 'admin.feedback.delete',
                      },
                    }),
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </InboxScreen>
  );
}

export function FeedbackTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <FeedbackScreen />
    </PageMessages>
  );
}
