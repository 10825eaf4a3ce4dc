import type { FloorSave, StrandedBookings } from '@ristorante/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { todayInBerlin } from '../../src/admin/lib/dates';
import { apiError, recording, testRestaurant, testSchedule, watchRequests } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { serveDashboard, signedInAs } from './support/admin-api';
import { salaId, terraceId, testFloor } from './support/floor-fixture';
import { renderAdmin } from './support/render-admin';

type Resolver = Parameters<typeof http.put>[1];

/** The Settings tab's API with the floor of the fixture (version 5), `save` answering its PUT. */
function serveFloor(
  save: Resolver = recording(() => HttpResponse.json(testFloor)),
  read: Resolver = () => HttpResponse.json(testFloor),
) {
  serveDashboard(
    http.get('/api/schedule', () => HttpResponse.json(testSchedule)),
    http.get('/api/admin/restaurant', () => HttpResponse.json(testRestaurant)),
    http.get('/api/admin/floor', read),
    http.put('/api/admin/floor', save),
  );
}

async function openFloor() {
  const app = renderAdmin('/en/admin/dashboard?tab=settings');
  await screen.findByRole('heading', { level: 2, name: 'Floor' });
  await screen.findByRole('button', { name: 'Save the floor' });
  /** A table's row, by its name (a new one's is 'Table n'). */
  const table = (name: string) => screen.getByRole('listitem', { name });
  const area = (name: string) => screen.getByRole('group', { name });
  return { ...app, table, area };
}

/**
 * Replaces what a field holds with `text` in one change: each keystroke of `user.type` redraws the whole floor of
 * some 150 controls, which on a busy test machine costs seconds a field.
 */
function retype(field: HTMLElement, text: string) {
  fireEvent.change(field, { target: { value: text } });
}

