import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { metricValue, scrapeMetrics, startTestSystem, type TestSystem } from '@ristorante/kit/testing';
import { catalogProcess } from '../../services/catalog/test/support/catalog-under-test.js';
import { gatewayProcess } from './support/gateway-process.js';

// The gateway's own metrics (docs/decisions.md 118), on its port, which only Nginx and Prometheus reach.
describe('the gateway’s metrics', () => {
  let system: TestSystem;
  let base: string;

  beforeAll(async () => {
    system = await startTestSystem();
    const catalog = await system.start(catalogProcess(await system.tempDir('catalog-media-')));
    base = (await system.start(gatewayProcess({ catalog: catalog.base }))).base;
  });
  afterAll(async () => {
    await system?.stop();
  });

  it('when calls are answered, then each is counted by its route-table pattern, method and status', async () => {
    const before = await scrapeMetrics(base);
    const id = crypto.randomUUID();
    expect((await fetch(`${base}/api/menu`)).status).toBe(200);
    expect((await fetch(`${base}/api/events/${id}`)).status).toBe(404);
    expect((await fetch(`${base}/api/no-such-thing/${id}`)).status).toBe(404);
    // The booking service is nobody here: the gateway's own 503.
    expect((await fetch(`${base}/api/availability?date=2030-01-01&guests=2`)).status).toBe(503);
    const after = await scrapeMetrics(base);
    const grew = (labels: Record<string, string>) =>
      metricValue(after, 'http_requests_total', labels) - metricValue(before, 'http_requests_total', labels);

    expect(grew({ route: '/api/menu', method: 'GET', status: '200', service: 'gateway' })).toBe(1);
    expect(grew({ route: '/api/events/:id', method: 'GET', status: '404' })).toBe(1);
    expect(grew({ route: 'unmatched', method: 'GET', status: '404' })).toBe(1);
    expect(grew({ route: '/api/availability', method: 'GET', status: '503' })).toBe(1);
    expect(after.some((sample) => Object.values(sample.labels).some((value) => value.includes(id)))).toBe(false);
    // Its pool (the rate limits' database) is watched too.
    expect(metricValue(after, 'db_pool_connections', { state: 'max' })).toBe(5);
  });
});
