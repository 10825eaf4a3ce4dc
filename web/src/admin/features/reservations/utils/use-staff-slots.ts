import { siteConfig, slotsOn, weeklySlots } from '@ristorante/contracts';
import { useQuery } from '@tanstack/react-query';
import { useHouseSchedule } from '../../../../lib/house-schedule';
import { useAdminClient } from '../../../lib/session-context';
import { staffAvailabilityQuery } from '../api/get-staff-availability';

const isoDate = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The times the staff form offers for a date and party: the chosen day's slots (its exception's, if it has one),
 * the time the reservation had and the one chosen, never hidden; and for a phone booking what each has left, live
 * (docs/decisions.md 131). `full`: the chosen time cannot take the party without overbooking.
 */
export function useStaffSlots({
  date,
  guests,
  time,
  initialTime,
  live,
}: {
  date: string;
  guests: string;
  time: string;
  initialTime: string;
  live: boolean;
}) {
  const schedule = useHouseSchedule();
  const party = Number(guests);
  const asks =
    live &&
    isoDate.test(date) &&
    Number.isInteger(party) &&
    party >= siteConfig.reservationGuests.min &&
    party <= siteConfig.reservationGuests.max;
  const availability = useQuery({ ...staffAvailabilityQuery(useAdminClient(), date, party), enabled: asks });
  const stateOf = (slot: string) => (asks ? availability.data?.slots.find((known) => known.time === slot) : undefined);
  const daySlots = schedule ? (isoDate.test(date) ? slotsOn(schedule, date) : weeklySlots(schedule)) : [];
  const chosen = time ? stateOf(time) : undefined;
  return {
    schedule,
    party,
    times: [...new Set([...daySlots, ...(initialTime ? [initialTime] : []), ...(time ? [time] : [])])].sort(),
    stateOf,
    chosen,
    full: chosen?.state === 'full',
    /** After a 409 (another booking came first): the times are read again. */
    refresh: () => {
      if (asks) void availability.refetch();
    },
  };
}
