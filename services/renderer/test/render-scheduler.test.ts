import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '@ristorante/kit';
import { createRenderScheduler, type RenderScheduler } from '../src/render-scheduler.js';
import { readsAreInScope, scopeOf, type RenderScope } from '../src/render-scope.js';

const logger = createLogger('renderer', 'silent');
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let scheduler: RenderScheduler | undefined;
afterEach(async () => {
  await scheduler?.stop();
  scheduler = undefined;
});

/** A render that counts its runs and keeps their scopes, takes `ms`, and fails while `failing` says so. */
function countingRender(ms: number) {
  const state = { runs: 0, failing: false, scopes: [] as RenderScope[] };
  return {
    state,
    render: async (scope: RenderScope) => {
      state.runs++;
      state.scopes.push(scope);
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

  it("when changes name their pages, then one render takes all of theirs; the whole site's request or a failure widens none away", async () => {
    const { state, render } = countingRender(5);
    scheduler = createRenderScheduler({ render, debounceMs: 30, intervalMs: 60_000, retryMs: 20, logger });
    const seats = scopeOf(contentChanged('events', eventId));
    const dish = scopeOf(contentChanged('menu', dishId));
    const first = scheduler.settled();
    scheduler.request('seats', seats);
    scheduler.request('dish', dish);
    await first;
    expect(state.scopes).toHaveLength(1);
    const [both] = state.scopes;
    expect(readsAreInScope(both!, [`/api/events/${eventId}`])).toBe(true);
    expect(readsAreInScope(both!, ['/api/menu'])).toBe(true);
    expect(readsAreInScope(both!, ['/api/gallery', '/api/restaurant'])).toBe(false);

    state.failing = true;
    const retried = scheduler.settled();
    scheduler.request('seats', seats);
    await expect.poll(() => state.runs, { timeout: 2_000 }).toBeGreaterThanOrEqual(3);
    state.failing = false;
    await retried;
    // The failed render's pages are tried again: none is lost.
    expect(readsAreInScope(state.scopes.at(-1)!, [`/api/events/${eventId}`])).toBe(true);

    const whole = scheduler.settled();
    scheduler.request('dish', dish);
    scheduler.request('catalog.restaurant_changed');
    await whole;
    expect(state.scopes.at(-1)).toEqual({ all: true });
  });

  it('when changes keep coming faster than the debounce, then renders still run while they come, not only after', async () => {
    const { state, render } = countingRender(5);
    scheduler = createRenderScheduler({ render, debounceMs: 50, intervalMs: 60_000, retryMs: 1_000, logger });
    const seats = scopeOf(contentChanged('events', eventId));
    const until = Date.now() + 600;
    while (Date.now() < until) {
      scheduler.request('seats', seats);
      await pause(10);
    }
    expect(state.runs).toBeGreaterThanOrEqual(4);
  });

  it('when changes keep coming, then the whole site is still rendered once the interval has passed', async () => {
    const { state, render } = countingRender(1);
    scheduler = createRenderScheduler({ render, debounceMs: 5, intervalMs: 150, retryMs: 1_000, logger });
    const seats = scopeOf(contentChanged('events', eventId));
    scheduler.request('start');
    const until = Date.now() + 500;
    while (Date.now() < until) {
      scheduler.request('seats', seats);
      await pause(15);
    }
    const wholes = state.scopes.filter((scope) => scope.all).length;
    expect(state.scopes.length - wholes).toBeGreaterThan(5);
    expect(wholes).toBeGreaterThanOrEqual(3);
  });
});

const eventId = '5b0c7e0e-8a55-4a51-9d41-0c1d8b1d5e71';
const dishId = '0f6b7d1c-2b9e-4e8c-a2b1-3d4c5e6f7a8b';
const contentChanged = (section: string, id: string, change = 'updated') => ({
  type: 'catalog.content_changed',
  payload: { section, id, change },
});

describe('the pages a change renders again', () => {
  it("when an event's seats or details change, then its page and the lists of events, not another event's", () => {
    const scope = scopeOf(contentChanged('events', eventId));
    expect(readsAreInScope(scope, ['/api/events'])).toBe(true);
    expect(readsAreInScope(scope, ['/api/events?when=upcoming'])).toBe(true);
    expect(readsAreInScope(scope, [`/api/events/${eventId}`, '/api/restaurant'])).toBe(true);
    expect(readsAreInScope(scope, [`/api/events/${dishId}`, '/api/restaurant'])).toBe(false);
    expect(readsAreInScope(scope, ['/api/menu', '/api/home'])).toBe(false);
  });

  it('when a dish, a picture, a feed post or the home texts change, then the pages that read them', () => {
    expect(readsAreInScope(scopeOf(contentChanged('menu', dishId)), ['/api/menu'])).toBe(true);
    expect(readsAreInScope(scopeOf(contentChanged('menu', dishId)), ['/api/menu-other', '/api/events'])).toBe(false);
    expect(readsAreInScope(scopeOf(contentChanged('gallery', dishId)), ['/api/gallery'])).toBe(true);
    expect(readsAreInScope(scopeOf(contentChanged('instagram', dishId)), ['/api/instagram-posts'])).toBe(true);
    expect(readsAreInScope(scopeOf(contentChanged('home', 'home')), ['/api/home'])).toBe(true);
  });

  it('when pages may come or go or every page may show it, then the whole site', () => {
    for (const message of [
      contentChanged('events', eventId, 'created'),
      contentChanged('events', eventId, 'deleted'),
      contentChanged('blog', dishId),
      { type: 'catalog.restaurant_changed', payload: {} },
      { type: 'catalog.event_changed', payload: {} },
      { type: 'schedule.changed', payload: {} },
      { type: 'reviews.published_changed', payload: {} },
      { type: 'catalog.content_changed', payload: { section: 'menu' } },
    ])
      expect(scopeOf(message), message.type).toEqual({ all: true });
  });
});
