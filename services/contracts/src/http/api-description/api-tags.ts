/**
 * The groups the API page and the document show operations in, in this order, each with what it covers. An
 * operation names one of them.
 */
export const apiTags = [
  { name: 'Menu', description: 'The menu guests read, and the items owners keep (docs/decisions.md 28, 89).' },
  { name: 'Gallery', description: "The gallery's pictures, uploads and their order (docs/decisions.md 34, 90)." },
  {
    name: 'Media',
    description: 'Image files: uploads under random names, the seed content under theirs (docs/decisions.md 33).',
  },
  {
    name: 'Restaurant',
    description:
      "The restaurant's details: who and where it is, how guests reach it, the Impressum's operator (docs/decisions.md 148).",
  },
  {
    name: 'Blog',
    description:
      "The blog's posts: the published ones guests read, and the owner's drafts, schedule and preview (docs/decisions.md 150).",
  },
  { name: 'Home page', description: "The home page's texts and pictures the owner keeps (docs/decisions.md 152)." },
  {
    name: 'Instagram',
    description: 'The Instagram wall the owner keeps: pictures of ours linking to the real posts (docs/decisions.md 151).',
  },
  { name: 'Events', description: 'Event nights: the list guests read and the form owners save (docs/decisions.md 30, 111).' },
  {
    name: 'Event bookings',
    description: "Seats booked for an event, the event's waitlist, and staff's list (docs/decisions.md 42, 117).",
  },
  {
    name: 'Reservations',
    description:
      "Table reservations: the guest's request, the waitlist of a full slot, staff's list, the day sheet (docs/decisions.md 39, 70, 115).",
  },
  {
    name: 'Guests',
    description:
      'Guest profiles: visits, no-shows, notes, tags and remembered wishes, found and merged by staff (docs/decisions.md 163).',
  },
  {
    name: 'Schedule',
    description: "The restaurant's hours and capacity, and what a date offers a party (docs/decisions.md 108, 110, 111).",
  },
  {
    name: 'Floor',
    description:
      "The restaurant's areas, tables and the tables that may be joined, where every reservation sits (docs/decisions.md 154, 155).",
  },
  {
    name: 'Guest links',
    description:
      "A guest's own booking and a waitlist offer, read and changed through the personal link's token, sent in `x-guest-token` (docs/decisions.md 113, 115).",
  },
  { name: 'Contact', description: "The contact form, and staff's inbox of its messages (docs/decisions.md 59)." },
  { name: 'Feedback', description: "Guests' feedback, staff's approval, and the reviews page (docs/decisions.md 56, 57)." },
  {
    name: 'Data rights',
    description: "A guest's data rights, self-served: the request, each service's records, the erasure (docs/decisions.md 116).",
  },
  {
    name: 'Admin session',
    description:
      "Signing in and out, the session's CSRF token and refresh, the admin's password and sessions (docs/decisions.md 19-21, 99).",
  },
  { name: 'Admin accounts', description: 'The accounts owners keep (docs/decisions.md 86, 88).' },
  { name: 'System', description: "The gateway's own answers: the system's status and this API description." },
] as const;

export type ApiTag = (typeof apiTags)[number]['name'];
