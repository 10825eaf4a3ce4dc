import { z } from 'zod';
import { availabilityQuerySchema, availabilitySchema } from '../../booking/availability.js';
import { statusChangeSchema } from '../../booking/booking-fields.js';
import { depositChangeSchema } from '../../booking/deposit.js';
import { floorSaveSchema, floorSchema, strandedBookingsSchema } from '../../booking/floor.js';
import { reservationStatusChangeSchema, slotRefusedSchema, tableMoveSchema, walkInSchema } from '../../booking/table-plan.js';
import {
  eventBookingExportQuerySchema,
  eventBookingListQuerySchema,
  eventBookingRequestSchema,
  eventBookingSchema,
  seatsRefusedSchema,
} from '../../booking/event-booking.js';
import {
  guestListItemSchema,
  guestListQuerySchema,
  guestMergeSchema,
  guestProfilePatchSchema,
  guestProfileSchema,
} from '../../booking/guest-profile.js';
import { eventRoomQuerySchema, eventRoomSchema } from '../../booking/event-room.js';
import { eventTablesSchema } from '../../booking/room-event.js';
import { guestBookingSchema, guestEventBookingChangeSchema } from '../../booking/guest-booking.js';
import { houseScheduleSchema, publishedScheduleSchema, strandedReservationsSchema } from '../../booking/house-schedule.js';
import {
  coversByDayQuerySchema,
  coversByDaySchema,
  guestReservationChangeSchema,
  phoneReservationSchema,
  reservationDayQuerySchema,
  reservationDaySchema,
  reservationEditSchema,
  reservationExportQuerySchema,
  reservationListQuerySchema,
  reservationRequestSchema,
  reservationSchema,
} from '../../booking/reservation.js';
import { defaultHouseSchedule } from '../../booking/schedule-days.js';
import { staffWaitlistSchema, waitlistEntrySchema, waitlistOfferSchema, waitlistPlaceSchema } from '../../booking/waitlist.js';
import { dataRequestHours, personalDataSchema } from '../../privacy/personal-data.js';
import { errorResponseSchema } from '../error-response.js';
import { csvFile, empty, error, json, jsonBody, listHeaders, type OperationDescriptions } from './api-operation.js';

/*
 * The schemas that depend on the owner's schedule are built for the default one: what a JSON schema can say of
 * them (fields, types, bounds) is the same for every schedule; which day and slot is open is the server's check.
 */
const reservationRequest = reservationRequestSchema(defaultHouseSchedule);

const invalid = error('A field is not valid: `fields` names each.');
const keyReused = error('The `Idempotency-Key` was used before for another request (docs/decisions.md 41).');
const slotRefused = json(
  'The slot cannot take the party: no table or combination free for the whole seating, too few covers left, the kitchen takes no more arrivals then, or an event has the room to itself then (docs/decisions.md 108, 111, 155). `nextTimes`: the times nearest the wish that could take it, that day first.',
  slotRefusedSchema,
);
const seatsRefused = json(
  'The catalog refused the seats: sold out, too few places left (`spotsLeft`), or the event is past.',
  seatsRefusedSchema,
);
const linkNotValid = error('No booking has this token (a malformed one is not even looked up).');
const visitOver = error('The visit is over: the link has expired.');
const catalogDown = error('The catalog did not answer about the seats; nothing was booked.');

