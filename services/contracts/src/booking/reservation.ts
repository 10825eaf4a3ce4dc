import { z } from 'zod';
import { depositSchema } from './deposit.js';
import { guestSummarySchema, rememberWishesField } from './guest-profile.js';
import { berlinDate, berlinTime, isCalendarDate, monthsAfter } from '../site/berlin-time.js';
import { siteConfig, weekdays } from '../site/site-config.js';
import { bookingText } from './booking-messages.js';
import type { HouseSchedule } from './house-schedule.js';
import { hoursOn, slotsOn, weekdaySlots, weeklySlots } from './schedule-days.js';
import { roomEventSchema } from './room-event.js';
import { guestChangeSchema } from './guest-booking.js';
import { reservationStatuses, reservationTableSchema, type ReservationStatus } from './table-plan.js';
import { guestEmail, guestLocale, guestName, guestPhone, optionalGuestEmail, specialRequests } from './booking-fields.js';

const validDate = isCalendarDate;

export const reservationDate = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? bookingText['booking.date.required']
        : bookingText['booking.date.invalid'],
  })
  .trim()
  .min(1, bookingText['booking.date.required'])
  .refine(validDate, bookingText['booking.date.invalid']);

/**
 * A slot's time as the form sends it: one the schedule offers on some day (the week's, or an exception's), judged
 * even without a date; whether the chosen day offers it is `dayIssues`'s.
 */
const reservationTime = (schedule: HouseSchedule) => {
  const offered = new Set([
    ...weeklySlots(schedule),
    // A weekday's own last time may be later than the week's (a longer Saturday; docs/decisions.md 134).
    ...weekdays.flatMap((day) => weekdaySlots(schedule, day)),
    ...schedule.exceptions.flatMap((exception) => slotsOn(schedule, exception.from)),
  ]);
  return timeField.refine((value) => offered.has(value), bookingText['booking.time.invalid']);
};
const timeField = z
  .string({
    error: (issue) =>
      issue.input === undefined || issue.input === null
        ? bookingText['booking.time.required']
        : bookingText['booking.time.invalid'],
  })
  .trim()
  .min(1, bookingText['booking.time.required'])
  .regex(/^\d{2}:\d{2}$/, bookingText['booking.time.invalid']);

export const reservationGuests = z
  .int({ message: bookingText['booking.guests.invalid'] })
  .min(siteConfig.reservationGuests.min, bookingText['booking.guests.invalid'])
  .max(siteConfig.reservationGuests.max, bookingText['booking.guests.invalid']);

const reservationFields = (schedule: HouseSchedule) => ({
  name: guestName,
  phone: guestPhone,
  email: guestEmail,
  date: reservationDate,
  time: reservationTime(schedule),
  guests: reservationGuests,
  specialRequests,
  locale: guestLocale,
  /** The guest agrees to have the wishes above remembered for their next visits (docs/decisions.md 163). */
  rememberWishes: rememberWishesField,
});

/**
 * A schema built once per schedule object: zod compiles every schema it builds, a cost worth paying once, and the
 * booking service reads the same schedule object for two seconds (docs/decisions.md 110, 112). 'Today' is judged
 * when a value is checked, or at `now` when given (a schema made for that moment, not kept).
 */
function perSchedule<Schema>(build: (schedule: HouseSchedule, now?: Date) => Schema) {
  const made = new WeakMap<HouseSchedule, Schema>();
  return (schedule: HouseSchedule, now?: Date): Schema => {
    if (now) return build(schedule, now);
    let schema = made.get(schedule);
    if (!schema) {
      schema = build(schedule);
      made.set(schedule, schema);
    }
    return schema;
  };
}

/** How long after a slot began staff may still book it by phone: one slot's length. */
const begunSlotGraceMinutes = 30;

/**
 * Why a slot of a day cannot be booked, if it cannot, by the owner's schedule (docs/decisions.md 110): the
 * restaurant is closed that day, or the time is not one of that day's slots; a guest may not pick a past day,
 * nor one beyond the online horizon. Staff taking a booking by phone may also book today's slot that began within
 * the last half hour; a staff edit (`pastAllowed`) may keep a past day, which today's hours do not judge (it
 * happened), or a slot of today that has begun.
 * The one rule for the schemas below and for the slots the reservation form is offered (docs/decisions.md 108).
 */
