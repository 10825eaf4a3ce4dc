import type { RestaurantEvent } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { Picture } from '../../../components/picture';
import { paths } from '../../../config/paths';
import { formatEventDate } from '../../../lib/format';
import { eventDescription, eventTitle } from '../../../lib/event-text';
import { availabilityOf } from '../utils/event-display';
import { AvailabilityBadge } from './availability-badge';
import { EventPrice } from './event-price';

/**
 * One upcoming event. Its title links to the event's page and the link covers the whole card; a sold-out
 * event's card says so in words, and its one link leads to the event's waitlist (docs/decisions.md 132).
 */
/** The cards' columns as events.css lays them out: one on a phone, two from 40rem, three from 64rem (of 72rem). */
const cardImageSizes = '(min-width: 64rem) 23rem, (min-width: 40rem) 50vw, 100vw';

export function EventCard({ event, first = false }: { event: RestaurantEvent; first?: boolean }) {
  const intl = useIntl();
  const { locale } = intl;
  const availability = availabilityOf(event.spots_left);
  const soldOut = availability === 'soldOut';
  const title = eventTitle(event, locale);
  const titleId = `event-${event.id}-title`;
  const statusId = `event-${event.id}-status`;

  return (
    <li
      className={['event-card', soldOut ? 'event-card-sold-out' : '', event.image_url ? '' : 'event-card-no-picture']
        .filter(Boolean)
        .join(' ')}
      data-testid="event-card"
    >
      <article className="event-card-inner" aria-labelledby={titleId} aria-describedby={statusId}>
        {/* Without a picture the card is its text under a band of the site's colour, not an empty box (issue 36). */}
        {event.image_url ? (
          <div className="event-card-media">
            {/* The title says what the picture shows; the picture adds nothing a screen reader needs. */}
            <Picture
              className="event-card-image"
              src={event.image_url}
              picture={event.picture}
              sizes={cardImageSizes}
              alt=""
              fallbackSize={{ width: 800, height: 600 }}
              // The first card's picture is what a phone shows first: loaded at once, ahead of the rest.
              loading={first ? 'eager' : 'lazy'}
              {...(first ? { fetchpriority: 'high' } : {})}
              decoding="async"
            />
          </div>
        ) : null}
        <div className="event-card-body">
          <h3 id={titleId} className="event-card-title">
            {soldOut ? (
              title
            ) : (
              <Link className="event-card-link" to={paths.eventDetail.getHref(locale, event.id)}>
                {title}
              </Link>
            )}
          </h3>
          <p className="event-card-status">
            <AvailabilityBadge availability={availability} id={statusId} />
            <span className="event-card-spots">
              <FormattedMessage id="events.spotsLeft" values={{ count: event.spots_left }} />
            </span>
          </p>
          <p className="event-card-date">
            <time dateTime={event.event_date}>{formatEventDate(event.event_date, locale)}</time>
          </p>
          <p className="event-card-price">
            <EventPrice price={event.price} />
          </p>
          <p className="event-card-description">{eventDescription(event, locale)}</p>
          {soldOut ? (
            <>
              <p className="event-card-note">
                <FormattedMessage id="events.fullyBooked" />
              </p>
              {/* The event's page holds its waitlist (docs/decisions.md 117, 132): the one way there from the list. */}
              <p className="event-card-waitlist">
                {/* Its name says which event: the list has several such links. */}
                <Link
                  to={paths.eventDetail.getHref(locale, event.id)}
                  aria-label={`${intl.formatMessage({ id: 'events.card.waitlist' })}: ${title}`}
                >
                  <FormattedMessage id="events.card.waitlist" />
                </Link>{' '}
                <span aria-hidden="true">→</span>
              </p>
            </>
          ) : (
            // The link above already leads there; this is its visual cue only.
            <p className="event-card-more" aria-hidden="true">
              <FormattedMessage id="events.card.more" /> →
            </p>
          )}
        </div>
      </article>
    </li>
  );
}
