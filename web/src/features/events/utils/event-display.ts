import { siteConfig } from '@ristorante/contracts';

/**
 * docs/product.md, 'Lists and how much they show': almost full at 3 or fewer spots left. The same number as the
 * contracts' `almostFullThreshold` (a test keeps them equal), kept here so the list page's chunk does not pull in the
 * module with the zod schemas.
 */
export const almostFullThreshold = 3;

/** docs/product.md, 'Lists and how much they show': avatars for up to 5 attendees, then '+N'. */
export const maxAvatars = 5;

export type Availability = 'soldOut' | 'almostFull' | 'available';

/** Sold out at 0 spots left, almost full at 3 or fewer, otherwise available. */
export function availabilityOf(spotsLeft: number): Availability {
  if (spotsLeft <= 0) return 'soldOut';
  if (spotsLeft <= almostFullThreshold) return 'almostFull';
  return 'available';
}

/** docs/product.md, 'Event seats': the guest counts one booking may choose, 1 to min(spots left, 8). */
export function guestOptions(spotsLeft: number): number[] {
  const most = Math.min(spotsLeft, siteConfig.eventBookingMaxGuests);
  return Array.from({ length: Math.max(most, 0) }, (_, index) => index + 1);
}

/** Price × guests, counted in cents so 3 × 19.99 is 59.97 and not 59.970000000000006. */
export function totalPrice(price: number, guests: number): number {
  return (Math.round(price * 100) * guests) / 100;
}

/** Anonymous avatars for up to 5 attendees, then '+N'. */
export function avatarsOf(attendees: number): { shown: number; more: number } {
  const count = Math.max(attendees, 0);
  const shown = Math.min(count, maxAvatars);
  return { shown, more: count - shown };
}
