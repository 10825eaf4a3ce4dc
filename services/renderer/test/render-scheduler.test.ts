import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@ristorante/kit';
import { createRenderScheduler, type RenderScheduler } from '../src/render-scheduler.js';

const logger = createLogger('renderer', 'silent');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let scheduler: RenderScheduler | undefined;
afterEach(async () => {
  await scheduler?.stop();
  scheduler = undefined;
});

/** A render that counts its runs, takes `ms`, and fails while `failing` says so. */
function countingRender(ms: number) {
  const state = { runs: 0, failing: false };
  return {
    state,
    render: async () => {
      state.runs++;
      await pause(ms);
      if (state.failing) throw new Error('the gateway answered 503');
    },
  };
}

describe('when the site is rendered', () => {
  it('when changes arrive close together, then they make one render', async () => {
    const { state, render } = countingRender(5);
    scheduler = createRenderScheduler({ render, debounceMs: 50, intervalMs: 60_000, retryMs: 1_000, logger });
    const done = scheduler.settled();
    for (let change = 0; change < 5; change++) scheduler.request(`change ${change}`);
    await done;
    await pause(100);
    expect(state.runs).toBe(1);
  });

  it('when a change arrives during a render, then one more render follows it, not one per change', async () => {
    const { state, render } = countingRender(80);
    scheduler = createRenderScheduler({ render, debounceMs: 10, intervalMs: 60_000, retryMs: 1_000, logger });
    scheduler.request('first');
    await pause(40); // the first render is under way
    scheduler.request('second');
    scheduler.request('third');
    await scheduler.settled();
    await pause(150);
    expect(state.runs).toBe(2);
  });

  it('when a render fails, then it is tried again after the retry delay, and waiting ends only with a success', async () => {
    const { state, render } = countingRender(1);
    state.failing = true;
    scheduler = createRenderScheduler({ render, debounceMs: 1, intervalMs: 60_000, retryMs: 60, logger });
    let settled = false;
    void scheduler.settled().then(() => (settled = true));
    scheduler.request('start');
    await pause(100);
    expect(state.runs).toBeGreaterThanOrEqual(2);
    expect(settled).toBe(false);
    state.failing = false;
    await expect.poll(() => settled, { timeout: 2_000 }).toBe(true);
  });

  it('when nothing changes, then it renders again every interval', async () => {
    const { state, render } = countingRender(1);
    scheduler = createRenderScheduler({ render, debounceMs: 1, intervalMs: 50, retryMs: 1_000, logger });
    scheduler.request('start');
    await pause(280);
    expect(state.runs).toBeGreaterThanOrEqual(4);
  });
});
