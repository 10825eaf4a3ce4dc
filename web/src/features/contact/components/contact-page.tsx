import { telHref } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { OpeningHours, SpecialDays } from '../../../components/layout/opening-hours';
import { useHouseSchedule } from '../../../lib/house-schedule';
import { useRestaurant } from '../../../lib/restaurant';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactForm } from './contact-form';
import './contact.css';

/** The restaurant on OpenStreetMap: a plain link, so nothing of the map's loads until a guest follows it. */
const mapHrefOf = ({ latitude, longitude }: { latitude: number; longitude: number }) =>
  `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=18/${latitude}/${longitude}`;

/** /{locale}/contact (docs/product.md, 'The guest site'): address, phone, e-mail, hours and a map link beside the contact form. */
export function ContactPage() {
  const intl = useIntl();
  const schedule = useHouseSchedule();
  const restaurant = useRestaurant();
  const { address } = restaurant;
  useDocumentTitle(intl.formatMessage({ id: 'contact.title' }));

  return (
    <div className="page contact-page">
      <h1>
        <FormattedMessage id="contact.title" />
      </h1>
      <p className="contact-lead">
        <FormattedMessage id="contact.lead" />
      </p>
      <div className="contact-layout">
        <section className="card contact-card" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title">
            <FormattedMessage id="contact.details.title" />
          </h2>
          <h3>
            <FormattedMessage id="contact.details.address" />
          </h3>
          <address>
            {restaurant.name}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            {address.country[intl.locale]}
          </address>
          <p className="contact-map">
            <a href={mapHrefOf(restaurant.geo)} rel="noopener noreferrer" aria-describedby="contact-map-note">
              <FormattedMessage id="contact.map.link" />
            </a>
            <br />
            <span id="contact-map-note" className="contact-note">
              <FormattedMessage id="contact.map.note" />
            </span>
          </p>
          <h3>
            <FormattedMessage id="contact.details.phone" />
          </h3>
          <p>
            <a href={telHref(restaurant.phone)}>{restaurant.phone}</a>
          </p>
          <h3>
            <FormattedMessage id="contact.details.email" />
          </h3>
          <p>
            <a href={`mailto:${restaurant.email}`}>{restaurant.email}</a>
          </p>
          <h3>
            <FormattedMessage id="contact.details.hours" />
          </h3>
          <OpeningHours />
          {schedule ? (
            <p className="contact-kitchen">
              <FormattedMessage id="contact.details.kitchen" values={{ time: schedule.kitchenCloses }} />
            </p>
          ) : null}
          <SpecialDays />
        </section>
        <ContactForm />
      </div>
    </div>
  );
}
