import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import type { ContactMessage } from '@ristorante/contracts';
import type { IntlShape } from 'react-intl';
import type { MessageId } from '../../../i18n/catalogues';
import { PageMessages } from '../../../i18n/page-messages';
import { berlinDateTime } from '../../lib/dates';
import { useAdminClient } from '../../lib/session-context';
import { contactQuery } from './api/get-inbox';
import { InboxScreen, usePageParam } from './inbox-screen';
import inboxCatalogue from './inbox-messages?icu';
import { useInboxAction } from './use-inbox-action';
import { RowAction } from '../../components/row-action';

const catalogues = [inboxCatalogue];

/**
 * A reply in the staff's own mail program: to the guest, 'Re:' the subject, the message quoted beneath, every
 * part encoded so a guest's '&' or line break cannot change the link.
 */
export function replyLink(message: ContactMessage, intl: IntlShape): string {
  const subject = intl.formatMessage({ id: 'admin.contact.replySubject' }, { subject: message.subject });
  const quoteHead = intl.formatMessage(
    { id: 'admin.contact.replyQuote' },
    { date: berlinDateTime(message.createdAt, intl.locale === 'en' ? 'en' : 'de'), name: message.name },
  );
  const quoted = message.message
    .split(/\r?\n/)
    .map((line) => `> ${line}`)
    .join('\n');
  const body = `\n\n${quoteHead}\n${quoted}`;
  return `mailto:${encodeURIComponent(message.email)}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

/** Guests' messages, each with its real status (New or Replied), a reply by e-mail, the status and delete. */
function ContactScreen() {
  const intl = useIntl();
  const client = useAdminClient();
  const [page] = usePageParam();
  const messages = useQuery(contactQuery(client, page));
  const act = useInboxAction();
  const labelled = (label: MessageId, subject: string) =>
    intl.formatMessage({ id: 'admin.contact.actionLabel' }, { action: intl.formatMessage({ id: label }), subject });
  const setStatus = (message: ContactMessage, status: ContactMessage['status']) =>
    void act({
      send: () => client.request(`/api/contact/${message.id}/status`, { method: 'PATCH', body: { status } }),
      done: status === 'replied' ? 'admin.contact.repliedDone' : 'admin.contact.newDone',
      failed: 'admin.contact.actionFailed',
      values: { subject: message.subject },
    });
  return (
    <InboxScreen
      title="admin.contact.title"
      intro="admin.contact.intro"
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
            <li key={message.id} className="card">
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
              <div className="admin-row-actions">
                <a
                  className="button button-primary admin-small-button"
                  href={replyLink(message, intl)}
                  aria-label={labelled('admin.contact.reply', message.subject)}
                >
                  <FormattedMessage id="admin.contact.reply" />
                </a>
                {/* Replied: it can be marked new again; otherwise as replied. */}
                <RowAction
                  label={message.status === 'replied' ? 'admin.contact.markNew' : 'admin.contact.markReplied'}
                  ariaLabel={labelled(
                    message.status === 'replied' ? 'admin.contact.markNew' : 'admin.contact.markReplied',
                    message.subject,
                  )}
                  onClick={() => setStatus(message, message.status === 'replied' ? 'unread' : 'replied')}
                />
                <RowAction
                  label="admin.contact.delete"
                  ariaLabel={labelled('admin.contact.delete', message.subject)}
                  onClick={() =>
                    void act({
                      send: () => client.request(`/api/contact/${message.id}`, { method: 'DELETE' }),
                      done: 'admin.contact.deletedDone',
                      failed: 'admin.contact.actionFailed',
                      values: { subject: message.subject, name: message.name },
                      confirm: {
                        title: 'admin.contact.confirmDeleteTitle',
                        message: 'admin.contact.confirmDelete',
                        button: 'admin.contact.delete',
                      },
                    })
                  }
                />
              </div>
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
