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
  const shown = (value: unknown) =>
    value === null || value === '' ? intl.formatMessage({ id: 'admin.marks.none' }) : String(value);
  return (
    <>
      {booking.overdue && booking.status === 'pending' ? (
        <span className="admin-tag admin-tag-attention">{intl.formatMessage({ id: 'admin.marks.overdue' })}</span>
      ) : null}
      {change ? (
        <span className="admin-tag">
          {change.action === 'cancelled'
            ? intl.formatMessage({ id: 'admin.marks.cancelledByGuest' }, { at: changedAt(change.at, intl.locale) })
            : intl.formatMessage(
                { id: 'admin.marks.changedByGuest' },
                {
                  at: changedAt(change.at, intl.locale),
                  changes: Object.entries(change.changes)
                    .map(([field, { from, to }]) =>
                      intl.formatMessage({ id: 'admin.marks.change' }, { field, from: shown(from), to: shown(to) }),
                    )
                    .join(', '),
                },
              )}
        </span>
      ) : null}
    </>
  );
}
