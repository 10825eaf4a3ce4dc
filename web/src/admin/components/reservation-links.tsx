import type { Reservation } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { adminPaths } from '../config/admin-paths';
import { longDay } from '../lib/dates';

/** Reservations a notice names, each a link to its day in Reservations, where staff move or cancel it. */
export function ReservationLinks({
  reservations,
}: {
  reservations: Array<Pick<Reservation, 'id' | 'date' | 'time' | 'name' | 'guests'>>;
}) {
  const { locale } = useIntl();
  return (
    <ul>
      {reservations.map((reservation) => (
        <li key={reservation.id}>
          <Link to={adminPaths.dashboard(locale, 'reservations', { date: reservation.date })}>
            <FormattedMessage
              id="admin.reservationLink"
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
  );
}
