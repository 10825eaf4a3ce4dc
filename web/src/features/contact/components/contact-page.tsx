import { siteConfig } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { OpeningHours, SpecialDays } from '../../../components/layout/opening-hours';
import { useHouseSchedule } from '../../../lib/house-schedule';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ContactForm } from './contact-form';
import './contact.css';

const { address, geo } = siteConfig;
/** The restaurant on OpenStreetMap: a plain link, so nothing of the map's loads until a guest follows it. */
const mapHref = `https://www.openstreetmap.org/?mlat=${geo.latitude}&mlon=${geo.longitude}#map=18/${geo.latitude}/${geo.longitude}`;

/** /{locale}/contact (docs/product.md, 'The guest site'): address, phone, e-mail, hours and a map link beside the contact form. */
export function ContactPage() {
  const intl = useIntl();
  const schedule = useHouseSchedule();
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
            {siteConfig.name}
            <br />
            {address.street}
            <br />
            {address.postalCode} {address.city}
            <br />
            {address.country[intl.locale]}
          </address>
          <p className="contact-map">
            <a href={mapHref} rel="noopener noreferrer" aria-describedby="contact-map-note">
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
            <a href={`tel:${siteConfig.phone.replace(/\s/g, '')}`}>{siteConfig.phone}</a>
          </p>
          <h3>
            <FormattedMessage id="contact.details.email" />
          </h3>
          <p>
            <a href={`mailto:${siteConfig.email}`}>{siteConfig.email}</a>
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
