import { runFollowUps, type FollowUpSettings } from '../../src/follow-ups/follow-up-job.js';
import type { BookingUnderTest } from './booking-under-test.js';

/** The follow-ups' settings the tests run with: reminders at 10:00 the day before, the guest told after two hours. */
export const followUpSettings: FollowUpSettings = { reminderTime: '10:00', stillPendingNoticeMinutes: 120 };

/**
 * One run of the follow-ups at `now` (the clock under the test's control), and the events it recorded: what the test
 * did before is published first, so only the follow-ups' own events are counted.
 */
export async function followUpsAt(t: Pick<BookingUnderTest, 'quiet' | 'published' | 'booking'>, now: Date) {
  await t.quiet();
  t.published.length = 0;
  const counts = await runFollowUps(t.booking.pool, followUpSettings, now);
  await t.quiet();
  return { counts, types: t.published.map((message) => message.type), published: [...t.published] };
}

/** `minutes` after (or before, negative) the instant `iso`. */
export const minutesFrom = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * 60_000);
