import { avatarsOf } from '../utils/event-display';

/**
 * Who is coming, anonymously (docs/product.md, 'Lists and how much they show'): a neutral figure for each of the first
 * 5 attendees, then '+N'. Decoration only: the attendance next to it says the same in words.
 */
export function AttendeeAvatars({ attendees }: { attendees: number }) {
  const { shown, more } = avatarsOf(attendees);
  if (shown === 0) return null;
  return (
    <div className="event-avatars" aria-hidden="true" data-testid="attendee-avatars">
      {Array.from({ length: shown }, (_, index) => (
        <span key={index} className="event-avatar" data-testid="attendee-avatar">
          <svg viewBox="0 0 24 24" width="20" height="20" focusable="false">
            <circle cx="12" cy="8" r="4" fill="currentColor" />
            <path d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7z" fill="currentColor" />
          </svg>
        </span>
      ))}
      {more > 0 ? <span className="event-avatar event-avatar-more">+{more}</span> : null}
    </div>
  );
}
