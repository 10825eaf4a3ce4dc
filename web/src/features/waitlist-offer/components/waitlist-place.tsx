import type { Locale, WaitlistPlace } from '@ristorante/contracts';
import { useEffect, useRef } from 'react';
import { FormattedMessage } from 'react-intl';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api';
import { formatCalendarDay } from '../../../lib/format';
import { useLeaveWaitlist, useWaitlistPlace } from '../api/waitlist-offer';
import { LinkFailed, LinkInvalid, LinkLoading } from './link-states';

/**
 * `/{locale}/waitlist#leave=<token>`, the joined mail's link (docs/decisions.md 132): the guest's place, how many wait
 * before them, and one button to leave; a place already offered, claimed or expired says so.
 */
export function WaitlistPlaceShown({ token, locale }: { token: string; locale: Locale }) {
  const place = useWaitlistPlace(token, locale);
  const status = place.error instanceof ApiError ? place.error.status : undefined;
  if (place.isPending) return <LinkLoading />;
  if (status === 404) return <LinkInvalid />;
  if (!place.data) return <LinkFailed onRetry={() => void place.refetch()} />;
  return <Place place={place.data} token={token} locale={locale} />;
}

/** What a place no longer open says. */
const settled = {
  left: 'waitlistPlace.left',
  claimed: 'waitlistPlace.claimed',
  expired: 'waitlistPlace.expired',
} as const;

function Place({ place, token, locale }: { place: WaitlistPlace; token: string; locale: Locale }) {
  const leave = useLeaveWaitlist(token, locale);
  const done = useRef<HTMLParagraphElement>(null);
  // The button goes with the leaving: focus goes to what the page says now.
  useEffect(() => {
    if (leave.isSuccess) done.current?.focus();
  }, [leave.isSuccess]);
  const { event } = place;
  const open = place.status === 'waiting' || place.status === 'offered';
  return (
    <div className="card waitlist-offer-card" role="status" aria-live="polite">
      <p>
        <FormattedMessage
          id={event ? 'waitlistPlace.event' : 'waitlistPlace.table'}
          values={{
            guests: place.guests,
            date: formatCalendarDay(place.date, locale),
            time: place.time,
            title: event && (locale === 'de' ? event.titleDe : event.titleEn),
          }}
        />
      </p>
      {open ? (
        <>
          <p>
            {place.status === 'offered' ? (
              <FormattedMessage id="waitlistPlace.offered" />
            ) : (
              <FormattedMessage id="waitlistPlace.ahead" values={{ ahead: place.ahead }} />
            )}
          </p>
          {leave.error ? (
            <p className="notice notice-error" role="alert">
              <FormattedMessage id="waitlistOffer.error" />
            </p>
          ) : null}
          <button type="button" className="button button-secondary" disabled={leave.isPending} onClick={() => leave.mutate()}>
            <FormattedMessage id={leave.isPending ? 'waitlistPlace.leaving' : 'waitlistPlace.leave'} />
          </button>
        </>
      ) : (
        <p className="notice-success" ref={done} tabIndex={-1}>
          <FormattedMessage id={settled[place.status as keyof typeof settled]} />{' '}
          {place.status === 'left' || place.status === 'expired' ? (
            <Link to={event ? paths.events.getHref(locale) : paths.reservations.getHref(locale)}>
              <FormattedMessage id={event ? 'waitlistOffer.moreEvents' : 'waitlistPlace.bookOther'} />
            </Link>
          ) : null}
        </p>
      )}
    </div>
  );
}
