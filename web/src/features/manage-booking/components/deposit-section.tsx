import { formatIban, girocodeOf, type GuestBooking, type Locale } from '@ristorante/contracts';
import { useEffect, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatEuros, formatEventDate } from '../../../lib/format';

type Deposit = NonNullable<Extract<GuestBooking, { kind: 'reservation' }>['deposit']>;

/**
 * The GiroCode of a deposit, drawn in the browser from its EPC069-12 text (docs/decisions.md 165): the QR encoder is
 * loaded with it, only on a page that asks for a deposit. Nothing but the image while it is drawn.
 */
function Girocode({ deposit }: { deposit: Deposit }) {
  const intl = useIntl();
  const [svg, setSvg] = useState<string | undefined>();
  const payload = girocodeOf(deposit);
  useEffect(() => {
    let current = true;
    void import('qrcode').then(async (QRCode) => {
      const drawn = await QRCode.toString(payload, { type: 'svg', errorCorrectionLevel: 'M', margin: 4 });
      if (current) setSvg(drawn);
    });
    return () => {
      current = false;
    };
  }, [payload]);
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

/** What a deposit asks of the guest and how it stands: the amount and time, the account, the reference, the GiroCode. */
export function DepositSection({ deposit, locale }: { deposit: Deposit; locale: Locale }) {
  const amount = formatEuros(deposit.amountCents / 100, locale);
  const due = formatEventDate(deposit.dueAt, locale);
  return (
    <section className="card manage-booking-deposit" aria-labelledby="manage-booking-deposit-title">
      <h2 id="manage-booking-deposit-title">
        <FormattedMessage id="manageBooking.deposit.title" />
      </h2>
      <p>
        <FormattedMessage id={`manageBooking.deposit.${deposit.status}`} values={{ amount, due }} />
      </p>
      {deposit.status === 'awaiting' ? (
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
