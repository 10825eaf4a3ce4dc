import type { MessageId } from '../../../../i18n/catalogues';

/**
 * How long ago something happened (docs/decisions.md 74): 'Just now' within the hour, then whole hours,
 * then whole days. Counted on the clock, so it reads the same in Berlin as anywhere.
 */
export function timeAgo(iso: string, now: Date): { id: MessageId; values: Record<string, number> } {
  const hours = Math.floor((now.getTime() - new Date(iso).getTime()) / 3_600_000);
  if (hours < 1) return { id: 'admin.overview.ago.justNow', values: {} };
  if (hours < 24) return { id: 'admin.overview.ago.hours', values: { hours } };
  return { id: 'admin.overview.ago.days', values: { days: Math.floor(hours / 24) } };
}
