import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { PageMessages } from '../../../i18n/page-messages';
import { berlinDateTime } from '../../lib/dates';
import { useAdminClient } from '../session/session-context';
import { contactQuery } from './api/get-inbox';
import { InboxScreen, usePageParam } from './inbox-screen';
import inboxCatalogue from './inbox-messages?icu';

const catalogues = [inboxCatalogue];

/** Guests' messages, each with its real status (New or Replied), not always 'New'. */
function ContactScreen() {
  const intl = useIntl();
  const client = useAdminClient();
  const [page] = usePageParam();
  const messages = useQuery(contactQuery(client, page));
  return (
    <InboxScreen
      title="admin.contact.title"
      readOnly="admin.contact.readOnly"
      empty="admin.contact.empty"
      query={messages}
      page={page}
      summary={(total, headers) => (
        <FormattedMessage
          id="admin.contact.count"
          values={{ count: total, unread: Number(headers.get('x-unread-count') ?? 0) }}
        />
      )}
    >
      {(items) => (
        <ul className="admin-inbox">
          {items.map((message) => (
            <li key={message.id} className="admin-card">
              <p className="admin-inbox-head">
                <strong>{message.subject}</strong>
                <span
                  className={
                    message.status === 'replied' ? 'admin-status admin-status-confirmed' : 'admin-status admin-status-pending'
                  }
                >
                  <FormattedMessage id={message.status === 'replied' ? 'admin.contact.replied' : 'admin.contact.new'} />
                </span>
                <time className="admin-muted" dateTime={message.createdAt}>
                  {berlinDateTime(message.createdAt, intl.locale)}
                </time>
              </p>
              <p>
                {message.name} · <a href={`mailto:${message.email}`}>{message.email}</a>
              </p>
              <p className="admin-message-text">{message.message}</p>
            </li>
          ))}
        </ul>
      )}
    </InboxScreen>
  );
}

export function ContactTab() {
  return (
    <PageMessages catalogues={catalogues}>
      <ContactScreen />
    </PageMessages>
  );
}
