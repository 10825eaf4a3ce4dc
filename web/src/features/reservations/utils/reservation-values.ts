import { siteConfig } from '@ristorante/contracts';

/** The reservation form's values as the guest types them, and a fresh form's. */
export const reservationDefaults = {
  name: '',
  phone: '',
  email: '',
  date: '',
  time: '',
  guests: String(siteConfig.reservationGuests.default),
  specialRequests: '',
  // Unticked until the guest ticks it (docs/decisions.md 163).
  rememberWishes: false,
};
export type ReservationValues = typeof reservationDefaults;

/** The fields that can carry an error, in the form's order. */
export const reservationFields = [
  'name',
  'phone',
  'email',
  'date',
  'time',
  'guests',
  'specialRequests',
  'rememberWishes',
] as const;