describe('settings tab: the floor', () => {
  it('when an owner opens Settings, then the floor is shown as saved, with a summary line, and axe finds nothing', async () => {
    serveFloor();
    const page = await openFloor();
    expect(screen.getByText('7 tables, 24 seats, 3 combinations')).toBeTruthy();
    expect(within(page.area('Sala')).getByLabelText('Name of the area')).toHaveProperty('value', 'Sala');
    const terrace = page.area('Terrazza');
    expect(within(terrace).getByLabelText('Closed from')).toHaveProperty('value', '2027-01-04');
    expect(within(terrace).getByLabelText('Closed until (included)')).toHaveProperty('value', '2027-03-31');
    const four = page.table('4');
    expect(within(four).getByLabelText('Most guests')).toHaveProperty('value', '4');
    expect(within(four).getByLabelText('Area')).toHaveProperty('value', salaId);
    expect(within(page.table('7')).getByLabelText('Area')).toHaveProperty('value', terraceId);
    expect(within(page.table('2')).getByRole('checkbox', { name: 'Bookable online' })).toHaveProperty('checked', false);
    const joined = screen.getByRole('group', { name: '2 + 3 + 4' });
    expect(within(joined).getByRole('checkbox', { name: '4' })).toHaveProperty('checked', true);
    expect(within(joined).getByRole('checkbox', { name: '1' })).toHaveProperty('checked', false);
    // Only the room's tables are offered to a combination in the room.
    expect(within(joined).queryByRole('checkbox', { name: '5' })).toBeNull();
    expect(screen.getByLabelText('Late after (minutes)')).toHaveProperty('value', '15');
    expect(screen.getByLabelText('Most guests per arrival time')).toHaveProperty('value', '20');
    await expectNoAxeViolations();
  });

  it('when the owner adds a table, closes the room today and empties the pacing, then the whole floor is sent with the version read', async () => {
    const save = recording(({ request }) =>
      request.json().then((body) => HttpResponse.json({ ...(body as FloorSave), version: 6 })),
    );
    serveFloor(save);
    const page = await openFloor();
    await page.user.click(screen.getByRole('button', { name: 'Add a table' }));
    const added = page.table('Table 8');
    // A new table stands where the last one does, on the terrace.
    expect(within(added).getByLabelText('Area')).toHaveProperty('value', terraceId);
    await page.user.type(within(added).getByLabelText('Name or number'), '8');
    retype(within(page.table('8')).getByLabelText('Most guests'), '6');
    expect(screen.getByText('8 tables, 30 seats, 3 combinations')).toBeTruthy();
    await page.user.click(screen.getByRole('button', { name: 'Closed today: Sala' }));
    retype(screen.getByLabelText('Most guests per arrival time'), '');
    await page.user.click(screen.getByRole('button', { name: 'Save the floor' }));

    expect(await screen.findByText('The floor is saved.')).toBeTruthy();
    expect(save.sent).toHaveLength(1);
    const body = save.sent[0]!.body as FloorSave;
    const today = todayInBerlin();
    expect(body).toEqual({
      ...testFloor,
      version: 5,
      areas: [{ ...testFloor.areas[0], closures: [{ from: today, to: today }] }, testFloor.areas[1]],
      tables: [
        ...testFloor.tables,
        { id: body.tables[7]!.id, name: '8', areaId: terraceId, minGuests: 2, maxGuests: 6, bookableOnline: true },
      ],
      pacingCoversPerSlot: null,
    });
    expect(body.tables[7]!.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    // Read back from the answer: Sala is closed today, so the button is gone.
    expect(screen.queryByRole('button', { name: 'Closed today: Sala' })).toBeNull();
  });

  it('when a table seats fewer at most than at least, then its field says so, focus goes there, and nothing is sent', async () => {
    const save = recording(() => HttpResponse.json(testFloor));
    serveFloor(save);
    const page = await openFloor();
    const most = within(page.table('3')).getByLabelText('Most guests');
    retype(most, '1');
    await page.user.click(screen.getByRole('button', { name: 'Save the floor' }));

    expect(await within(page.table('3')).findByText('The most guests must not be fewer than the least')).toBeTruthy();
    expect(most.getAttribute('aria-invalid')).toBe('true');
    expect(most.getAttribute('name')).toBe('tables.2.maxGuests');
    expect(screen.getByText('Please check the marked fields.')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(most));
    expect(save.sent).toHaveLength(0);
  });

  it('when a combination keeps one table, then it is refused at its tables; when the server names a field, its sentence stands there', async () => {
    const save = recording(() => apiError(400, 'Please check the marked fields.', { 'tables.1.name': 'This name is taken' }));
    serveFloor(save);
    const page = await openFloor();
    const joined = screen.getByRole('group', { name: '1 + 2' });
    await page.user.click(within(joined).getByRole('checkbox', { name: '2' }));
    await page.user.click(screen.getByRole('button', { name: 'Save the floor' }));
    expect(await within(joined).findByText('A combination joins at least two different tables')).toBeTruthy();
    expect(save.sent).toHaveLength(0);

    await page.user.click(within(joined).getByRole('checkbox', { name: '2' }));
    await page.user.click(screen.getByRole('button', { name: 'Save the floor' }));
    expect(await within(page.table('2')).findByText('This name is taken')).toBeTruthy();
    expect(within(page.table('2')).getByLabelText('Name or number').getAttribute('aria-invalid')).toBe('true');
    expect(save.sent).toHaveLength(1);
  });

  it('when the new floor would leave bookings without a table, then they are listed with a link to their day', async () => {
    const answer: StrandedBookings = {
      error: 'This change would leave 1 booking without a table. Please move or cancel it first.',
      stranded: [
        {
          id: '00000000-0000-4000-8000-000000000009',
          name: 'Anna Schmidt',
          date: '2027-08-06',
          time: '19:30',
          guests: 6,
          status: 'confirmed',
        },
      ],
    };
    serveFloor(recording(() => HttpResponse.json(answer, { status: 409 })));
    const page = await openFloor();
    await page.user.click(within(page.table('7')).getByRole('button', { name: 'Remove: 7' }));
    expect(screen.queryByRole('listitem', { name: '7' })).toBeNull();
    await page.user.click(screen.getByRole('button', { name: 'Save the floor' }));

    expect(await screen.findByText('These bookings would be left without a table:')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Friday, 6 August 2027, 19:30: Anna Schmidt, 6 guests' });
    expect(link.getAttribute('href')).toBe('/en/admin/dashboard?tab=reservations&date=2027-08-06');
    expect(
      screen
        .getAllByRole('alert')
        .map((alert) => alert.textContent)
        .join(' '),
    ).toContain(answer.error);
    await expectNoAxeViolations();
  });

  it('when someone saved the floor first, then the owner is told and Reload reads theirs', async () => {
    const theirs = { ...testFloor, version: 6, areas: [testFloor.areas[0]!, { ...testFloor.areas[1]!, name: 'Giardino' }] };
    const read = recording(({ calls }) => HttpResponse.json(calls === 1 ? testFloor : theirs));
    serveFloor(
      recording(() =>
        apiError(
          412,
          'Someone else saved the floor since you opened it. Please reload to see their change, then make yours again.',
        ),
      ),
      read,
    );
    const page = await openFloor();
    retype(within(page.area('Terrazza')).getByLabelText('Name of the area'), 'Terrasse');
    await page.user.click(screen.getByRole('button', { name: 'Save the floor' }));
    expect(await screen.findByText(/Someone else saved the floor since you opened it/)).toBeTruthy();
    await page.user.click(screen.getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('group', { name: 'Giardino' })).toBeTruthy();
    expect(read.sent).toHaveLength(2);
  });

  it('when a staff member opens Settings by its address, then there is no floor editor and the floor is not asked for', async () => {
    const seen = watchRequests();
    serveDashboard(signedInAs('staff'));
    renderAdmin('/en/admin/dashboard?tab=settings');
    expect(await screen.findByText(/Only an owner edits/)).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Floor' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Save the floor' })).toBeNull();
    expect(seen).not.toContain('GET /api/admin/floor');
  });
});
