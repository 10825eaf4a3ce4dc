/** Polls until `probe` returns a value other than undefined, or fails after `timeoutMs` naming what it waited for. */
export async function waitFor<T>(
  what: string,
  probe: () => Promise<T | undefined> | T | undefined,
  timeoutMs = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  for (;;) {
    try {
      const value = await probe();
      if (value !== undefined) return value;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}${lastError ? `: ${String(lastError)}` : ''}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * A count once it has stopped moving for `quietMs`: how many mails went out, say, read after the system is quiet
 * rather than the moment the first appeared (a duplicate may follow a second later).
 */
export async function settledCount(
  what: string,
  read: () => Promise<number> | number,
  quietMs = 1_000,
  timeoutMs = 20_000,
): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  let since = Date.now();
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    const now = await read();
    if (now !== value) {
      value = now;
      since = Date.now();
    } else if (Date.now() - since >= quietMs) {
      return value;
    }
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what} to settle (still changing: ${value})`);
  }
}