/** The booking service's routes: reservations, event bookings, guest links, waitlists, the schedule. */
export const bookingOperations: OperationDescriptions = {
  'POST /api/events/:id/book': {
    tag: 'Event bookings',
    summary: "Book an event's seats",
    description:
      "The catalog holds the seats, then the booking is stored pending; the guest gets a mail with their personal link (docs/decisions.md 42, 113). The total is the server's, never the client's.",
    headers: ['idempotencyKey'],
    body: jsonBody(eventBookingRequestSchema),
    answers: {
      '200': json('A repeat of the same submission (same key and details): the booking it stored.', eventBookingSchema),
      '201': json('The booking, pending.', eventBookingSchema),
      '400': invalid,
      '404': error('No such event.'),
      '409': seatsRefused,
      '422': keyReused,
      '503': error('The catalog did not answer, or the booking could not be stored; no seats are kept.'),
    },
  },
  'POST /api/reservations': {
    tag: 'Reservations',
    summary: 'Request a table',
    description:
      "Checked as the form checks it, plus the day and slot by the owner's schedule and the room's covers (docs/decisions.md 39, 108-111). Stored pending; a party over the online limit is a request staff confirm personally (109).",
    headers: ['idempotencyKey'],
    body: jsonBody(reservationRequest),
    answers: {
      '201': json('The reservation, pending (a repeat of the same submission gets the same answer).', reservationSchema),
      '400': invalid,
      '409': slotRefused,
      '422': keyReused,
    },
  },
  'GET /api/availability': {
    tag: 'Schedule',
    summary: 'What a date offers a party',
    description: 'Every slot of the day with its state, by the rules the booking check uses (docs/decisions.md 108).',
    query: availabilityQuerySchema,
    answers: { '200': json("The day's slots, and the next open ones when none is.", availabilitySchema), '400': invalid },
  },
  'GET /api/guest-booking': {
    tag: 'Guest links',
    summary: 'Read the booking a personal link names',
    headers: ['guestToken'],
    answers: { '200': json('The booking as its guest may see it.', guestBookingSchema), '404': linkNotValid, '410': visitOver },
  },
  'PUT /api/guest-booking': {
    tag: 'Guest links',
    summary: 'Change the booking a personal link names',
    description:
      "A reservation: its date, time, party and note, checked as a new request and pending again when the visit changed; an awaited deposit falls due anew, and a visit of the owner's deposit size that asks none is asked one (docs/decisions.md 165). An event booking: its seats and note; more seats are held by the catalog first (docs/decisions.md 113, 117). Asking for what already holds changes nothing.",
    headers: ['guestToken'],
    body: jsonBody(
      z.union([guestReservationChangeSchema(defaultHouseSchedule), guestEventBookingChangeSchema]),
      "A reservation's change, or an event booking's: whichever the link's booking is.",
    ),
    answers: {
      '200': json('The booking as changed.', guestBookingSchema),
      '400': invalid,
      '404': linkNotValid,
      '409': json(
        'Cancelled already, within the free-cancellation hours (call the restaurant), the slot cannot take the party, the new time leaves no time to pay the awaited deposit, or the event has too few seats left.',
        z.union([errorResponseSchema, seatsRefusedSchema]),
      ),
      '410': visitOver,
      '503': catalogDown,
    },
  },
  'POST /api/guest-booking/cancel': {
    tag: 'Guest links',
    summary: 'Cancel the booking a personal link names',
    description: 'A second call, or a booking staff cancelled, changes nothing and sends no second mail.',
    headers: ['guestToken'],
    answers: {
      '200': json('The booking, cancelled.', guestBookingSchema),
      '404': linkNotValid,
      '409': error('Within the free-cancellation hours: only a phone call can cancel it now.'),
      '410': visitOver,
    },
  },
  'POST /api/waitlist': {
    tag: 'Reservations',
    summary: "Join a full slot's waitlist",
    description:
      "The reservation form's fields. Only a slot full for the party has a waitlist; freed covers are offered to the first guest who fits (docs/decisions.md 115).",
    body: jsonBody(reservationRequest),
    answers: {
      '200': json('Already on it: the same place.', waitlistEntrySchema),
      '201': json('On the waitlist.', waitlistEntrySchema),
      '400': invalid,
      '409': error('The slot has room (book it instead), or an event has the room to itself then.'),
    },
  },
  'POST /api/events/:id/waitlist': {
    tag: 'Event bookings',
    summary: "Join a sold-out event's waitlist",
    description: "The event form's fields; only a party the event has too few places for may wait (docs/decisions.md 117).",
    body: jsonBody(eventBookingRequestSchema),
    answers: {
      '200': json('Already on it: the same place.', waitlistEntrySchema),
      '201': json('On the waitlist.', waitlistEntrySchema),
      '400': invalid,
      '404': error('No such event.'),
      '409': error('The event has places enough for the party (book them instead), or it is past.'),
      '503': catalogDown,
    },
  },
  'GET /api/waitlist/offer': {
    tag: 'Guest links',
    summary: 'Read a waitlist offer',
    headers: ['guestToken'],
    answers: {
      '200': json('The table or seats offered, and until when they may be claimed.', waitlistOfferSchema),
      '404': linkNotValid,
    },
  },
  'GET /api/waitlist/entry': {
    tag: 'Guest links',
    summary: 'Read a waitlist place',
    description: "The place the joined mail's link names, and how many wait before it (docs/decisions.md 132).",
    headers: ['guestToken'],
    answers: { '200': json('The place.', waitlistPlaceSchema), '404': linkNotValid },
  },
  'POST /api/waitlist/entry/leave': {
    tag: 'Guest links',
    summary: 'Leave the waitlist',
    description:
      'A waiting or offered place is left (an open offer frees its table or seats); leaving twice changes nothing, and a place already claimed or expired is answered as it is (docs/decisions.md 132).',
    headers: ['guestToken'],
    answers: { '200': json('The place now.', waitlistPlaceSchema), '404': linkNotValid },
  },
  'POST /api/waitlist/offer/claim': {
    tag: 'Guest links',
    summary: 'Claim a waitlist offer',
    description:
      "A table becomes a reservation request, checked as any new one (the no-show rule and the owner's deposit included, docs/decisions.md 164, 165); event seats are booked as the event form books them. Refused, the guest keeps their place on the waitlist (docs/decisions.md 115, 117).",
    headers: ['guestToken'],
    answers: {
      '200': json('Claimed already.', waitlistOfferSchema),
      '201': json('Claimed: the reservation or booking is made.', waitlistOfferSchema),
      '404': linkNotValid,
      '409': json(
        'The table or seats were taken meanwhile, or the day is closed now.',
        z.union([errorResponseSchema, seatsRefusedSchema]),
      ),
      '410': error('The offer has expired.'),
      '503': catalogDown,
    },
  },
  'GET /api/schedule': {
    tag: 'Schedule',
    summary: "The restaurant's hours and capacity",
    description: 'Exceptions that ended before today are left out (docs/decisions.md 110).',
    answers: {
      '200': json('The schedule and its version (the `If-Match` of the next save).', publishedScheduleSchema, {
        'cache-control': 'Kept briefly: `public, max-age=10, stale-while-revalidate=30`.',
      }),
    },
  },
  'PUT /api/admin/schedule': {
    tag: 'Schedule',
    summary: "Save the restaurant's hours and capacity",
    description:
      "Saved whole. `weekdayTimes` gives a weekday its own kitchen close and last reservation time (a shorter Friday; absent: the week's, docs/decisions.md 134). A save that would leave reservations outside the new hours is refused with their list (docs/decisions.md 110).",
    headers: ['ifMatch'],
    body: jsonBody(houseScheduleSchema),
    answers: {
      '200': json('The schedule as saved, its version raised.', publishedScheduleSchema),
      '400': error(
        "A field, a rule between fields (slots within the hours, a weekday's own times within its hours under `weekdayTimes.<day>`, no two exceptions on a day), or `If-Match` is not valid.",
      ),
      '409': json('Reservations would be left outside the new hours: move or cancel them first.', strandedReservationsSchema),
      '412': error('Someone saved in between: `If-Match` names an older version.'),
    },
  },
  'GET /api/reservations': {
    tag: 'Reservations',
    summary: 'List reservations, for staff',
    query: reservationListQuerySchema,
    answers: { '200': json('One page of the reservations that match.', z.array(reservationSchema), listHeaders), '400': invalid },
  },
  'PUT /api/reservations/:id': {
    tag: 'Reservations',
    summary: 'Correct a reservation',
    description:
      "The form's rules, except that a past date may stay and the e-mail may be removed (docs/decisions.md 44, 70). More covers are checked against the room.",
    body: jsonBody(reservationEditSchema(defaultHouseSchedule)),
    answers: {
      '200': json('The reservation as stored.', reservationSchema),
      '400': invalid,
      '404': error('No such reservation.'),
      '409': slotRefused,
    },
  },
  'PATCH /api/reservations/:id/status': {
    tag: 'Reservations',
    summary: 'Move a reservation on: confirm, seat, finish, no-show or cancel',
    description:
      'The order (docs/decisions.md 43, 156): pending → confirmed or cancelled; confirmed → seated, no_show (once its time has come) or cancelled; seated → finished (its table is free at once); no_show → seated (they came after all). Seated only on its day. The guest is told of a confirmation or a cancellation (130); the same status again changes nothing.',
    body: jsonBody(reservationStatusChangeSchema),
    answers: {
      '200': json('The reservation as stored.', reservationSchema),
      '400': invalid,
      '404': error('No such reservation.'),
      '409': error(
        "The move is not allowed (not in that order, a no-show before its time, seated on another day), or confirming a large party's request finds no table.",
      ),
    },
  },
  'PATCH /api/reservations/:id/tables': {
    tag: 'Reservations',
    summary: 'Move a reservation to other tables, or another time of its day',
    description:
      "One table of the floor or exactly a combination's tables, seating the party, in an area open that day and free for the whole seating (docs/decisions.md 155). `updatedAt`, the reservation's `updated_at` as read: when someone else changed it since, 409 and nothing is moved.",
    body: jsonBody(tableMoveSchema),
    answers: {
      '200': json('The reservation as stored, at its new tables.', reservationSchema),
      '400': invalid,
      '404': error('No such reservation.'),
      '409': error(
        'A table is held then (the answer names the booking), the tables are no combination or too small, the area is closed, the reservation holds no place, or someone changed it first.',
      ),
    },
  },
  'POST /api/admin/walk-ins': {
    tag: 'Reservations',
    summary: 'Seat a walk-in now',
    description:
      'A party at the door, seated now for the seating length at the tables chosen or the best free (docs/decisions.md 156): a reservation of today, status `seated`, source `walk_in`, no mail.',
    body: jsonBody(walkInSchema),
    answers: {
      '201': json('The walk-in as stored.', reservationSchema),
      '400': invalid,
      '409': error('No table is free for the party now, or the tables chosen cannot take it (the answer says why).'),
    },
  },
  'GET /api/admin/floor': {
    tag: 'Floor',
    summary: 'The floor: areas, tables and combinations',
    description: 'Read by every staff screen that places bookings on tables (docs/decisions.md 154).',
    answers: { '200': json('The floor and its version.', floorSchema) },
  },
  'PUT /api/admin/floor': {
    tag: 'Floor',
    summary: 'Save the floor',
    description:
      'Saved whole, with the version it was read at. Bookings whose tables change are seated again at the best free place; a save that would leave any without a table is refused with their list (docs/decisions.md 154). New areas, tables and combinations come with ids the client made (UUIDs).',
    body: jsonBody(floorSaveSchema),
    answers: {
      '200': json('The floor as saved, its version raised.', floorSchema),
      '400': error(
        'A field, or a rule between them (unique names and ids, least ≤ most, combinations of existing tables of one area).',
      ),
      '409': json('Bookings would be left without a table: move or cancel them first.', strandedBookingsSchema),
      '412': error("Someone saved in between: `version` is not the floor's."),
    },
  },
  'PATCH /api/reservations/:id/deposit': {
    tag: 'Reservations',
    summary: "Mark a reservation's deposit received or refunded",
    description:
      "A large party's online request awaits its deposit by bank transfer (docs/decisions.md 165). `received` confirms a pending request as staff's confirmation does (checked against the room where it holds no place) and tells the guest; refused, nothing is marked. `refunded` records a received deposit (or one paid after the release) paid back. The same mark again answers the same.",
    body: jsonBody(depositChangeSchema),
    answers: {
      '200': json('The reservation as stored.', reservationSchema),
      '400': invalid,
      '404': error('No such reservation.'),
      '409': error(
        "It asks for no deposit; the time to pay ran out and it was released; the room has no place for the request now (staff confirmation's refusal); or a deposit not received cannot be refunded.",
      ),
    },
  },
  'DELETE /api/reservations/:id': {
    tag: 'Reservations',
    summary: 'Delete a reservation',
    description: 'For an entry made by mistake: nothing is kept and no one is mailed (docs/decisions.md 130).',
    answers: { '204': empty('Deleted.'), '404': error('No such reservation.') },
  },
  'POST /api/admin/reservations': {
    tag: 'Reservations',
    summary: 'Enter a booking taken by phone',
    description:
      'Stored confirmed, source `phone`; the guest gets the confirmation when an e-mail is given (docs/decisions.md 70). A slot that began within the last half hour may still be booked. With `overbook: true` a full slot takes the party anyway and the reservation names who did it (`overbookedBy`, docs/decisions.md 131).',
    headers: ['idempotencyKey'],
    body: jsonBody(phoneReservationSchema(defaultHouseSchedule)),
    answers: {
      '201': json('The reservation, confirmed.', reservationSchema),
      '400': invalid,
      '409': slotRefused,
      '422': keyReused,
    },
  },
  'GET /api/admin/availability': {
    tag: 'Reservations',
    summary: 'What a date offers a party taken by phone',
    description:
      "The guest form's answer by the phone booking's rules: no online horizon, a slot begun within the half hour still open, a large party fits or not (docs/decisions.md 131).",
    query: availabilityQuerySchema,
    answers: { '200': json("The day's slots, and the next open ones when none is.", availabilitySchema), '400': invalid },
  },
  'GET /api/admin/waitlist': {
    tag: 'Reservations',
    summary: 'Who waits',
    description:
      "Every open place on the tables' and the events' waitlists from today on, by day and time, each with its place in line and an open offer's deadline (docs/decisions.md 132).",
    answers: { '200': json('The open places.', staffWaitlistSchema) },
  },
  'DELETE /api/admin/waitlist/:id': {
    tag: 'Reservations',
    summary: 'Remove a waitlist place',
    description: 'For a guest who phoned: the place is left, an open offer freed, and no mail is sent (docs/decisions.md 132).',
    answers: { '204': empty('Removed, or settled already.'), '404': error('No such place.') },
  },
  'GET /api/admin/reservations/day': {
    tag: 'Reservations',
    summary: 'The day sheet',
    description:
      "Every slot of a day: its covers, who is seated, the events' covers and what is left (docs/decisions.md 108, 111).",
    query: reservationDayQuerySchema,
    answers: { '200': json('The day.', reservationDaySchema), '400': invalid },
  },
  'GET /api/admin/reservations/covers': {
    tag: 'Reservations',
    summary: 'Covers of the coming days',
    query: coversByDayQuerySchema,
    answers: { '200': json('Pending and confirmed covers per day.', coversByDaySchema), '400': invalid },
  },
  'GET /api/admin/reservations/export': {
    tag: 'Reservations',
    summary: 'Export reservations as CSV',
    description: "The list's filters; headed in `locale`, else the staff's language (docs/decisions.md 71).",
    query: reservationExportQuerySchema,
    answers: { '200': csvFile('Every reservation that matches.'), '400': invalid },
  },
  'GET /api/admin/event-room': {
    tag: 'Events',
    summary: 'What an event would meet in the room',
    description:
      'For the event form, before it saves: the tables booked in those hours and how far over the room the busiest moment would be (docs/decisions.md 111).',
    query: eventRoomQuerySchema,
    answers: { '200': json('The room in those hours.', eventRoomSchema), '400': invalid },
  },
  'PUT /api/admin/event-room/:eventId/tables': {
    tag: 'Floor',
    summary: 'Give an event night tables or areas',
    description:
      "The tables and every table of the areas given are held for the event's hours, as a booking's are (docs/decisions.md 161); an empty list gives them back. An exclusive event has the whole floor anyway.",
    pathParameters: { eventId: { description: "The event's id (a UUID)." } },
    body: jsonBody(eventTablesSchema),
    answers: {
      '200': json('The tables and areas the event now holds.', eventTablesSchema),
      '400': invalid,
      '404': error('No such event (or it was deleted).'),
      '409': json(
        'Bookings sit at those tables during the event, listed; or a table or area is not on the floor.',
        strandedBookingsSchema,
      ),
    },
  },
  'GET /api/admin/bookings/export': {
    tag: 'Event bookings',
    summary: 'Export event bookings as CSV',
    query: eventBookingExportQuerySchema,
    answers: { '200': csvFile('Every event booking that matches.'), '400': invalid },
  },
  'GET /api/admin/bookings': {
    tag: 'Event bookings',
    summary: 'List event bookings, for staff',
    query: eventBookingListQuerySchema,
    answers: {
      '200': json('One page of the bookings that match, newest first.', z.array(eventBookingSchema), listHeaders),
      '400': invalid,
    },
  },
  'GET /api/admin/guests': {
    tag: 'Guests',
    summary: 'List and search guest profiles',
    description:
      'One profile per guest, found by the normalised e-mail or the phone number in E.164 (docs/decisions.md 163); the latest booked first. `q` matches part of the name or e-mail, or a phone number by its digits however it was typed.',
    query: guestListQuerySchema,
    answers: {
      '200': json('One page of the profiles that match.', z.array(guestListItemSchema), listHeaders),
      '400': invalid,
    },
  },
  'GET /api/admin/guests/:id': {
    tag: 'Guests',
    summary: 'A guest profile with its history',
    description:
      'Visits (reservations seated, finished or confirmed for a past day; event bookings confirmed for a past event), no-shows, cancellations, the last visit, upcoming bookings, the history, staff notes and tags, and the wishes the guest agreed to have remembered.',
    answers: { '200': json('The profile.', guestProfileSchema), '404': error('No such profile (merged or erased).') },
  },
  'PATCH /api/admin/guests/:id': {
    tag: 'Guests',
    summary: "Change a profile's notes, tags or remembered wishes",
    description: 'Only the fields given change; `preferences: null` forgets the remembered wishes.',
    body: jsonBody(guestProfilePatchSchema),
    answers: { '200': json('The profile as stored.', guestProfileSchema), '400': invalid, '404': error('No such profile.') },
  },
  'POST /api/admin/guests/:id/merge': {
    tag: 'Guests',
    summary: 'Merge another profile into this one',
    description:
      "The other profile's bookings move to this one, its notes are added, its tags joined, its wishes and contact details fill what this one lacks; then it is deleted (docs/decisions.md 163).",
    body: jsonBody(guestMergeSchema),
    answers: {
      '200': json('The merged profile.', guestProfileSchema),
      '400': error('`otherId` is missing, no UUID, or this profile itself.'),
      '404': error('This profile or the other does not exist (any more): merged already, or erased.'),
    },
  },
  'PATCH /api/admin/bookings/:id/status': {
    tag: 'Event bookings',
    summary: 'Confirm or cancel an event booking',
    description:
      'Pending can be confirmed or cancelled, confirmed cancelled (docs/decisions.md 43); cancelling gives the seats back.',
    body: jsonBody(statusChangeSchema),
    answers: {
      '200': json('The booking as stored.', eventBookingSchema),
      '400': invalid,
      '404': error('No such booking.'),
      '409': error('The move is not allowed.'),
    },
  },
  'PATCH /api/admin/bookings/:id/deposit': {
    tag: 'Event bookings',
    summary: "Mark an event booking's deposit or prepayment received or refunded",
    description:
      'An event night may ask a deposit or the whole price in advance by bank transfer (docs/decisions.md 166). `received` confirms a pending booking (its seats are held already) and tells the guest; `refunded` records a received payment (or one paid after the release) paid back. The same mark again answers the same.',
    body: jsonBody(depositChangeSchema),
    answers: {
      '200': json('The booking as stored.', eventBookingSchema),
      '400': invalid,
      '404': error('No such booking.'),
      '409': error(
        'It asks for no payment; the time to pay ran out and it was released; or a payment not received cannot be refunded.',
      ),
    },
  },
  'DELETE /api/admin/bookings/:id': {
    tag: 'Event bookings',
    summary: 'Delete a confirmed event booking',
    description: 'A pending one is cancelled instead, a cancelled one has no actions (docs/decisions.md 43). Its seats go back.',
    answers: {
      '204': empty('Deleted.'),
      '404': error('No such booking.'),
      '409': error('Only a confirmed booking can be deleted.'),
    },
  },
  'GET /api/personal-data/booking': {
    tag: 'Data rights',
    summary: "Booking's records of a data request's address",
    description: 'Reservations, event bookings and waitlist places (docs/decisions.md 116).',
    headers: ['guestToken'],
    answers: {
      '200': json("Booking's records, by kind.", personalDataSchema),
      '404': error('No data request has this token (yet: booking learns of a new one within moments).'),
      '410': error(`The link's ${dataRequestHours} hours are over.`),
    },
  },
};
