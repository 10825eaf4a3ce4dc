import type { Locale, StaffWaitlistEntry } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { EmptyState, ErrorState, LoadingState } from '../../../../components/feedback/query-states';
import { ContactLinks } from '../../../components/contact-links';
import { useConfirm } from '../../../components/confirm-dialog';
import { useToaster } from '../../../components/toaster';
import { numericDay } from '../../../lib/dates';
import { failureText } from '../../../lib/failure-text';
import { keepFocusInPage } from '../../../lib/keep-focus';
import { useAdminClient } from '../../../lib/session-context';
import { useRemoveWaitlistPlace, waitlistQuery } from '../api/waitlist';

const offerClock = (at: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: 'Europe/Berlin',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(at));

function Place({ entry }: { entry: StaffWaitlistEntry }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const confirm = useConfirm();
  const toaster = useToaster();
  const remove = useRemoveWaitlistPlace();
  const names = { name: entry.name, date: numericDay(entry.date, locale), time: entry.time };

  const removeIt = async () => {
    if (remove.isPending) return;
    const yes = await confirm({
      title: intl.formatMessage({ id: 'admin.waitlist.remove.title' }),
      message: intl.formatMessage({ id: 'admin.waitlist.remove.message' }, names),
      confirmLabel: intl.formatMessage({ id: 'admin.waitlist.remove.confirm' }),
      keepLabel: intl.formatMessage({ id: 'admin.waitlist.remove.keep' }),
      destructive: true,
    });
    if (!yes) return;
    try {
      await remove.mutateAsync({ id: entry.id });
      toaster.success(intl.formatMessage({ id: 'admin.waitlist.removed' }, names));
    } catch (error) {
      toaster.failure(intl.formatMessage({ id: 'admin.waitlist.removeFailed' }), failureText(error, intl));
    }
    keepFocusInPage();
  };

  return (
    <li className={`admin-booking admin-waitlist-${entry.status}`}>
      <div className="admin-booking-main">
        <p className="admin-booking-name">
          <span className="admin-waitlist-position">
            <FormattedMessage id="admin.waitlist.position" values={{ position: entry.position }} />
          </span>
          <strong>{entry.name}</strong>
          <span className="admin-booking-guests">
            <FormattedMessage id="admin.reservations.guests" values={{ count: entry.guests }} />
          </span>
          <span className={entry.status === 'offered' ? 'admin-tag admin-tag-attention' : 'admin-tag'}>
            {entry.offerExpiresAt ? (
              <FormattedMessage id="admin.waitlist.offered" values={{ until: offerClock(entry.offerExpiresAt, locale) }} />
            ) : (
              <FormattedMessage id="admin.waitlist.waiting" />
            )}
          </span>
        </p>
        <ContactLinks phone={entry.phone} email={entry.email} />
        {entry.specialRequests ? (
          <p className="admin-notes">
            <FormattedMessage id="admin.reservations.notes" values={{ text: entry.specialRequests }} />
          </p>
        ) : null}
      </div>
      <div className="admin-actions">
        <button
          type="button"
          className="button button-danger-quiet"
          aria-disabled={remove.isPending || undefined}
          onClick={() => void removeIt()}
        >
          <FormattedMessage id="admin.waitlist.remove" />
          <span className="visually-hidden">
            {' '}
            <FormattedMessage id="admin.waitlist.remove.of" values={names} />
          </span>
        </button>
      </div>
    </li>
  );
}

/** The places of one slot (or one event), in line. */
interface Group {
  key: string;
  heading: string;
  entries: StaffWaitlistEntry[];
}

function groupsOf(entries: StaffWaitlistEntry[], locale: Locale): Group[] {
  const groups = new Map<string, Group>();
  for (const entry of entries) {
    const key = `${entry.date} ${entry.time} ${entry.event?.id ?? ''}`;
    const when = `${numericDay(entry.date, locale)}, ${entry.time}`;
    const title = entry.event ? (locale === 'de' ? entry.event.titleDe : entry.event.titleEn) : undefined;
    const group = groups.get(key) ?? { key, heading: title ? `${when} · ${title}` : when, entries: [] };
    group.entries.push(entry);
    groups.set(key, group);
  }
  return [...groups.values()];
}

/**
 * Who waits (docs/decisions.md 132): the tables' and the events' waitlists from today on, each slot or event with its
 * guests in the order they will be offered, an open offer's deadline, and a way to take off a guest who phoned.
 */
export function WaitlistView() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const waitlist = useQuery(waitlistQuery(useAdminClient()));
  if (waitlist.isPending)
    return (
      <LoadingState>
        <FormattedMessage id="admin.waitlist.loading" />
      </LoadingState>
    );
  if (waitlist.isError)
    return (
      <ErrorState
        title={<FormattedMessage id="admin.waitlist.loadFailed" />}
        detail={failureText(waitlist.error, intl)}
        onRetry={() => void waitlist.refetch()}
      />
    );
  const tables = waitlist.data.entries.filter((entry) => !entry.event);
  const events = waitlist.data.entries.filter((entry) => entry.event);
  const section = (id: 'tables' | 'events', entries: StaffWaitlistEntry[]) => (
    <section className="admin-waitlist-section" aria-labelledby={`waitlist-${id}`}>
      <h2 id={`waitlist-${id}`}>
        <FormattedMessage id={`admin.waitlist.${id}`} values={{ count: entries.length }} />
      </h2>
      {entries.length === 0 ? (
        <p className="admin-muted">
          <FormattedMessage id="admin.waitlist.none" />
        </p>
      ) : (
        groupsOf(entries, locale).map((group) => (
          <section key={group.key} className="admin-slot" aria-label={group.heading}>
            <h3 className="admin-waitlist-when">{group.heading}</h3>
            <ul className="admin-bookings">
              {group.entries.map((entry) => (
                <Place key={entry.id} entry={entry} />
              ))}
            </ul>
          </section>
        ))
      )}
    </section>
  );
  if (waitlist.data.entries.length === 0)
    return (
      <EmptyState title={<FormattedMessage id="admin.waitlist.empty" />}>
        <p>
          <FormattedMessage id="admin.waitlist.emptyHint" />
        </p>
      </EmptyState>
    );
  return (
    <div className="admin-waitlist">
      {section('tables', tables)}
      {section('events', events)}
    </div>
  );
}
