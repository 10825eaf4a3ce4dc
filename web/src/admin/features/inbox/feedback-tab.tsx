import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageMessages } from '../../../i18n/page-messages';
import { berlinDateTime } from '../../lib/dates';
import { useAdminClient } from '../session/session-context';
import { feedbackQuery } from './api/get-inbox';
import { InboxScreen, usePageParam } from './inbox-screen';
import inboxCatalogue from './inbox-messages?icu';

const catalogues = [inboxCatalogue];

/** Guests' feedback: rating, what they wrote, and whether it may be and is published. */
function FeedbackScreen() {
  const intl = useIntl();
  const client = useAdminClient();
  const [page] = usePageParam();
  const feedback = useQuery(feedbackQuery(client, page));
  return (
    <InboxScreen
      title="admin.feedback.title"
      readOnly="admin.feedback.readOnly"
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
            <li key={entry.id} className="admin-card">
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
