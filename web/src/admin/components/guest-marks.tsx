import type { GuestChange } from '@ristorante/contracts';
import { useIntl } from 'react-intl';

/** '25.11., 22:40' in Berlin: when the guest changed it. */
const changedAt = (iso: string, locale: string) =>
  new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    timeZone: 'Europe/Berlin',
    day: '2-digit',
    month: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(iso));

/**
 * What staff must see of a booking at a glance (docs/decisions.md 113, 114): a request still unanswered past the
 * promised time, and what the guest last changed through their link (who changed what, and when). Written out, not
 * in a tooltip: the dashboard is used on a tablet.
 */
export function GuestMarks({ booking }: { booking: { status: string; overdue?: true; guestChange?: GuestChange } }) {
  const intl = useIntl();
  const change = booking.guestChange;
  // A date as staff read dates ('04.12.2026'); nothing as a dash.
  const shown = (field: string, value: unknown) =>
    value === null || value === ''
      ? intl.formatMessage({ id: 'admin.marks.none' })
      : field === 'date' && typeof value === 'string' && intl.locale === 'de'
        ? value.split('-').reverse().join('.')
        : String(value);
  // What an erasure emptied (docs/decisions.md 116) has nothing left to show.
  const shownChange = change && (change.action === 'cancelled' || Object.keys(change.changes).length > 0) ? change : undefined;
  return (
    <>
      {booking.overdue && booking.status === 'pending' ? (
        <span className="admin-tag admin-tag-attention">{intl.formatMessage({ id: 'admin.marks.overdue' })}</span>
      ) : null}
      {shownChange ? (
        <span className="admin-tag">
          {shownChange.action === 'cancelled'
            ? intl.formatMessage({ id: 'admin.marks.cancelledByGuest' }, { at: changedAt(shownChange.at, intl.locale) })
            : intl.formatMessage(
                { id: 'admin.marks.changedByGuest' },
                {
                  at: changedAt(shownChange.at, intl.locale),
                  changes: Object.entries(shownChange.changes)
                    .map(([field, { from, to }]) =>
                      intl.formatMessage({ id: 'admin.marks.change' }, { field, from: shown(field, from), to: shown(field, to) }),
                    )
                    .join(', '),
                },
              )}
        </span>
      ) : null}
    </>
  );
}
