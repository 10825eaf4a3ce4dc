import type { Deposit, Locale, RestaurantEvent } from '@ristorante/contracts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useParams } from 'react-router-dom';
import { ErrorState, LoadingState } from '../../../components/feedback/query-states';
import { Picture } from '../../../components/picture';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { formatEuros, formatEventDate, formatEventHours } from '../../../lib/format';
import { useStructuredData } from '../../../lib/page-head';
import { eventDescription, eventTitle } from '../../../lib/event-text';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useRestaurant } from '../../../lib/restaurant';
import { eventStructuredData } from '../utils/event-structured-data';
import { useEvent } from '../api/get-event';
import '../events.css';
import { availabilityOf } from '../utils/event-display';
import { AttendeeAvatars } from './attendee-avatars';
import { AvailabilityBadge } from './availability-badge';
import { EventPrice } from './event-price';

// The form and the shared validation schema it checks with load only when a guest opens it; pointing at or
// focusing Book Now starts the download early.
const loadBookingForm = () => import('./event-booking-form');
const EventBookingForm = lazy(async () => ({ default: (await loadBookingForm()).EventBookingForm }));

type FocusTarget = 'bookNow' | 'notice' | 'soldOut' | 'waitlisted';

/** The booking's thanks when the night asks payment first: how much, by when; the mail has the account and GiroCode. */
function AdvancePaymentAsked({ deposit }: { deposit: Deposit }) {
  const { locale } = useIntl();
  return (
    <FormattedMessage
      id={deposit.prepayment ? 'events.booking.successPrepayment' : 'events.booking.successDeposit'}
      values={{ amount: formatEuros(deposit.amountCents / 100, locale), due: formatEventDate(deposit.dueAt, locale as Locale) }}
    />
  );
}

/** Book Now, the form it opens, and what follows (docs/product.md, 'Event seats'). */
function EventBooking({ event }: { event: RestaurantEvent }) {
  const [open, setOpen] = useState(false);
  // Booked, and what it asks to be paid in advance (docs/decisions.md 166), for the notice.
  const [booked, setBooked] = useState<{ deposit: Deposit | undefined } | undefined>();
  // A sold-out event's waitlist (docs/decisions.md 117): the same form, opened from the sold-out notice.
  const [waitlistOpen, setWaitlistOpen] = useState(false);
  const [waitlisted, setWaitlisted] = useState<{ ahead: number } | undefined>();
  const soldOut = event.spots_left <= 0;
  const formShown = (open && !soldOut) || (waitlistOpen && soldOut);
  const focusNext = useRef<FocusTarget | null>(null);
  const targets = {
    bookNow: useRef<HTMLButtonElement>(null),
    notice: useRef<HTMLParagraphElement>(null),
    soldOut: useRef<HTMLParagraphElement>(null),
    waitlisted: useRef<HTMLDivElement>(null),
  };

  // A form that closes must not leave keyboard focus on nothing: it goes to what replaced the form.
  useEffect(() => {
    if (formShown || !focusNext.current) return;
    targets[focusNext.current].current?.focus();
    focusNext.current = null;
  });

  // The event was reloaded while the form was open and has no places left: say so instead of the form.
  useEffect(() => {
    if (open && soldOut) {
      focusNext.current = 'soldOut';
      setOpen(false);
    }
  }, [open, soldOut]);

  const onCancel = useCallback(() => {
    focusNext.current = 'bookNow';
    setOpen(false);
  }, []);
  const onWaitlistCancel = useCallback(() => {
    focusNext.current = 'soldOut';
    setWaitlistOpen(false);
  }, []);
  const onWaitlisted = useCallback((entry?: { ahead: number } | { deposit: Deposit | undefined }) => {
    focusNext.current = 'waitlisted';
    setWaitlisted(entry && 'ahead' in entry ? entry : { ahead: 0 });
    setWaitlistOpen(false);
  }, []);
  const onBooked = useCallback((outcome?: { ahead: number } | { deposit: Deposit | undefined }) => {
    focusNext.current = 'notice';
    setBooked({ deposit: outcome && 'deposit' in outcome ? outcome.deposit : undefined });
    setOpen(false);
  }, []);

  // What stands in for the form (booking or waitlist) while its code loads.
  const formLoading = (
    <LoadingState>
      <FormattedMessage id="events.booking.loading" />
    </LoadingState>
  );

  return (
    <section className="card event-booking" aria-labelledby="event-booking-title">
      <h2 id="event-booking-title">
        <FormattedMessage id="events.detail.booking" />
      </h2>
      {booked ? (
        <p ref={targets.notice} className="event-notice event-notice-success" role="status" tabIndex={-1}>
          {booked.deposit ? <AdvancePaymentAsked deposit={booked.deposit} /> : <FormattedMessage id="events.booking.success" />}
        </p>
      ) : null}
      {soldOut ? (
        <>
          <p ref={targets.soldOut} className="event-notice event-notice-sold-out" tabIndex={-1}>
            <FormattedMessage id="events.fullyBooked" />
          </p>
          {waitlisted ? (
            <div ref={targets.waitlisted} className="event-notice event-notice-success" role="status" tabIndex={-1}>
              <p>
                <FormattedMessage id="events.waitlist.joined" />
              </p>
              <p>
                <FormattedMessage id="events.waitlist.ahead" values={{ ahead: waitlisted.ahead }} />
              </p>
            </div>
          ) : formShown ? (
            <Suspense fallback={formLoading}>
              <EventBookingForm
                event={event}
                waitlist
                onCancel={onWaitlistCancel}
                onBooked={onWaitlisted}
                labelledBy="event-booking-title"
              />
            </Suspense>
          ) : (
            <>
              <p>
                <FormattedMessage id="events.waitlist.intro" />
              </p>
              <button
                type="button"
                className="button button-secondary event-join-waitlist"
                onPointerEnter={() => void loadBookingForm()}
                onFocus={() => void loadBookingForm()}
                onClick={() => setWaitlistOpen(true)}
              >
                <FormattedMessage id="events.waitlist.join" />
              </button>
            </>
          )}
        </>
      ) : formShown ? (
        <Suspense fallback={formLoading}>
          <EventBookingForm event={event} onCancel={onCancel} onBooked={onBooked} labelledBy="event-booking-title" />
        </Suspense>
      ) : (
        <button
          ref={targets.bookNow}
          type="button"
          className="button button-primary event-book-now"
          onPointerEnter={() => void loadBookingForm()}
          onFocus={() => void loadBookingForm()}
          onClick={() => {
            setBooked(undefined);
            setOpen(true);
          }}
        >
          <FormattedMessage id="events.bookNow" />
        </button>
      )}
    </section>
  );
}

