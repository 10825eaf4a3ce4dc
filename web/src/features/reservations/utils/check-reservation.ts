import { reservationRequestSchema, type HouseSchedule, type ReservationRequest } from '@ristorante/contracts';
import validationCatalogue from '../../../i18n/validation-messages?icu';
import { checkWithSchema, type Checked } from '../../../lib/check-with-schema';

type CheckedReservation = Checked<ReservationRequest>;

/**
 * The reservation checked with the shared schema (booking.* keys). A module of its own because it brings zod
 * (about 25 KB gzip): the form loads it when a guest starts filling it in, not with the page.
 */
export const checkReservation = (request: unknown, schedule: HouseSchedule): CheckedReservation =>
  checkWithSchema(reservationRequestSchema(schedule), request);

/** The check's texts, in both languages: they come with the check, not with the page (docs/decisions.md 142). */
export const messages = validationCatalogue;