export function dayIssues(
  value: { date: string; time: string },
  schedule: HouseSchedule,
  now: Date,
  options: { begunSlotAllowed?: boolean; withinHorizon?: boolean; pastAllowed?: boolean } = {},
): Array<{ path: 'date' | 'time'; message: string }> {
  const issues: Array<{ path: 'date' | 'time'; message: string }> = [];
  // zod runs this even when the date itself failed: there is no day to judge then, only its own message.
  if (!validDate(value.date)) return issues;
  const today = berlinDate(now);
  if (value.date < today) {
    if (!options.pastAllowed) issues.push({ path: 'date', message: bookingText['booking.date.past'] });
    return issues;
  }
  if (!hoursOn(schedule, value.date)) issues.push({ path: 'date', message: bookingText['booking.date.closed'] });
  else if (!slotsOn(schedule, value.date).includes(value.time))
    issues.push({ path: 'time', message: bookingText['booking.time.invalid'] });
  if (options.withinHorizon && value.date > monthsAfter(today, siteConfig.reservationHorizonMonths)) {
    issues.push({ path: 'date', message: bookingText['booking.date.tooFar'] });
  } else if (value.date === today && value.time <= berlinTime(now) && !options.pastAllowed) {
    // Staff may still book the slot that began within the last half hour (the guest is at the door).
    const lastBookable = berlinTime(new Date(now.getTime() - begunSlotGraceMinutes * 60_000));
    if (!options.begunSlotAllowed || value.time <= lastBookable) {
      issues.push({ path: 'time', message: bookingText['booking.time.past'] });
    }
  }
  return issues;
}

function checkDay(
  value: { date: string; time: string },
  ctx: z.RefinementCtx,
  schedule: HouseSchedule,
  now: Date,
  options: Parameters<typeof dayIssues>[3],
): void {
  for (const { path, message } of dayIssues(value, schedule, now, options))
    ctx.addIssue({ code: 'custom', path: [path], message });
}

/**
 * POST /api/reservations (docs/product.md, 'Table reservations'; docs/decisions.md 39): the form's rules, checked the same in the
 * browser and on the server, plus the slot and the day by the schedule. `now` is the moment 'today' is judged at
 * (Berlin time).
 */
export const reservationRequestSchema = perSchedule((schedule: HouseSchedule, now?: Date) =>
  z
    .object(reservationFields(schedule))
    .superRefine((value, ctx) => checkDay(value, ctx, schedule, now ?? new Date(), { withinHorizon: true })),
);
export type ReservationRequest = z.input<ReturnType<typeof reservationRequestSchema>>;
export type ReservationFields = z.output<ReturnType<typeof reservationRequestSchema>>;

/**
 * PUT /api/guest-booking, a reservation (docs/decisions.md 113): the guest's new date, time, party and note through
 * their personal link, checked as a new request is (the day, the slot, the online horizon; the room when sent).
 */
export const guestReservationChangeSchema = perSchedule((schedule: HouseSchedule, now?: Date) => {
  const { date, time, guests, specialRequests: note } = reservationFields(schedule);
  return z
    .object({ date, time, guests, specialRequests: note })
    .superRefine((value, ctx) => checkDay(value, ctx, schedule, now ?? new Date(), { withinHorizon: true }));
});
export type GuestReservationChange = z.input<ReturnType<typeof guestReservationChangeSchema>>;

/** Staff enter what the guest gave them: the e-mail may be left out. */
const staffReservationFields = (schedule: HouseSchedule) => ({ ...reservationFields(schedule), email: optionalGuestEmail });

/**
 * PUT /api/reservations/{id}: staff correct a reservation; a past date may stay (it already happened), and the
 * e-mail may be removed (docs/decisions.md 70); so may a slot of today that has begun (the guests are at table).
 */