/** The page's column is at most 42rem wide (events.css). */
const detailImageSizes = '(min-width: 42rem) 42rem, 100vw';

function EventDetail({ event }: { event: RestaurantEvent }) {
  const { locale } = useIntl();
  const availability = availabilityOf(event.spots_left);
  const description = eventDescription(event, locale);

  return (
    <article className="event-detail" aria-labelledby="event-title">
      {event.image_url ? (
        // The page's largest picture: loaded at once rather than lazily, as it is what the guest sees first.
        <Picture
          className="cover-image event-detail-image"
          src={event.image_url}
          picture={event.picture}
          sizes={detailImageSizes}
          alt=""
          fallbackSize={{ width: 800, height: 600 }}
          decoding="async"
        />
      ) : null}
      <div className="event-detail-heading">
        <h1 id="event-title">{eventTitle(event, locale)}</h1>
        <AvailabilityBadge availability={availability} />
      </div>
      <dl className="event-facts">
        <div className="event-fact">
          <dt>
            <FormattedMessage id="events.detail.date" />
          </dt>
          <dd>
            <time dateTime={event.event_date}>{formatEventHours(event.event_date, event.duration_minutes, locale)}</time>
          </dd>
        </div>
        <div className="event-fact">
          <dt>
            <FormattedMessage id="events.detail.price" />
          </dt>
          <dd>
            <EventPrice price={event.price} />
          </dd>
        </div>
        <div className="event-fact">
          <dt>
            <FormattedMessage id="events.detail.attendance" />
          </dt>
          <dd>
            <span className="event-attendance" data-testid="event-attendance">
              <FormattedMessage
                id="events.detail.attendanceValue"
                values={{ current: event.current_attendees, max: event.max_attendees }}
              />
            </span>
            <span className="event-spots">
              <FormattedMessage id="events.spotsLeft" values={{ count: event.spots_left }} />
            </span>
            {event.current_attendees > 0 ? (
              <AttendeeAvatars attendees={event.current_attendees} />
            ) : (
              <span className="event-first-guest">
                <FormattedMessage id="events.detail.firstGuest" />
              </span>
            )}
          </dd>
        </div>
      </dl>
      <section className="event-about" aria-labelledby="event-about-title">
        <h2 id="event-about-title">
          <FormattedMessage id="events.detail.about" />
        </h2>
        {description.split(/\n{2,}/).map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
      </section>
      <EventBooking event={event} />
    </article>
  );
}

/** While there is no event to name, the page still has its one h1 (read by screen readers, not shown). */
function PlaceholderHeading() {
  return (
    <h1 className="visually-hidden">
      <FormattedMessage id="events.detail.heading" />
    </h1>
  );
}

/** /{locale}/events/{id} (docs/product.md, 'The guest site'): the event, its attendance and the booking form. */
export function EventDetailPage() {
  const { id = '' } = useParams();
  const intl = useIntl();
  const restaurant = useRestaurant();
  const { data: event, error, isError, isFetching, refetch } = useEvent(id);
  const notFound = error instanceof ApiError && error.status === 404;

  useDocumentTitle(
    event
      ? eventTitle(event, intl.locale)
      : intl.formatMessage({ id: notFound && !isFetching ? 'events.detail.notFound' : 'events.title' }),
    event ? eventDescription(event, intl.locale) : undefined,
  );
  useStructuredData('event', event ? (url) => eventStructuredData(event, restaurant, intl.locale, url) : undefined);

  let content;
  // An event already shown stays shown if a reload after booking fails; the guest still sees the page.
  if (event) {
    content = <EventDetail event={event} />;
  } else if (isError && !isFetching && notFound) {
    content = (
      <div className="state state-empty event-not-found">
        <h1>
          <FormattedMessage id="events.detail.notFound" />
        </h1>
        <p>
          <FormattedMessage id="events.detail.notFoundText" />
        </p>
      </div>
    );
  } else if (isError && !isFetching) {
    content = (
      <>
        <PlaceholderHeading />
        <ErrorState title={<FormattedMessage id="events.detail.error" />} onRetry={() => void refetch()} />
      </>
    );
  } else {
    content = (
      <>
        <PlaceholderHeading />
        <LoadingState>
          <FormattedMessage id="events.detail.loading" />
        </LoadingState>
      </>
    );
  }

  return (
    <div className="page events-detail-page">
      <p className="events-back">
        <Link to={paths.events.getHref(intl.locale)}>
          <span aria-hidden="true">← </span>
          <FormattedMessage id="events.detail.back" />
        </Link>
      </p>
      {content}
    </div>
  );
}
