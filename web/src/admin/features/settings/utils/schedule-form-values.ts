import {
  formatIban,
  guestRulesOf,
  weekdays,
  type HouseScheduleInput,
  type PublishedSchedule,
  type Weekday,
} from '@ristorante/contracts';

/** One exception as the form edits it; `key` tells React's rows apart (a new one has no date yet). */
export interface ExceptionValues {
  key: string;
  from: string;
  to: string;
  closed: boolean;
  opens: string;
  closes: string;
  noteDe: string;
  noteEn: string;
}

/** The Settings form's values, as typed: numbers stay text until sent, so a wrong one is named, not lost. */
export type ScheduleFormValues = {
  /**
   * Each weekday's hours, and its own kitchen close and last reservation time when `ownTimes` (docs/decisions.md
   * 134); unticked, the day keeps the week's, and the two times wait with the week's values.
   */
  week: Record<
    Weekday,
    { open: boolean; opens: string; closes: string; ownTimes: boolean; kitchenCloses: string; lastSlot: string }
  >;
  kitchenCloses: string;
  firstSlot: string;
  lastSlot: string;
  stepMinutes: string;
  roomCapacityCovers: string;
  seatingMinutes: string;
  onlinePartyLimit: string;
  /** The guest rules (docs/decisions.md 163, 164): the no-show rule and how long a profile is kept. */
  noShowLimit: string;
  noShowMonths: string;
  profileMonths: string;
  /** Deposits by bank transfer (docs/decisions.md 165): empty 'from guests' asks for none. */
  depositFrom: string;
  depositAmount: string;
  depositDays: string;
  depositHolder: string;
  depositIban: string;
  depositBic: string;
  exceptions: ExceptionValues[];
};

let nextKey = 0;
export const newKey = () => `exception-${++nextKey}`;

/** A new exception: one closed day, dates to be chosen. */
export const newException = (): ExceptionValues => ({
  key: newKey(),
  from: '',
  to: '',
  closed: true,
  opens: '12:00',
  closes: '16:00',
  noteDe: '',
  noteEn: '',
});

/** The saved schedule as the form shows it; a closed weekday keeps usual times to offer when it is opened. */
export function formValuesOf(schedule: PublishedSchedule): ScheduleFormValues {
  const week = Object.fromEntries(
    weekdays.map((day) => {
      const hours = schedule.weeklyHours[day];
      const own = schedule.weekdayTimes?.[day];
      return [
        day,
        {
          open: hours !== null,
          opens: hours?.open ?? '17:00',
          closes: hours?.close ?? '22:00',
          ownTimes: own !== undefined,
          kitchenCloses: own?.kitchenCloses ?? schedule.kitchenCloses,
          lastSlot: own?.lastSlot ?? schedule.slots.last,
        },
      ];
    }),
  ) as ScheduleFormValues['week'];
  return {
    week,
    kitchenCloses: schedule.kitchenCloses,
    firstSlot: schedule.slots.first,
    lastSlot: schedule.slots.last,
    stepMinutes: String(schedule.slots.stepMinutes),
    roomCapacityCovers: String(schedule.roomCapacityCovers),
    seatingMinutes: String(schedule.seatingMinutes),
    onlinePartyLimit: String(schedule.onlinePartyLimit),
    noShowLimit: String(guestRulesOf(schedule).noShowLimit),
    noShowMonths: String(guestRulesOf(schedule).noShowMonths),
    profileMonths: String(guestRulesOf(schedule).profileMonths),
    depositFrom: schedule.deposits?.fromGuests ? String(schedule.deposits.fromGuests) : '',
    depositAmount: schedule.deposits ? euros(schedule.deposits.amountPerPersonCents) : '',
    depositDays: String(schedule.deposits?.daysToPay ?? 7),
    depositHolder: schedule.deposits?.holder ?? '',
    depositIban: schedule.deposits?.iban ? formatIban(schedule.deposits.iban) : '',
    depositBic: schedule.deposits?.bic ?? '',
    exceptions: [...schedule.exceptions]
      .sort((a, b) => (a.from < b.from ? -1 : 1))
      .map((exception) => ({
        key: newKey(),
        from: exception.from,
        to: exception.to,
        closed: exception.hours === null,
        opens: exception.hours?.open ?? '12:00',
        closes: exception.hours?.close ?? '16:00',
        noteDe: exception.note.de,
        noteEn: exception.note.en,
      })),
  };
}

/**
 * The form's fields in the order they stand on screen, each by the path the shared schema and the server name it
 * with (docs/decisions.md 146): focus goes to the first bad one. Only the controls on screen: a closed
 * day has no times, an exception closed all day no hours.
 */