export const reservationEditSchema = perSchedule((schedule: HouseSchedule, now?: Date) =>
  z
    // Any clock time here: a past reservation keeps the time it had, whatever the slots are now; a date from today
    // on is held to that day's slots by `dayIssues`.
    .object({ ...staffReservationFields(schedule), time: timeField })
    .superRefine((value, ctx) => checkDay(value, ctx, schedule, now ?? new Date(), { pastAllowed: true })),
);
export type ReservationEdit = z.input<ReturnType<typeof reservationEditSchema>>;

/**
 * POST /api/admin/reservations: a booking staff took by phone (docs/decisions.md 70). Stored as confirmed; the
 * guest gets the confirmation e-mail in `locale` when an e-mail is given. Not on a past day, nor a slot that
 * began more than half an hour ago.
 */
export const phoneReservationSchema = perSchedule((schedule: HouseSchedule, now?: Date) =>
  z
    // Any clock time here: a past reservation keeps the time it had, whatever the slots are now; a date from today
    // on is held to that day's slots by `dayIssues`.
    .object({
      ...staffReservationFields(schedule),
      time: timeField,
      /**
       * Staff squeeze the party in knowing the slot is full (docs/decisions.md 131): the covers are not counted,
       * and the reservation records who did it. Without it a full slot is 409, as for a guest.
       */
      overbook: z.boolean({ error: bookingText['booking.overbook.invalid'] }).optional(),
    })
    .superRefine((value, ctx) => checkDay(value, ctx, schedule, now ?? new Date(), { begunSlotAllowed: true })),
);
export type PhoneReservationRequest = z.input<ReturnType<typeof phoneReservationSchema>>;

/** Where a reservation came from: the guest's own form, staff taking it by phone, or a party seated at the door (docs/decisions.md 156). */
export const reservationSources = ['online', 'phone', 'walk_in'] as const;
export type ReservationSource = (typeof reservationSources)[number];

