import type { StrandedReservations } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { adminPaths } from '../../../config/admin-paths';
import { longDay } from '../../../lib/dates';

/**
 * The reservations a change would leave outside the new hours (the service's 409): nothing was saved; each links
 * to its day in Reservations, where staff move or cancel it before saving again.
 */
export function StrandedReservationsNotice({ stranded }: { stranded: StrandedReservations['stranded'] }) {
  const { locale } = useIntl();
  return (
    <div className="notice notice-error admin-settings-stranded">
      <p>
        <FormattedMessage id="admin.settings.stranded" />
      </p>
      <ul>
        {stranded.map((reservation) => (
          <li key={reservation.id}>
            <Link to={adminPaths.dashboard(locale, 'reservations', { date: reservation.date })}>
              <FormattedMessage
                id="admin.settings.strandedRow"
                values={{
                  date: longDay(reservation.date, locale),
                  time: reservation.time,
                  name: reservation.name,
                  guests: reservation.guests,
                }}
              />
            </Link>
          </li>
        ))}
      </ul>
      <p>
        <FormattedMessage id="admin.settings.strandedHint" />
      </p>
    </div>
  );
}
