import type { GuestRules, HouseSchedule } from './house-schedule.js';

/*
 * The guest rules' defaults, apart from the schedule's schema: the legal page reads them without loading zod.
 */

/** Two no-shows in twelve months ask for a call; a profile is kept 24 months after its last booking (decisions 164). */
export const defaultGuestRules: GuestRules = { noShowLimit: 2, noShowMonths: 12, profileMonths: 24 };

/** The owner's guest rules, or the defaults for a schedule saved before they existed. */
export const guestRulesOf = (schedule: Pick<HouseSchedule, 'guestRules'>): GuestRules => schedule.guestRules ?? defaultGuestRules;
