import { telHref } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { useHouseSchedule } from '../../lib/house-schedule';
import { useRestaurant } from '../../lib/restaurant';
import { OpeningHours, SpecialDays } from './opening-hours';

/**
 * Address, phone and e-mail as the owner keeps them (docs/decisions.md 149); the hours, the kitchen's close
 * and the coming special days from the owner's schedule (110), which every rendered page carries.
 */
export function SiteFooter() {
  const { locale } = useIntl();
  const restaurant = useRestaurant();
  const { address } = restaurant;
  const schedule = useHouseSchedule();

  return (
    <footer className="site-footer">
      <section aria-labelledby="footer-address">
        <h2 id="footer-address">
          <FormattedMessage id="footer.address" />
        </h2>
        <address>
          <span className="footer-name">{restaurant.name}</span>
          <br />
          {address.street}
          <br />
          {address.postalCode} {address.city}
          <br />
          {address.country[locale]}
        </address>
      </section>
      <section aria-labelledby="footer-contact">
        <h2 id="footer-contact">
          <FormattedMessage id="footer.contact" />
        </h2>
        <p>
          <FormattedMessage id="footer.phone" />: <a href={telHref(restaurant.phone)}>{restaurant.phone}</a>
          <br />
          <FormattedMessage id="footer.email" />: <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>
        </p>
      </section>
      <section aria-labelledby="footer-hours">
        <h2 id="footer-hours">
          <FormattedMessage id="footer.hours" />
        </h2>
        <OpeningHours />
        {schedule ? (
          <p className="footer-kitchen">
            <FormattedMessage id="hours.kitchen" values={{ time: schedule.kitchenCloses }} />
          </p>
        ) : null}
        <SpecialDays />
      </section>
    </footer>
  );
}
