import { describe, expect, it } from 'vitest';
import { countedBus, createLogger, createServiceMetrics, currentRequestId, InProcessBus, requestContext } from '../src/index.js';
import { metricValue, parseMetrics, waitFor } from '../src/testing/index.js';

const silent = createLogger('metrics-test', 'silent');

const envelope = (type: string) => ({ id: crypto.randomUUID(), type, occurredAt: new Date().toISOString(), payload: {} });

async function samplesOf(metrics: ReturnType<typeof createServiceMetrics>) {
  return parseMetrics(await metrics.registry.metrics());
}

describe('the bus, counted (countedBus)', () => {
  it('when events are published and handled, failed once, or failed for good, then each counter moves by its own', async () => {
    const inner = new InProcessBus({ logger: silent, retryDelaysMs: [20, 40] });
    const metrics = createServiceMetrics('booking');
    // Three tries in all: the retry delays plus one; the bus says which is the last.
    const bus = countedBus(inner, metrics);
    const tries = new Map<string, number>();
    await bus.subscribe({ queue: 'metrics-test.counted', topics: ['#'] }, async (message) => {
      const tried = (tries.get(message.type) ?? 0) + 1;
      tries.set(message.type, tried);
      if (message.type === 'test.flaky' && tried === 1) throw new Error('first try fails');
      if (message.type === 'test.broken') throw new Error('always fails');
    });

    await bus.publish(envelope('test.fine'));
    await bus.publish(envelope('test.flaky'));
    await bus.publish(envelope('test.broken'));
    await waitFor('the broken event to be parked', async () =>
      metricValue(await samplesOf(metrics), 'bus_events_dead_lettered_total') > 0 ? true : undefined,
    );

    const samples = await samplesOf(metrics);
    expect(metricValue(samples, 'bus_events_published_total')).toBe(3);
    expect(metricValue(samples, 'bus_events_published_total', { type: 'test.fine', service: 'booking' })).toBe(1);
    expect(metricValue(samples, 'bus_events_consumed_total', { type: 'test.fine' })).toBe(1);
    expect(metricValue(samples, 'bus_events_consumed_total', { type: 'test.flaky' })).toBe(1);
    expect(metricValue(samples, 'bus_events_consumed_total', { type: 'test.broken' })).toBe(0);
    expect(metricValue(samples, 'bus_events_retried_total', { type: 'test.flaky' })).toBe(1);
    expect(metricValue(samples, 'bus_events_retried_total', { type: 'test.broken' })).toBe(2);
    expect(metricValue(samples, 'bus_events_dead_lettered_total', { type: 'test.broken' })).toBe(1);
    expect(metricValue(samples, 'bus_events_dead_lettered_total', { type: 'test.flaky' })).toBe(0);
    // Parked, and shown as present until an operator takes it.
    expect(metricValue(samples, 'bus_dead_letters', { queue: 'metrics-test.counted' })).toBe(1);
    expect(await inner.takeDeadLetters('metrics-test.counted')).toHaveLength(1);
    expect(metricValue(await samplesOf(metrics), 'bus_dead_letters', { queue: 'metrics-test.counted' })).toBe(0);
    await bus.close();
  });

  it('when an event is handled, then the handler runs in its correlation id’s request context, or in none', async () => {
    const bus = countedBus(new InProcessBus({ logger: silent }), createServiceMetrics('worker'));
    const seen: Array<[string, string | undefined]> = [];
    await bus.subscribe({ queue: 'metrics-test.context', topics: ['#'] }, async (message) => {
      seen.push([message.type, currentRequestId()]);
    });
    // Published while serving another request: that request's id must not leak into the handlers.
    await requestContext.run({ requestId: 'the-publishers-request' }, async () => {
      await bus.publish({ ...envelope('test.traced'), correlationId: 'the-guests-request' });
      await bus.publish(envelope('test.untraced'));
    });
    await waitFor('both handled', () => (seen.length === 2 ? true : undefined));
    expect(Object.fromEntries(seen)).toEqual({ 'test.traced': 'the-guests-request', 'test.untraced': undefined });
    await bus.close();
  });
});
