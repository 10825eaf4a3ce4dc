import { siteConfig, waitlistLeaveFragment, type Locale, type WaitlistOffer } from '@ristorante/contracts';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import type { MessageId } from '../../../i18n/catalogues';
import { ApiError } from '../../../lib/api';
import { formatCalendarDay, formatEventDate } from '../../../lib/format';
import { usePageHead } from '../../../lib/page-head';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { useHydrated } from '../../../lib/use-hydrated';
import { useClaimOffer, useWaitlistOffer } from '../api/waitlist-offer';
import { LinkFailed, LinkInvalid, LinkLoading } from './link-states';
import { WaitlistPlaceShown } from './waitlist-place';
import './waitlist-offer.css';

/**
 * `/{locale}/waitlist#<token>`: the table a waitlist offered the guest (docs/decisions.md 115), or an event's seats
 * (117), claimed with one click; `#leave=<token>`, the guest's place itself, to see or leave (132). The token is read from the fragment once the page runs in the browser, as the
 * booking page does (113).
 */
export function WaitlistOfferPage() {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const head = usePageHead();
  if (head) head.private = true;
  const read = useHydrated();
  const { hash } = useLocation();
  const fragment = read ? hash.slice(1) || undefined : undefined;
  // The joined mail's link names the place itself, to see or leave it (docs/decisions.md 132).
  const leaveToken = fragment?.startsWith(waitlistLeaveFragment) ? fragment.slice(waitlistLeaveFragment.length) : undefined;
  const token = leaveToken === undefined ? fragment : undefined;
  const offer = useWaitlistOffer(token, locale);
  const status = offer.error instanceof ApiError ? offer.error.status : undefined;
  const title = leaveToken ? 'waitlistPlace.title' : offer.data?.event ? 'waitlistOffer.eventTitle' : 'waitlistOffer.title';
  useDocumentTitle(intl.formatMessage({ id: title }));

  return (
    <div className="page page-column waitlist-offer-page">
      <h1>
        <FormattedMessage id={title} />
      </h1>
      {leaveToken ? (
        <WaitlistPlaceShown token={leaveToken} locale={locale} />
      ) : !read || (token && offer.isPending) ? (
        <LinkLoading />
      ) : !token || status === 404 ? (
        <LinkInvalid />
      ) : offer.data ? (
        <OfferShown offer={offer.data} token={token} locale={locale} />
      ) : (
        <LinkFailed onRetry={() => void offer.refetch()} />
      )}
    </div>
  );
}

function OfferShown({ offer, token, locale }: { offer: WaitlistOffer; token: string; locale: Locale }) {
  const claim = useClaimOffer(token, locale);
  const expired = offer.status === 'expired' || (claim.error instanceof ApiError && claim.error.status === 410);
  const refusal = claim.error instanceof ApiError && claim.error.status !== 410 ? claim.error.serverMessage : undefined;
  // The button goes with the claim: focus goes to what the page now says, which its live region announces.
  const claimedNotice = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (claim.isSuccess) claimedNotice.current?.focus();
  }, [claim.isSuccess]);
  // An event's seats (decision 117) have texts of their own, naming the event.
  const { event } = offer;
  const text = (table: MessageId, seats: MessageId) => (event ? seats : table);
  return (
    <div className="card waitlist-offer-card" role="status" aria-live="polite">
      <p>
        <FormattedMessage
          id={text('waitlistOffer.free', 'waitlistOffer.eventFree')}
          values={{
            guests: offer.guests,
            date: formatCalendarDay(offer.date, locale),
            time: offer.time,
            title: event && (locale === 'de' ? event.titleDe : event.titleEn),
          }}
        />
      </p>
      {offer.status === 'claimed' ? (
        <p className="notice-success" ref={claimedNotice} tabIndex={-1}>
          <FormattedMessage
            id={text('waitlistOffer.claimed', 'waitlistOffer.eventClaimed')}
            values={{ minutes: siteConfig.confirmationWithinMinutes }}
          />
        </p>
      ) : expired ? (
        <p role="status">
          <FormattedMessage id="waitlistOffer.expired" />{' '}
          <Link to={event ? paths.events.getHref(locale) : paths.reservations.getHref(locale)}>
            <FormattedMessage id={text('waitlistOffer.bookOther', 'waitlistOffer.moreEvents')} />
          </Link>
        </p>
      ) : (
        <>
          <p>
            <FormattedMessage
              id={text('waitlistOffer.until', 'waitlistOffer.eventUntil')}
              values={{ deadline: formatEventDate(offer.expiresAt, locale), guests: offer.guests }}
            />
          </p>
          {claim.error ? (
            <p className="notice notice-error" role="alert">
              {refusal ?? <FormattedMessage id="waitlistOffer.error" />}
            </p>
          ) : null}
          <button type="button" className="button button-primary" disabled={claim.isPending} onClick={() => claim.mutate()}>
            <FormattedMessage
              id={claim.isPending ? 'waitlistOffer.claiming' : text('waitlistOffer.claim', 'waitlistOffer.eventClaim')}
            />
          </button>
        </>
      )}
    </div>
  );
}
