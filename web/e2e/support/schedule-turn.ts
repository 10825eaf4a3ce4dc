import { mkdir, rmdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { mailDir } from './mail-folder.js';

/** Beside the stack's mail folder: one per run of `make e2e`. */
const turnDir = path.join(mailDir, '..', 'schedule-turn');
/** A turn older than this was left by a journey that died holding it. */
const staleMs = 120_000;
/** How long a journey waits for the turn before it gives up. */
const turnWaitMs = 90_000;
/** A journey that takes the turn may wait that long for it, then does its own work: its test's time. */
export const journeyInTurn = { timeout: turnWaitMs + 60_000 };

/**
 * Runs `work` while no other journey changes the owner's schedule: the journeys of one run share one stack and two
 * run at once, and a schedule saved from a version read before another's save is refused (412), while one put
 * back to the opening schedule undoes the other's change. A directory made exclusively is the turn.
 */
export async function inScheduleTurn<T>(work: () => Promise<T>, waitMs = turnWaitMs): Promise<T> {
  const started = Date.now();
  for (;;) {
    try {
      await mkdir(turnDir);
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const held = await stat(turnDir).catch(() => undefined);
      if (held && Date.now() - held.mtimeMs > staleMs) await rmdir(turnDir).catch(() => undefined);
      if (Date.now() - started > waitMs) throw new Error('another journey held the schedule too long');
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  try {
    return await work();
  } finally {
    await rmdir(turnDir).catch(() => undefined);
  }
}
