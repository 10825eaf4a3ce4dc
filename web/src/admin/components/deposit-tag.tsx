import type { Deposit, Locale } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { depositStanding } from '../../lib/deposit-standing';
import { berlinDayMonth } from '../lib/dates';

/**
 * A deposit and how it stands (docs/decisions.md 165, 166): awaited until when (a pending request's alone), received,
 * refunded, released unpaid, or not received by a request cancelled or confirmed without it (nothing to chase). Its
 * words are the tab's own (`words`: a table's deposit, an event night's payment).
 */
export function DepositTag({
  deposit,
  bookingStatus,
  words,
}: {
  deposit: Deposit | undefined;
  bookingStatus: string;
  words: 'admin.reservations.deposit' | 'admin.bookings.deposit';
}) {
  const intl = useIntl();
  if (!deposit) return null;
  // Short, for a dense row's narrow column: '240 €', '04.12.'.
  const amount = intl.formatNumber(deposit.amountCents / 100, {
    style: 'currency',
    currency: 'EUR',
    trailingZeroDisplay: 'stripIfInteger',
  });
  const due = berlinDayMonth(deposit.dueAt, intl.locale as Locale);
  const standing = depositStanding(bookingStatus, deposit.status);
  return (
    <span className={standing === 'awaiting' || standing === 'released' ? 'admin-tag admin-tag-attention' : 'admin-tag'}>
      <FormattedMessage id={`${words}.${standing}`} values={{ amount, due }} />
    </span>
  );
}
