import { z } from 'zod';
import { isCalendarDate } from '../site/berlin-time.js';
import { weekdays, type DayHours, type Weekday } from '../site/site-config.js';
import { isValidBic, isValidIban, normaliseIban } from '../payments/bank-transfer.js';
import { scheduleText } from './schedule-messages.js';

/**
 * The restaurant's hours and capacity (docs/decisions.md 110): kept by the booking service in its database, edited
 * by the owner in the dashboard, read by everyone else through `GET /api/schedule` or its `schedule.changed`
 * event. Every rule that depends on the hours takes a schedule as an argument: none reads a constant.
 */

const clockPattern = /^([01]\d|2[0-3]):[0-5]\d$/;
const clock = z
  .string({ error: scheduleText['schedule.time.invalid'] })
  .trim()
  .regex(clockPattern, scheduleText['schedule.time.invalid']);
const calendarDay = z
  .string({ error: scheduleText['schedule.date.invalid'] })
  .trim()
  .refine(isCalendarDate, scheduleText['schedule.date.invalid']);
const wholeNumber = (min: number, max: number, message: string) => z.int({ error: message }).min(min, message).max(max, message);

const dayHoursSchema = z
  .object({ open: clock, close: clock })
  .refine((hours) => hours.open < hours.close, { path: ['close'], message: scheduleText['schedule.close.beforeOpen'] });

const note = z.string().trim().max(200, scheduleText['schedule.note.tooLong']);

/**
 * Days that differ from the week: closed (`hours: null`: holidays, Betriebsferien) or open at other hours, from
 * `from` to `to` (both included), with a note guests read ('Geschlossen wegen Betriebsferien'); empty when none.
 */
export const scheduleExceptionSchema = z
  .object({
    from: calendarDay,
    to: calendarDay,
    hours: dayHoursSchema.nullable(),
    note: z.object({ de: note, en: note }).default({ de: '', en: '' }),
  })
  // Judged only between two real dates: a date that is no date has its own message.
  .refine((exception) => !isCalendarDate(exception.from) || !isCalendarDate(exception.to) || exception.from <= exception.to, {
    path: ['to'],
    message: scheduleText['schedule.exception.order'],
  });
export type ScheduleException = z.output<typeof scheduleExceptionSchema>;

/**
 * A weekday's own kitchen close and last reservation time, where it differs from the week's (a shorter Friday):
 * both together, judged against that day's hours (docs/decisions.md 134).
 */
const weekdayTimesSchema = z.object({ kitchenCloses: clock, lastSlot: clock });

/** Table slots every `stepMinutes` from `first` to `last`; a step that divides the hour keeps them on the clock's quarters. */
const slotStepMinutes = [15, 20, 30, 60];

const scheduleFields = z.object({
  weeklyHours: z.object(
    Object.fromEntries(weekdays.map((day) => [day, dayHoursSchema.nullable()])) as Record<
      Weekday,
      z.ZodNullable<typeof dayHoursSchema>
    >,
  ),
  kitchenCloses: clock,
  /**
   * The weekdays whose kitchen closes and last table is at other times than the week's (docs/decisions.md 134);
   * absent or empty: none. A schedule saved before this field is read as none.
   */
  weekdayTimes: z
    .object(
      Object.fromEntries(weekdays.map((day) => [day, weekdayTimesSchema.optional()])) as Record<
        Weekday,
        z.ZodOptional<typeof weekdayTimesSchema>
      >,
    )
    .optional(),
  slots: z.object({
    first: clock,
    last: clock,
    stepMinutes: z
      .int({ error: scheduleText['schedule.slots.step'] })
      .refine((step) => slotStepMinutes.includes(step), scheduleText['schedule.slots.step']),
  }),
  /** How long a table booking holds its covers (docs/decisions.md 108); the check reads a day either side. */
  seatingMinutes: wholeNumber(30, 360, scheduleText['schedule.seating.invalid']),
  /** Covers the room seats at any moment. */
  roomCapacityCovers: wholeNumber(1, 1000, scheduleText['schedule.capacity.invalid']),
  /** The largest party the online form books; a larger one is a request staff confirm (docs/decisions.md 109). */
  onlinePartyLimit: wholeNumber(1, 100, scheduleText['schedule.partyLimit.invalid']),
  exceptions: z.array(scheduleExceptionSchema).max(100, scheduleText['schedule.exception.tooMany']),
  /** How guests are remembered (docs/decisions.md 164); absent (a schedule saved before): `defaultGuestRules`. */
  guestRules: z
    .object({
      /** A guest with this many no-shows within `noShowMonths` is called before an online request holds; 0: never. */
      noShowLimit: wholeNumber(0, 10, scheduleText['schedule.noShowLimit.invalid']),
      noShowMonths: wholeNumber(1, 120, scheduleText['schedule.months.invalid']),
      /** A profile with no booking for this long is deleted by the retention job. */
      profileMonths: wholeNumber(1, 120, scheduleText['schedule.months.invalid']),
    })
    .optional(),
  /**
   * Deposits by bank transfer (docs/decisions.md 165): a guest's online request for `fromGuests` or more (null: none)
   * awaits `amountPerPersonCents` per person, paid within `daysToPay` to the account given; absent: no deposits.
   */
  deposits: z
    .object({
      fromGuests: wholeNumber(1, 100, scheduleText['schedule.deposit.fromGuests']).nullable(),
      amountPerPersonCents: wholeNumber(1, 100_000, scheduleText['schedule.deposit.amount']),
      daysToPay: wholeNumber(1, 30, scheduleText['schedule.deposit.days']),
      holder: z
        .string({ error: scheduleText['schedule.deposit.holder'] })
        .trim()
        .max(70, scheduleText['schedule.deposit.holder']),
      iban: z
        .string({ error: scheduleText['schedule.deposit.iban'] })
        .transform(normaliseIban)
        .refine((iban) => iban === '' || isValidIban(iban), scheduleText['schedule.deposit.iban']),
      bic: z
        .string({ error: scheduleText['schedule.deposit.bic'] })
        .transform((bic) => bic.trim().toUpperCase())
        .refine((bic) => bic === '' || isValidBic(bic), scheduleText['schedule.deposit.bic']),
    })
    // Deposits asked for need an account to be paid to; an account needs its holder (an event night's payment asks
    // for one whenever an IBAN is given, docs/decisions.md 166, and the GiroCode names the holder).
    .superRefine((deposits, ctx) => {
      if (deposits.fromGuests === null) {
        if (deposits.iban !== '' && deposits.holder === '')
          ctx.addIssue({ code: 'custom', path: ['holder'], message: scheduleText['schedule.deposit.holder'] });
        return;
      }
      if (deposits.holder === '')
        ctx.addIssue({ code: 'custom', path: ['holder'], message: scheduleText['schedule.deposit.holder'] });
      if (deposits.iban === '') ctx.addIssue({ code: 'custom', path: ['iban'], message: scheduleText['schedule.deposit.iban'] });
    })
    .optional(),
});

