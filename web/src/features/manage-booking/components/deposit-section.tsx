import { formatIban, girocodeOf, type GuestBooking, type Locale } from '@ristorante/contracts';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { depositStanding } from '../../../lib/deposit-standing';
import { formatEuros, formatEventDate } from '../../../lib/format';
import { retryableImport } from '../../../lib/retryable-import';

type Deposit = NonNullable<Extract<GuestBooking, { kind: 'reservation' }>['deposit']>;

/** The QR encoder, loaded only by a page that asks for a deposit; a failed load is asked again next time. */
const loadEncoder = retryableImport(() => import('qrcode'));

/**
 * The GiroCode of a deposit, drawn in the browser from its EPC069-12 text (docs/decisions.md 165): the QR encoder is
 * loaded with it, only on a page that asks for a deposit. Nothing but the image while it is drawn; if the encoder
 * cannot be loaded (offline, or a release replaced the chunk), no code at all: the account and reference beside it
 * are all a transfer needs, and an empty frame asking to scan would only puzzle.
 */
function Girocode({ deposit }: { deposit: Deposit }) {
  const intl = useIntl();
  const [svg, setSvg] = useState<string | undefined>();
  const [failed, setFailed] = useState(false);
  // A payload the EPC rules refuse (an account stored before its holder was required): no code, the details stay.
  const payload = (() => {
    try {
      return girocodeOf(deposit);
    } catch {
      return undefined;
    }
  })();
  useEffect(() => {
    let current = true;
    if (payload === undefined) return;
    loadEncoder()
      .then((QRCode) => QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 }))
      .then(
        (drawn) => {
          if (current) setSvg(drawn);
        },
        () => {
          if (current) setFailed(true);
        },
      );
    return () => {
      current = false;
    };
  }, [payload]);
  if (failed || payload === undefined) return null;
  return (
    <figure className="manage-booking-girocode">
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          width={180}
          height={180}
          alt={intl.formatMessage({ id: 'manageBooking.deposit.girocodeAlt' })}
        />
      ) : (
        <span className="manage-booking-girocode-space" aria-hidden="true" />
      )}
      <figcaption>
        <FormattedMessage id="manageBooking.deposit.girocode" />
      </figcaption>
    </figure>
  );
}

/**
 * What a deposit asks of the guest and how it stands: while the request is pending, the amount and time, the account,
 * the reference and the GiroCode; once it is cancelled unpaid, that nothing is due; once staff confirmed it without
 * waiting for it, nothing (the booking's status says it is confirmed, and no claim is made about the money).
 */
export function DepositSection({
  deposit,
  bookingStatus,
  locale,
  forEvent = false,
}: {
  deposit: Deposit;
  bookingStatus: GuestBooking['status'];
  locale: Locale;
  /** An event night's deposit or prepayment (docs/decisions.md 166): said of places, not a table. */
  forEvent?: boolean;
}) {
  const words = forEvent ? 'manageBooking.eventDeposit' : 'manageBooking.deposit';
  const standing = depositStanding(bookingStatus, deposit.status);
  // Waived by staff, or no longer due for a booking that stands: nothing to say (docs/decisions.md 165, 166).
  if (standing === 'waived' || (standing === 'notDue' && bookingStatus !== 'cancelled')) return null;
  const amount = formatEuros(deposit.amountCents / 100, locale);
  const due = formatEventDate(deposit.dueAt, locale);
  return (
    <section className="card manage-booking-deposit" aria-labelledby="manage-booking-deposit-title">
      <h2 id="manage-booking-deposit-title">
        <FormattedMessage id={`${words}.title`} />
      </h2>
      <p>
        <FormattedMessage id={`${words}.${standing}`} values={{ amount, due }} />
      </p>
      {standing === 'awaiting' ? (
        <div className="manage-booking-deposit-pay">
          <dl>
            <dt>
              <FormattedMessage id="manageBooking.deposit.holder" />
            </dt>
            <dd>{deposit.holder}</dd>
            <dt>IBAN</dt>
            <dd className="manage-booking-iban">{formatIban(deposit.iban)}</dd>
            {deposit.bic ? (
              <>
                <dt>BIC</dt>
                <dd>{deposit.bic}</dd>
              </>
            ) : null}
            <dt>
              <FormattedMessage id="manageBooking.deposit.reference" />
            </dt>
            <dd>{deposit.reference}</dd>
          </dl>
          <Girocode deposit={deposit} />
        </div>
      ) : null}
    </section>
  );
}