/** A reservation as staff see it (plus what the guest asked for and their language). */
export const reservationSchema = z.object({
  id: z.uuid(),
  name: z.string(),
  /** `null` for a phone booking without one. */
  email: z.string().nullable(),
  phone: z.string(),
  date: z.string(),
  time: z.string(),
  guests: z.number().int(),
  specialRequests: z.string().nullable(),
  locale: z.enum(['de', 'en']),
  status: z.enum(reservationStatuses),
  source: z.enum(reservationSources),
  /** The table or joined tables it sits at (docs/decisions.md 155); empty when none could be given (a request). */
  tables: z.array(reservationTableSchema).optional(),
  /** When staff seated the party and when it left (docs/decisions.md 156). */
  seatedAt: z.iso.datetime().optional(),
  finishedAt: z.iso.datetime().optional(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
  /** Pending past the promised confirmation time: staff were alerted again (docs/decisions.md 114). */
  overdue: z.literal(true).optional(),
  /** Taken by phone into a full slot, knowingly: the first name of the staff member who did (docs/decisions.md 131). */
  overbookedBy: z.string().optional(),
  /** In staff's lists: what the guest last changed through their link, and when (docs/decisions.md 113). */
  guestChange: guestChangeSchema.optional(),
  /** For staff: the guest's profile at a glance (docs/decisions.md 163); absent for a walk-in or an erased guest. */
  guest: guestSummarySchema.optional(),
  /** A guest the no-show rule asks staff to call before confirming (docs/decisions.md 164). */
  confirmByPhone: z.literal(true).optional(),
  /** The deposit this booking asks for, and how it stands (docs/decisions.md 165); absent when none. */
  deposit: depositSchema.optional(),
});
export type Reservation = z.infer<typeof reservationSchema>;

/** How staff order the list: newest request first (the default), or by the reservation's date and time. */
export const reservationSorts = ['newest', 'date_asc', 'date_desc'] as const;
export type ReservationSort = (typeof reservationSorts)[number];

/** The filters staff narrow the list (and its CSV export) with; all optional. */
const reservationFilterFields = {
  /** One day, or a range (`from` and `to` both included). */
  date: reservationDate.optional(),
  from: reservationDate.optional(),
  to: reservationDate.optional(),
  status: z.enum(reservationStatuses).optional(),
  source: z.enum(reservationSources).optional(),
  /** Part of the name, e-mail or phone number (a phone number's digits match however it was typed). */
  q: z.string().trim().max(100).optional(),
  sort: z.enum(reservationSorts).default('newest'),
};

/**
 * GET /api/reservations?date=&from=&to=&status=&source=&q=&sort=&page=&pageSize= (the total is in
 * `X-Total-Count`).
 */
export const reservationListQuerySchema = z.object({
  ...reservationFilterFields,
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

/** GET /api/admin/reservations/export: the filtered list as CSV, headed in `locale` (docs/decisions.md 71). */
export const reservationExportQuerySchema = z.object({ ...reservationFilterFields, locale: z.enum(['de', 'en']).optional() });

/** GET /api/admin/reservations/day?date=: the day sheet staff run an evening from. */
export const reservationDayQuerySchema = z.object({ date: reservationDate });

/** Covers (guests) of one slot or day, pending and confirmed apart; cancelled ones take none. */
const coversSchema = z.object({ pending: z.number().int(), confirmed: z.number().int() });

export const reservationDaySchema = z.object({
  date: z.string(),
  /** The opening hours of that day, or `null` when the restaurant is closed. */
  hours: z.object({ open: z.string(), close: z.string() }).nullable(),
  /** Covers the room seats at any moment (the owner's schedule, docs/decisions.md 110). */
  roomCapacity: z.number().int(),
  /**
   * The events that take covers from the room that day (docs/decisions.md 111): their places, or the whole room
   * when exclusive, from their start to their end.
   */
  events: z.array(roomEventSchema),
  /**
   * Every slot of the day in order: the covers arriving then and their reservations (earliest request first,
   * cancelled ones included), the covers seated at that time (theirs and those of earlier seatings still at
   * table), the covers events take then (`eventCovers`, the whole room for an exclusive one), and `left`, the
   * covers a booking starting then could still take for its whole seating: the booking check's own figure
   * (docs/decisions.md 108, 111).
   */
  slots: z.array(
    z.object({
      time: z.string(),
      covers: coversSchema,
      seated: coversSchema,
      eventCovers: z.number().int(),
      left: z.number().int(),
      /**
       * The largest party a free table or combination could still seat for a whole seating from this time, by the
       * booking check's own rule (docs/decisions.md 155): 0 when no table is free that long.
       */
      largestParty: z.number().int().optional(),
      reservations: z.array(reservationSchema),
    }),
  ),
});
export type ReservationDay = z.infer<typeof reservationDaySchema>;

/** GET /api/admin/reservations/covers?from=&days=: covers per day from `from` (today in Berlin) on. */
export const coversByDayQuerySchema = z.object({
  from: reservationDate.optional(),
  days: z.coerce.number().int().min(1).max(62).default(14),
});
export const coversByDaySchema = z.array(coversSchema.extend({ date: z.string() }));
export type CoversByDay = z.infer<typeof coversByDaySchema>;

/**
 * A guest's online request for a party over the online limit (docs/decisions.md 109): staff confirm it personally;
 * it is not checked against the room when sent and holds no covers while pending.
 */
export function isLargePartyRequest(
  reservation: { source: ReservationSource; guests: number },
  schedule: Pick<HouseSchedule, 'onlinePartyLimit'>,
): boolean {
  return reservation.source === 'online' && reservation.guests > schedule.onlinePartyLimit;
}

/**
 * Whether a reservation takes covers of the room: confirmed and seated ones, and pending ones but large-party
 * requests. A finished party has left and a no-show never came: their places are free (docs/decisions.md 156).
 */
export function holdsCovers(
  reservation: { source: ReservationSource; guests: number; status: ReservationStatus },
  schedule: Pick<HouseSchedule, 'onlinePartyLimit'>,
): boolean {
  return (
    reservation.status === 'confirmed' ||
    reservation.status === 'seated' ||
    (reservation.status === 'pending' && !isLargePartyRequest(reservation, schedule))
  );
}
