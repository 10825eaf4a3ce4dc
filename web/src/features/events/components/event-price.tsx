import { FormattedMessage, useIntl } from 'react-intl';
import { formatEuros } from '../../../lib/format';

/** '55,00 € pro Person', or 'Eintritt frei' for a free event. */
export function EventPrice({ price }: { price: number }) {
  const { locale } = useIntl();
  if (price === 0) return <FormattedMessage id="events.price.free" />;
  return <FormattedMessage id="events.price.perPerson" values={{ price: formatEuros(price, locale) }} />;
}