/**
 * The owner's settings as `PUT /api/admin/schedule` takes them: each field's own rules, then the rules between
 * them (slots inside the hours of every open day, the kitchen closing within them, no two exceptions on one day).
 */
export const houseScheduleSchema = scheduleFields.superRefine((schedule, ctx) => {
  const issue = (path: Array<string | number>, message: string) => ctx.addIssue({ code: 'custom', path, message });
  const { first, last } = schedule.slots;
  if (last < first) issue(['slots', 'last'], scheduleText['schedule.slots.order']);
  const openDays = weekdays.map((day) => schedule.weeklyHours[day]).filter((hours): hours is DayHours => hours !== null);
  if (openDays.some((hours) => first < hours.open)) issue(['slots', 'first'], scheduleText['schedule.slots.beforeOpening']);
  // Each open day by its own kitchen close and last table: the week's, or its own (docs/decisions.md 134). A
  // mistake in a day's own times is named under it; one in the week's, under the week's field.
  const lastTooLate = (hours: DayHours, lastSlot: string, kitchen: string) => lastSlot >= hours.close || lastSlot >= kitchen;
  const kitchenOutside = (hours: DayHours, kitchen: string) => kitchen <= hours.open || kitchen > hours.close;
  const usingTheWeek = weekdays.filter((day) => schedule.weeklyHours[day] && !schedule.weekdayTimes?.[day]);
  const weekHours = usingTheWeek.map((day) => schedule.weeklyHours[day]!);
  if (weekHours.some((hours) => lastTooLate(hours, last, schedule.kitchenCloses)))
    issue(['slots', 'last'], scheduleText['schedule.slots.afterKitchen']);
  if (weekHours.some((hours) => kitchenOutside(hours, schedule.kitchenCloses)))
    issue(['kitchenCloses'], scheduleText['schedule.kitchen.outsideHours']);
  for (const day of weekdays) {
    const own = schedule.weekdayTimes?.[day];
    if (!own) continue;
    const hours = schedule.weeklyHours[day];
    if (!hours) {
      issue(['weekdayTimes', day], scheduleText['schedule.weekdayTimes.closedDay']);
      continue;
    }
    if (own.lastSlot < first) issue(['weekdayTimes', day, 'lastSlot'], scheduleText['schedule.weekdayTimes.firstSlot']);
    else if (lastTooLate(hours, own.lastSlot, own.kitchenCloses))
      issue(['weekdayTimes', day, 'lastSlot'], scheduleText['schedule.weekdayTimes.lastSlot']);
    if (kitchenOutside(hours, own.kitchenCloses))
      issue(['weekdayTimes', day, 'kitchenCloses'], scheduleText['schedule.weekdayTimes.kitchen']);
  }
  const byStart = schedule.exceptions
    .map((exception, index) => ({ ...exception, index }))
    .sort((a, b) => (a.from < b.from ? -1 : 1));
  // Against the latest end so far: a long closure overlaps each exception that starts inside it.
  let latestEnd = '';
  for (const exception of byStart) {
    if (exception.from <= latestEnd) issue(['exceptions', exception.index, 'from'], scheduleText['schedule.exception.overlap']);
    if (exception.to > latestEnd) latestEnd = exception.to;
  }
});
export type HouseSchedule = z.output<typeof houseScheduleSchema>;
export type GuestRules = NonNullable<HouseSchedule['guestRules']>;

export type DepositSettings = NonNullable<HouseSchedule['deposits']>;

export type HouseScheduleInput = z.input<typeof houseScheduleSchema>;

/** The settings as read back: what was saved, and its version (`If-Match` of the next save). */
export const publishedScheduleSchema = scheduleFields.extend({ version: z.number().int().nonnegative() });
export type PublishedSchedule = z.output<typeof publishedScheduleSchema>;

/**
 * 409 from `PUT /api/admin/schedule` when the change would leave reservations outside the new hours (a new closed
 * day with bookings on it, a slot taken away): nothing is saved, and staff see which to move or cancel first.
 */
export const strandedReservationsSchema = z.object({
  error: z.string(),
  stranded: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      date: z.string(),
      time: z.string(),
      guests: z.number().int(),
      status: z.enum(['pending', 'confirmed']),
    }),
  ),
});
export type StrandedReservations = z.infer<typeof strandedReservationsSchema>;