export function schedulePaths(values: ScheduleFormValues): string[] {
  const days = weekdays.flatMap((day) => {
    const hours = values.week[day];
    if (!hours.open) return [];
    const own = hours.ownTimes ? [`weekdayTimes.${day}.kitchenCloses`, `weekdayTimes.${day}.lastSlot`] : [];
    return [`weeklyHours.${day}.open`, `weeklyHours.${day}.close`, ...own];
  });
  const exceptions = values.exceptions.flatMap((exception, index) =>
    ['from', 'to', 'kind', ...(exception.closed ? [] : ['hours.open', 'hours.close']), 'note.de', 'note.en'].map(
      (field) => `exceptions.${index}.${field}`,
    ),
  );
  const tables = ['kitchenCloses', 'slots.first', 'slots.last', 'slots.stepMinutes'];
  const guests = ['guestRules.noShowLimit', 'guestRules.noShowMonths', 'guestRules.profileMonths'];
  const deposits = ['fromGuests', 'amountPerPersonCents', 'daysToPay', 'holder', 'iban', 'bic'].map(
    (field) => `deposits.${field}`,
  );
  return [...days, ...tables, 'roomCapacityCovers', 'seatingMinutes', 'onlinePartyLimit', ...guests, ...deposits, ...exceptions];
}

/** Whole numbers as numbers; anything else as typed, so the schema names it rather than a 0 being saved. */
const number = (value: string): number | string => (/^\d+$/.test(value.trim()) ? Number(value.trim()) : value.trim());

/** Cents as the owner reads euros: '20' or '20,50'. */
const euros = (cents: number) => (cents % 100 === 0 ? String(cents / 100) : (cents / 100).toFixed(2).replace('.', ','));

/** Euros as typed ('20', '20,50', '20.5') in whole cents; anything else as typed, for the schema to name. */
const cents = (typed: string): number | string =>
  /^\d+([.,]\d{1,2})?$/.test(typed.trim()) ? Math.round(Number(typed.trim().replace(',', '.')) * 100) : typed.trim();

/** The deposits, when the owner gave any of them (an untouched form sends none, as before deposits existed). */
function depositsOf(values: ScheduleFormValues): Pick<HouseScheduleInput, 'deposits'> {
  const given = [values.depositFrom, values.depositAmount, values.depositHolder, values.depositIban].some((value) =>
    value.trim(),
  );
  if (!given) return {};
  return {
    deposits: {
      fromGuests: values.depositFrom.trim() === '' ? null : (number(values.depositFrom) as number),
      amountPerPersonCents: cents(values.depositAmount) as number,
      daysToPay: number(values.depositDays) as number,
      holder: values.depositHolder,
      iban: values.depositIban,
      bic: values.depositBic,
    },
  };
}

/** What the form sends: the schedule as `PUT /api/admin/schedule` takes it (a one-day exception ends on its first day). */
export function requestOf(values: ScheduleFormValues): HouseScheduleInput {
  return {
    weeklyHours: Object.fromEntries(
      weekdays.map((day) => {
        const { open, opens, closes } = values.week[day];
        return [day, open ? { open: opens, close: closes } : null];
      }),
    ) as HouseScheduleInput['weeklyHours'],
    kitchenCloses: values.kitchenCloses,
    // Only an open day's own times: a closed day has none to keep.
    weekdayTimes: Object.fromEntries(
      weekdays
        .filter((day) => values.week[day].open && values.week[day].ownTimes)
        .map((day) => [day, { kitchenCloses: values.week[day].kitchenCloses, lastSlot: values.week[day].lastSlot }]),
    ),
    slots: { first: values.firstSlot, last: values.lastSlot, stepMinutes: number(values.stepMinutes) as number },
    seatingMinutes: number(values.seatingMinutes) as number,
    roomCapacityCovers: number(values.roomCapacityCovers) as number,
    onlinePartyLimit: number(values.onlinePartyLimit) as number,
    ...depositsOf(values),
    guestRules: {
      noShowLimit: number(values.noShowLimit) as number,
      noShowMonths: number(values.noShowMonths) as number,
      profileMonths: number(values.profileMonths) as number,
    },
    exceptions: values.exceptions.map((exception) => ({
      from: exception.from,
      to: exception.to || exception.from,
      hours: exception.closed ? null : { open: exception.opens, close: exception.closes },
      note: { de: exception.noteDe, en: exception.noteEn },
    })),
  };
}
