import {
  defaultRestaurantDetails,
  type HouseScheduleInput,
  type PublishedSchedule,
  type StrandedReservations,
} from '@ristorante/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, recording, testSchedule } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { serveDashboard, signedInAs } from './support/admin-api';
import { smallFloor } from './support/floor-fixture';
import { renderAdmin } from './support/render-admin';

const settingsPath = '/en/admin/dashboard?tab=settings';

/**
 * The Settings tab's API: the schedule as saved (version 3) with `save` answering its PUT, and the restaurant's
 * details as first installed (version 0) with `saveRestaurant` answering theirs, and a floor of one table (its own
 * tests are admin-floor-editor.test.tsx).
 */
function serveSettings(save: Parameters<typeof http.put>[1], saveRestaurant?: Parameters<typeof http.put>[1]) {
  const saved: PublishedSchedule = { ...testSchedule, version: 3 };
  serveDashboard(
    http.get('/api/schedule', () => HttpResponse.json(saved)),
    http.put('/api/admin/schedule', save),
    http.get('/api/admin/restaurant', () => HttpResponse.json({ ...defaultRestaurantDetails, version: 0 })),
    http.get('/api/admin/floor', () => HttpResponse.json(smallFloor)),
    ...(saveRestaurant ? [http.put('/api/admin/restaurant', saveRestaurant)] : []),
  );
}

async function openSettings() {
  const app = renderAdmin(settingsPath);
  await screen.findByRole('heading', { level: 1, name: 'Opening hours and capacity' });
  await screen.findByRole('button', { name: 'Save' });
  const day = (name: string) => screen.getByRole('group', { name });
  return { ...app, day };
}

