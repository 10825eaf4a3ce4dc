import { depositDueAt, eventAdvanceCents, type RestaurantEvent } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatEuros } from '../../../lib/format';
import { useHouseSchedule } from '../../../lib/house-schedule';

/**
 * What the night asks to be paid before it, said before the guest books (docs/decisions.md 166): a deposit or the
 * whole price by bank transfer, worked out as the server will (the owner's amount a person, at most the price).
 */
export function AdvancePaymentNote({ event, guests }: { event: RestaurantEvent; guests: number }) {
  const { locale } = useIntl();
  const deposits = useHouseSchedule()?.deposits;
  const cents = eventAdvanceCents(event.advance_payment, Math.round(event.price * 100), guests, deposits);
  // A night too close for a transfer asks none (docs/decisions.md 165): nor does the form announce one.
  if (cents === undefined || !deposits || !depositDueAt(new Date(), new Date(event.event_date), deposits.daysToPay)) return null;
  return (
    <p className="event-form-advance" aria-live="polite" aria-atomic="true">
      <FormattedMessage
        id={event.advance_payment === 'full' ? 'events.form.prepayment' : 'events.form.deposit'}
        values={{ amount: formatEuros(cents / 100, locale) }}
      />
    </p>
  );
}
