import { hoursOn, noteOn, slotsOn, weeklySlots, type Locale } from '@ristorante/contracts';
import { useHouseSchedule } from '../../../lib/house-schedule';
import { useAvailability } from '../api/get-availability';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * What the reservation form offers for the date, time and party chosen: the owner's schedule (docs/decisions.md 110),
 * in the page from its first paint, and the live availability (108) once a whole date is chosen.
 */
export function useSlotChoice(choice: { date: string; time: string; guests: string }, locale: Locale) {
  const schedule = useHouseSchedule();
  const guests = Number(choice.guests);
  const largeParty = schedule !== undefined && guests > schedule.onlinePartyLimit;
  const dateChosen = isoDate.test(choice.date);
  const offered = schedule ? (dateChosen ? slotsOn(schedule, choice.date) : weeklySlots(schedule)) : [];
  const closedDay = schedule !== undefined && dateChosen && hoursOn(schedule, choice.date) === null;
  const availability = useAvailability(choice.date, guests);
  // Only an answer for the date and party shown counts; until it comes every slot is offered.
  const known = availability.data?.date === choice.date && availability.data.guests === guests ? availability.data : undefined;
  const slotState = (time: string) => known?.slots.find((slot) => slot.time === time)?.state;
  const bookable = (time: string) => offered.includes(time) && slotState(time) !== 'full' && slotState(time) !== 'closed';
  const dayTaken = closedDay || (known !== undefined && !known.slots.some((slot) => bookable(slot.time)));
  // Events that have the restaurant to themselves that day (docs/decisions.md 111): their hours are not bookable.
  const exclusiveEvents = known?.events.filter((event) => event.exclusive) ?? [];
  return {
    schedule,
    guests,
    largeParty,
    offered,
    known,
    closedDay,
    closedNote: closedDay ? noteOn(schedule, choice.date)?.[locale] : undefined,
    slotState,
    bookable,
    dayTaken,
    exclusiveEvents,
    // Nothing bookable because the day itself is out of reach (passed, or too far ahead), not because it is taken.
    dayClosed:
      !closedDay &&
      known !== undefined &&
      dayTaken &&
      exclusiveEvents.length === 0 &&
      known.slots.every((slot) => slot.state === 'closed'),
    // A full slot can be chosen to wait for (docs/decisions.md 115): the form then puts the guest on its waitlist.
    waitlistMode: choice.time !== '' && offered.includes(choice.time) && slotState(choice.time) === 'full' && !largeParty,
    // A time chosen before the date changed stays in the list (marked) when the new day does not offer it.
    listed: choice.time && !offered.includes(choice.time) ? [...offered, choice.time].sort() : offered,
    /** Asks for the slots again: after a 409 the one just taken is shown as such. */
    refetch: () => void availability.refetch(),
  };
}

export type SlotChoice = ReturnType<typeof useSlotChoice>;