describe('settings tab: the restaurant’s hours and capacity', () => {
  it('when an owner opens it, then the week, the table times and the room are the saved ones, and axe finds nothing', async () => {
    serveSettings(recording(() => HttpResponse.json(testSchedule)));
    const page = await openSettings();
    const monday = page.day('Monday');
    expect(within(monday).getByRole('checkbox', { name: 'Open' })).toHaveProperty('checked', true);
    expect(within(monday).getByLabelText('Opens')).toHaveProperty('value', '17:00');
    expect(within(page.day('Friday')).getByLabelText('Closes')).toHaveProperty('value', '23:00');
    expect(screen.getByLabelText('Kitchen closes')).toHaveProperty('value', '22:00');
    expect(screen.getByLabelText('Last reservation time')).toHaveProperty('value', '21:30');
    expect(screen.getByLabelText('Covers in the room')).toHaveProperty('value', '40');
    expect(screen.getByText('No exceptions planned.')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('when a staff member is signed in, then there is no Settings tab', async () => {
    serveDashboard(signedInAs('staff'));
    renderAdmin('/en/admin/dashboard');
    await screen.findByRole('link', { name: /Reservations/ });
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('when the owner closes Mondays, adds a closed day with a note and lowers the room, then the whole schedule is saved from the version read', async () => {
    const save = recording(({ request }) =>
      request.json().then((body) => HttpResponse.json({ ...(body as HouseScheduleInput), version: 4 })),
    );
    serveSettings(save);
    const page = await openSettings();
    await page.user.click(within(page.day('Monday')).getByRole('checkbox', { name: 'Open' }));
    expect(within(page.day('Monday')).queryByLabelText('Opens')).toBeNull();
    await page.user.clear(screen.getByLabelText('Covers in the room'));
    await page.user.type(screen.getByLabelText('Covers in the room'), '32');
    // The no-show rule (docs/decisions.md 164): shown with its defaults, saved as set.
    expect((screen.getByLabelText('Keep guest profiles (months)') as HTMLInputElement).value).toBe('24');
    await page.user.clear(screen.getByLabelText('Call after no-shows'));
    await page.user.type(screen.getByLabelText('Call after no-shows'), '3');
    await page.user.click(screen.getByRole('button', { name: 'Add an exception' }));
    const exception = screen.getByRole('group', { name: 'Exception 1' });
    fireEvent.change(within(exception).getByLabelText('From'), { target: { value: '2027-08-02' } });
    fireEvent.change(within(exception).getByLabelText('To (included)'), { target: { value: '2027-08-15' } });
    await page.user.type(within(exception).getByLabelText('Note for guests (German)'), 'Betriebsferien');
    await page.user.type(within(exception).getByLabelText('Note for guests (English)'), 'Summer holiday');
    await page.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Saved. The pages show it within a few seconds.')).toBeTruthy();
    expect(save.sent).toHaveLength(1);
    expect(save.sent[0]!.headers['if-match']).toBe('"3"');
    expect(save.sent[0]!.body).toEqual({
      ...testSchedule,
      version: undefined,
      weeklyHours: { ...testSchedule.weeklyHours, monday: null },
      roomCapacityCovers: 32,
      weekdayTimes: {},
      guestRules: { noShowLimit: 3, noShowMonths: 12, profileMonths: 24 },
      exceptions: [{ from: '2027-08-02', to: '2027-08-15', hours: null, note: { de: 'Betriebsferien', en: 'Summer holiday' } }],
    });
  });

  it('when the owner gives Friday its own kitchen close and last table, then they are checked by Friday’s hours and saved for Friday alone', async () => {
    const save = recording(({ request }) =>
      request.json().then((body) => HttpResponse.json({ ...(body as HouseScheduleInput), version: 4 })),
    );
    serveSettings(save);
    const page = await openSettings();
    const friday = () => page.day('Friday');
    expect(within(friday()).queryByLabelText('Kitchen closes')).toBeNull();
    await page.user.click(within(friday()).getByRole('checkbox', { name: 'Own kitchen and table times' }));
    // Ticked, the day starts from the week's times.
    expect(within(friday()).getByLabelText('Kitchen closes')).toHaveProperty('value', '22:00');
    expect(within(friday()).getByLabelText('Last reservation time')).toHaveProperty('value', '21:30');
    fireEvent.change(within(friday()).getByLabelText('Kitchen closes'), { target: { value: '21:00' } });
    await page.user.click(screen.getByRole('button', { name: 'Save' }));

    // 21:30 is not before Friday's own kitchen close: named under Friday's field, nothing sent.
    const last = within(friday()).getByLabelText('Last reservation time');
    expect(
      await within(friday()).findByText(
        "This weekday's last reservation time must be before its kitchen closes and before closing",
      ),
    ).toBeTruthy();
    expect(last.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(last));
    expect(save.sent).toHaveLength(0);

    // Editing the day's own times takes their errors away (the day's path and those below it).
    fireEvent.change(within(friday()).getByLabelText('Kitchen closes'), { target: { value: '21:15' } });
    expect(last.getAttribute('aria-invalid')).toBeNull();
    expect(within(friday()).queryByText(/last reservation time must be before/)).toBeNull();
    fireEvent.change(within(friday()).getByLabelText('Kitchen closes'), { target: { value: '21:00' } });
    fireEvent.change(last, { target: { value: '20:00' } });
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Saved. The pages show it within a few seconds.')).toBeTruthy();
    expect(save.sent[0]!.body).toMatchObject({
      kitchenCloses: '22:00',
      slots: { last: '21:30' },
      weekdayTimes: { friday: { kitchenCloses: '21:00', lastSlot: '20:00' } },
    });
    // Read back from the answer, the tick and the times stay.
    expect(within(friday()).getByRole('checkbox', { name: 'Own kitchen and table times' })).toHaveProperty('checked', true);
    expect(within(friday()).getByLabelText('Last reservation time')).toHaveProperty('value', '20:00');
    await expectNoAxeViolations();
  });

  it('when the times contradict each other, then each field says why, focus goes to the first, and nothing is sent', async () => {
    const save = recording(() => HttpResponse.json(testSchedule));
    serveSettings(save);
    const page = await openSettings();
    fireEvent.change(screen.getByLabelText('Last reservation time'), { target: { value: '22:30' } });
    await page.user.clear(screen.getByLabelText('Seating length in minutes'));
    await page.user.type(screen.getByLabelText('Seating length in minutes'), '20');
    await page.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Please check the marked fields.')).toBeTruthy();
    const last = screen.getByLabelText('Last reservation time');
    expect(last.getAttribute('aria-invalid')).toBe('true');
    expect(
      screen.getByText('The last reservation time must be before the kitchen closes and before closing on every open day'),
    ).toBeTruthy();
    expect(screen.getByText('The seating length must be a whole number of minutes from 30 to 360')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(last));
    expect(save.sent).toHaveLength(0);
  });

  it('when the change would strand reservations, then they are listed with a link to their day and nothing is saved', async () => {
    const answer: StrandedReservations = {
      error: 'This change would leave 1 reservation outside the new hours. Please move or cancel it first.',
      stranded: [
        {
          id: '00000000-0000-4000-8000-000000000009',
          name: 'Anna Schmidt',
          date: '2027-08-02',
          time: '19:00',
          guests: 4,
          status: 'confirmed',
        },
      ],
    };
    serveSettings(recording(() => HttpResponse.json(answer, { status: 409 })));
    const page = await openSettings();
    await page.user.click(within(page.day('Monday')).getByRole('checkbox', { name: 'Open' }));
    await page.user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('These reservations would fall outside the new hours:')).toBeTruthy();
    const link = screen.getByRole('link', { name: 'Monday, 2 August 2027, 19:00: Anna Schmidt, 4 guests' });
    expect(link.getAttribute('href')).toBe('/en/admin/dashboard?tab=reservations&date=2027-08-02');
    expect(
      screen
        .getAllByRole('alert')
        .map((alert) => alert.textContent)
        .join(' '),
    ).toContain(answer.error);
    await expectNoAxeViolations();
  });

  it('when the server names a field, then its sentence stands beside it; when someone saved meanwhile, Reload reads theirs', async () => {
    const save = recording(({ calls }) =>
      calls === 1
        ? apiError(400, 'Please check the marked fields.', { 'exceptions.0.from': 'These days overlap another exception' })
        : apiError(412, 'Someone else saved the settings since you opened them.'),
    );
    serveSettings(save);
    const page = await openSettings();
    await page.user.click(screen.getByRole('button', { name: 'Add an exception' }));
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2027-08-02' } });
    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('These days overlap another exception')).toBeTruthy();
    expect(screen.getByLabelText('From').getAttribute('aria-invalid')).toBe('true');

    await page.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});

describe('settings tab: the restaurant’s details', () => {
  it('when a field is wrong, then it says why at the field and nothing is sent; corrected, the details are saved from the version read', async () => {
    const save = recording(({ request }) =>
      request.json().then((body) => HttpResponse.json({ ...(body as object), phone: '+493098765432', version: 1 })),
    );
    serveSettings(
      recording(() => HttpResponse.json(testSchedule)),
      save,
    );
    const page = await openSettings();
    const vatId = await screen.findByLabelText('VAT id');
    await page.user.type(vatId, 'DE12345');
    await page.user.clear(screen.getByLabelText('Phone'));
    await page.user.type(screen.getByLabelText('Phone'), '030 9876 5432');
    await page.user.click(screen.getByRole('button', { name: 'Save the details' }));

    expect(await screen.findByText('A German VAT id is DE followed by nine digits, e.g. DE123456789')).toBeTruthy();
    expect(vatId.getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(vatId));
    expect(save.sent).toHaveLength(0);

    await page.user.type(vatId, '6789');
    expect(vatId.getAttribute('aria-invalid')).toBeNull();
    await page.user.click(screen.getByRole('button', { name: 'Save the details' }));
    expect(await screen.findByText("The restaurant's details are saved.")).toBeTruthy();
    expect(save.sent[0]!.headers['if-match']).toBe('"0"');
    expect(save.sent[0]!.body).toMatchObject({ phone: '030 9876 5432', operator: { vatId: 'DE123456789' } });
    await expectNoAxeViolations();
  });

  it('when someone else saved the details meanwhile, then the owner is told and offered a reload', async () => {
    serveSettings(
      recording(() => HttpResponse.json(testSchedule)),
      recording(() => apiError(412, 'Someone else saved the restaurant details since you opened them.')),
    );
    const page = await openSettings();
    await screen.findByLabelText('VAT id');
    await page.user.click(screen.getByRole('button', { name: 'Save the details' }));
    expect(await screen.findByRole('button', { name: 'Reload' })).toBeTruthy();
  });
});
