import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';

/** The machine's busy and total CPU time so far (jiffies, all cores), from /proc/stat. */
function cpuTimes(): { busy: number; total: number } {
  const fields = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = fields[3]! + (fields[4] ?? 0); // idle + iowait
  const total = fields.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/**
 * Waits until the machine has been mostly idle for `quietSeconds` in a row (or `limitSeconds` have passed):
 * after the write runs the notification worker still sends thousands of e-mails and the renderer writes the
 * booked events' pages, and Lighthouse would time that work, not the page. Answers how long it waited.
 */
export async function waitForQuietMachine({
  busyAtMost = 0.15,
  quietSeconds = 2,
  limitSeconds = 90,
}: { busyAtMost?: number; quietSeconds?: number; limitSeconds?: number } = {}): Promise<{ waitedMs: number; quiet: boolean }> {
  const since = performance.now();
  let quietFor = 0;
  let before = cpuTimes();
  while (performance.now() - since < limitSeconds * 1000) {
    await sleep(1000);
    const now = cpuTimes();
    const busy = (now.busy - before.busy) / Math.max(1, now.total - before.total);
    before = now;
    quietFor = busy <= busyAtMost ? quietFor + 1 : 0;
    if (quietFor >= quietSeconds) return { waitedMs: Math.round(performance.now() - since), quiet: true };
  }
  return { waitedMs: Math.round(performance.now() - since), quiet: false };
}
