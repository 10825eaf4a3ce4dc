import type { GuestBooking, Locale } from '@ristorante/contracts';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { RestaurantPhoneLink } from '../../../components/restaurant-phone-link';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { formatCalendarDay, formatEuros, formatEventDate } from '../../../lib/format';
import { usePageHead } from '../../../lib/page-head';
import { useHydrated } from '../../../lib/use-hydrated';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useGuestBooking } from '../api/guest-booking';
import { CancelBooking } from './cancel-booking';
import { DepositSection } from './deposit-section';
import { ChangeBooking } from './change-booking';
import './manage-booking.css';

const phoneLink = <RestaurantPhoneLink />;

/**
 * `/{locale}/booking#<token>`: the page a guest's personal link opens (docs/decisions.md 113). The token is read from
 * the address's fragment once the page runs (a rendered file cannot know it, and no server ever sees it).
 */
export function ManageBookingPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  useDocumentTitle(intl.formatMessage({ id: 'manageBooking.title' }));
  // Never indexed, never canonical: it is one guest's page.
  const head = usePageHead();
  if (head) head.private = true;
  // The rendered file shows the loading state; the token is read once the page runs in the browser.
  const read = useHydrated();
  const { hash } = useLocation();
  const token = read ? hash.slice(1) || undefined : undefined;
  const booking = useGuestBooking(token, locale);
  const status = booking.error instanceof ApiError ? booking.error.status : undefined;

  return (
    <div className="page page-column manage-booking-page">
      {!read || (token && booking.isPending) ? (
        <>
          <h1>
            <FormattedMessage id="manageBooking.title" />
          </h1>
          <p role="status">
            <FormattedMessage id="manageBooking.loading" />
          </p>
        </>
      ) : !token || status === 404 ? (
        <Message titleId="manageBooking.invalid">
          <FormattedMessage id="manageBooking.invalidHint" values={{ phone: phoneLink }} />
        </Message>
      ) : status === 410 ? (
        <Message titleId="manageBooking.over">
          <FormattedMessage id="manageBooking.overHint" />{' '}
          <Link to={paths.reservations.getHref(locale)}>
            <FormattedMessage id="manageBooking.bookAgain" />
          </Link>
        </Message>
      ) : booking.data ? (
        <BookingShown booking={booking.data} token={token} locale={locale} />
      ) : (
        <div className="notice notice-error" role="alert">
          <p>
            <FormattedMessage id="manageBooking.failed" />
          </p>
          <button type="button" className="button button-secondary" onClick={() => void booking.refetch()}>
            <FormattedMessage id="manageBooking.retry" />
          </button>
        </div>
      )}
    </div>
  );
}

function Message({ titleId, children }: { titleId: 'manageBooking.invalid' | 'manageBooking.over'; children: React.ReactNode }) {
  return (
    <section className="card manage-booking-message" aria-labelledby="manage-booking-message">
      <h1 id="manage-booking-message">
        <FormattedMessage id={titleId} />
      </h1>
      <p>{children}</p>
    </section>
  );
}

/** The booking's facts, what the guest may still do, and the forms for it. */
function BookingShown({ booking, token, locale }: { booking: GuestBooking; token: string; locale: Locale }) {
  const [done, setDone] = useState<'change' | 'note' | 'cancel' | undefined>();
  // The button pressed may be gone with what it did (a cancellation): focus goes to what the page now says.
  const notice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (done) notice.current?.focus();
  }, [done]);
  const deadline = formatEventDate(booking.changeableUntil, locale);
  const title =
    booking.kind === 'reservation' ? (
      <FormattedMessage id="manageBooking.reservationTitle" />
    ) : (
      <FormattedMessage
        id="manageBooking.eventTitle"
        values={{ title: locale === 'de' ? booking.eventTitleDe : booking.eventTitleEn }}
      />
    );
  return (
    <>
      <h1>{title}</h1>
      {/* Always there, so what appears in it is announced. */}
      <div role="status">
        {done ? (
          <p className="notice-success manage-booking-success" ref={notice} tabIndex={-1}>
            <FormattedMessage
              id={
                done === 'cancel'
                  ? 'manageBooking.cancel.done'
                  : done === 'note'
                    ? 'manageBooking.change.noteDone'
                    : 'manageBooking.change.done'
              }
            />
          </p>
        ) : null}
      </div>
      <section className="card manage-booking-facts">
        <dl>
          <dt>
            <FormattedMessage id="manageBooking.status" />
          </dt>
          <dd>
            <span className={`booking-status booking-status-${booking.status}`}>
              <FormattedMessage id={`manageBooking.status.${booking.status}`} />
            </span>
          </dd>
          <dt>
            <FormattedMessage id="manageBooking.date" />
          </dt>
          <dd>
            {booking.kind === 'reservation'
              ? `${formatCalendarDay(booking.date, locale)}, ${booking.time}`
              : formatEventDate(booking.startsAt, locale)}
          </dd>
          <dt>
            <FormattedMessage id="manageBooking.guests" />
          </dt>
          <dd>{booking.guests}</dd>
          {/* Only when the owner lets guests see it (docs/decisions.md 154): the service sends it then alone. */}
          {booking.kind === 'reservation' && booking.tables?.length ? (
            <>
              <dt>
                <FormattedMessage id="manageBooking.tables" values={{ count: booking.tables.length }} />
              </dt>
              <dd>{booking.tables.join(' + ')}</dd>
            </>
          ) : null}
          {booking.kind === 'eventBooking' && (
            <>
              <dt>
                <FormattedMessage id="manageBooking.total" />
              </dt>
              <dd>{formatEuros(booking.totalAmountCents / 100, locale)}</dd>
            </>
          )}
          <dt>
            <FormattedMessage id="manageBooking.name" />
          </dt>
          <dd>{booking.name}</dd>
          <dt>
            <FormattedMessage id="manageBooking.note" />
          </dt>
          <dd className="manage-booking-note">{booking.specialRequests ?? <FormattedMessage id="manageBooking.noNote" />}</dd>
        </dl>
      </section>
      {booking.deposit ? (
        <DepositSection
          deposit={booking.deposit}
          bookingStatus={booking.status}
          locale={locale}
          forEvent={booking.kind === 'eventBooking'}
        />
      ) : null}
      {booking.state === 'open' && (
        <>
          <p>
            <FormattedMessage id="manageBooking.freeUntil" values={{ deadline }} />
          </p>
          <ChangeBooking booking={booking} token={token} locale={locale} onDone={setDone} />
          <CancelBooking token={token} locale={locale} onDone={() => setDone('cancel')} />
        </>
      )}
      {booking.state === 'late' && (
        <p className="notice">
          <FormattedMessage id="manageBooking.late" values={{ deadline, phone: phoneLink }} />
        </p>
      )}
      {booking.state === 'cancelled' && (
        <p>
          <FormattedMessage id="manageBooking.cancelledNote" />{' '}
          {booking.kind === 'reservation' ? (
            <Link to={paths.reservations.getHref(locale)}>
              <FormattedMessage id="manageBooking.bookAgain" />
            </Link>
          ) : (
            <Link to={paths.events.getHref(locale)}>
              <FormattedMessage id="manageBooking.moreEvents" />
            </Link>
          )}
        </p>
      )}
    </>
  );
}
