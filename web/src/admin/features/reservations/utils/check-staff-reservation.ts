import { phoneReservationSchema, reservationEditSchema, type HouseSchedule } from '@ristorante/contracts';
import type { MessageId } from '../../../../i18n/catalogues';

export type FieldErrors = Partial<Record<string, MessageId>>;

/** The first problem of each field, as a key of the shared catalogues (booking.*), translated like every text. */
function errorsOf(issues: Array<{ path: PropertyKey[]; message: string }>): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message as MessageId;
  return errors;
}

/** A phone booking checked with the schema the server uses (a slot of today that has begun is fine). */
export function checkPhoneReservation(request: unknown, schedule: HouseSchedule): FieldErrors {
  const checked = phoneReservationSchema(schedule).safeParse(request);
  return checked.success ? {} : errorsOf(checked.error.issues);
}

/** A staff edit checked with the server's schema (a past date may stay). */
export function checkReservationEdit(request: unknown, schedule: HouseSchedule): FieldErrors {
  const checked = reservationEditSchema(schedule).safeParse(request);
  return checked.success ? {} : errorsOf(checked.error.issues);
}
