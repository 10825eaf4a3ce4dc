import type { MessageId } from '../../../../i18n/catalogues';

/**
 * How long ago something happened (docs/decisions.md 74, 135): 'Just now' within the minute, then whole minutes
 * (a 34-minute-old request must read as one past the 30 minutes promised to guests), then whole hours, then
 * whole days. Counted on the clock, so it reads the same in Berlin as anywhere.
 */
export function timeAgo(iso: string, now: Date): { id: MessageId; values: Record<string, number> } {
  const minutes = Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000);
  if (minutes < 1) return { id: 'admin.overview.ago.justNow', values: {} };
  if (minutes < 60) return { id: 'admin.overview.ago.minutes', values: { minutes } };
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return { id: 'admin.overview.ago.hours', values: { hours } };
  return { id: 'admin.overview.ago.days', values: { days: Math.floor(hours / 24) } };
}
