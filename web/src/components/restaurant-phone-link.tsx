import { telHref } from '@ristorante/contracts';
import { useRestaurant } from '../lib/restaurant';

/** The restaurant's phone number as a link a phone can call (the owner's, docs/decisions.md 149). */
export function RestaurantPhoneLink() {
  const { phone } = useRestaurant();
  return <a href={telHref(phone)}>{phone}</a>;
}
