import { siteConfig } from '@ristorante/contracts';
import { FormattedMessage, useIntl } from 'react-intl';
import { OpeningHours, SpecialDays } from '../../../components/layout/opening-hours';
import { RestaurantPhoneLink } from '../../../components/restaurant-phone-link';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { ReservationForm } from './reservation-form';
import './reservations.css';

/** /{locale}/reservations (docs/product.md, 'The guest site'): hero with hours and area, the form, contact and hours, highlights, policies. */
export function ReservationPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'reservations.title' }));

  return (
    <div className="page reservation-page">
      <section className="reservation-hero" aria-labelledby="reservation-title">
        <h1 id="reservation-title">
          <FormattedMessage id="reservations.title" />
        </h1>
        <p>
          <FormattedMessage id="reservations.lead" values={{ area: intl.formatMessage({ id: 'reservations.area' }) }} />
        </p>
        <h2 className="reservation-hero-hours">
          <FormattedMessage id="reservations.hours" />
        </h2>
        <OpeningHours />
        <SpecialDays />
      </section>
      <div className="reservation-layout">
        <ReservationForm />
        <aside className="reservation-aside">
          <section className="card" aria-labelledby="reservation-contact">
            <h2 id="reservation-contact">
              <FormattedMessage id="reservations.contact.title" />
            </h2>
            <p>
              <FormattedMessage id="reservations.contact.phone" values={{ phone: <RestaurantPhoneLink /> }} />
            </p>
          </section>
          <section className="card" aria-labelledby="reservation-highlights">
            <h2 id="reservation-highlights">
              <FormattedMessage id="reservations.highlights.title" />
            </h2>
            <ul>
              <li>
                <FormattedMessage id="reservations.highlights.wines" />
              </li>
              <li>
                <FormattedMessage id="reservations.highlights.pasta" />
              </li>
              <li>
                <FormattedMessage id="reservations.highlights.flambe" />
              </li>
            </ul>
          </section>
          <section className="card" aria-labelledby="reservation-policies">
            <h2 id="reservation-policies">
              <FormattedMessage id="reservations.policies.title" />
            </h2>
            <ul>
              <li>
                <FormattedMessage
                  id="reservations.policies.confirmation"
                  values={{ minutes: siteConfig.confirmationWithinMinutes }}
                />
              </li>
              <li>
                <FormattedMessage id="reservations.policies.cancellation" values={{ hours: siteConfig.freeCancellationHours }} />
              </li>
              <li>
                <FormattedMessage id="reservations.policies.dietary" />
              </li>
              <li>
                <FormattedMessage id="reservations.policies.held" values={{ minutes: siteConfig.tableHeldMinutes }} />
              </li>
            </ul>
          </section>
        </aside>
      </div>
    </div>
  );
}
