import type { SystemStatus } from '@ristorante/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getSystemStatus } from '../src/features/system-status/api/get-system-status';
import { expectNoAxeViolations } from './support/axe';
import { renderApp } from './support/render-app';
import { apiError, inTurn, server } from './support/api-server';

const degraded: SystemStatus = {
  status: 'degraded',
  gateway: 'ok',
  services: {
    catalog: { status: 'ok', checks: { postgres: 'ok' } },
    booking: { status: 'fail', checks: { postgres: 'ok', rabbitmq: 'connection refused' } },
    inbox: { status: 'unreachable', checks: {} },
  },
};

/** The gateway answers GET /api/status with `status`. */
function serveStatus(status: SystemStatus): void {
  server.use(http.get('/api/status', () => HttpResponse.json(status)));
}

function row(name: string): HTMLElement {
  const element = screen.getByTestId('system-status').querySelector<HTMLElement>(`[data-service="${name}"]`);
  if (!element) throw new Error(`no row for ${name}`);
  return element;
}

describe('system status page (/{locale}/test)', () => {
  it('when the gateway answers, then the gateway and each service show their status and checks', async () => {
    // Served at GET /api/status only: a request for anything else would fail the test.
    serveStatus(degraded);
    renderApp('/de/test');

    await screen.findByTestId('system-status');
    expect(screen.getByText('Einige Dienste haben Probleme.')).toBeTruthy();
    expect(within(row('gateway')).getByText('OK')).toBeTruthy();
    expect(within(row('catalog')).getByText('OK')).toBeTruthy();
    expect(within(row('booking')).getByText('Fehler')).toBeTruthy();
    expect(within(row('booking')).getByText('rabbitmq')).toBeTruthy();
    expect(within(row('booking')).getByText('connection refused')).toBeTruthy();
    expect(within(row('inbox')).getByText('Nicht erreichbar')).toBeTruthy();
    expect(screen.getByTestId('system-status').querySelectorAll('[data-service]')).toHaveLength(4);
    await expectNoAxeViolations();
  });

  it('when the request is still running, then a loading state is shown', async () => {
    serveStatus(degraded);
    renderApp('/en/test');

    expect(await screen.findByRole('status')).toBeTruthy();
    expect(screen.getByText('Loading status …')).toBeTruthy();
    await screen.findByTestId('system-status');
  });

  it('when the gateway answers 503, then the error shows Try Again, and clicking it recovers', async () => {
    const status = inTurn(
      () => apiError(503, 'Service Unavailable'),
      () => HttpResponse.json<SystemStatus>({ status: 'ok', gateway: 'ok', services: { auth: { status: 'ok', checks: {} } } }),
    );
    server.use(http.get('/api/status', status));
    const { user } = renderApp('/en/test');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('The system status could not be loaded.')).toBeTruthy();
    expect(screen.queryByTestId('system-status')).toBeNull();

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    await screen.findByTestId('system-status');
    expect(within(row('auth')).getByText('OK')).toBeTruthy();
    expect(screen.getByText('All services are running.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(status.sent).toHaveLength(2);
  });

  it('when the answer does not match the contract, then the German error state offers Erneut versuchen', async () => {
    // Not a SystemStatus: what the page must refuse.
    server.use(http.get('/api/status', () => HttpResponse.json({ status: 'fine' })));
    renderApp('/de/test');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('status')).toBeNull());
  });

  it('when the gateway answers non-ok, then the fetcher throws even if the body is a valid status', async () => {
    server.use(http.get('/api/status', () => HttpResponse.json(degraded, { status: 503 })));

    await expect(getSystemStatus()).rejects.toThrow('Network response was not ok');
  });

  it('when the gateway answers ok, then the fetcher returns the validated status', async () => {
    serveStatus(degraded);

    await expect(getSystemStatus()).resolves.toEqual(degraded);
  });
});
