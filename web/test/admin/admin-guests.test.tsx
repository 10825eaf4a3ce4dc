import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { GuestListItem, GuestProfile } from '@ristorante/contracts';
import { apiError, recording } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { serveDashboard } from './support/admin-api';
import { renderAdmin } from './support/render-admin';

const giulia: GuestProfile = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Giulia Ferri',
  email: 'giulia@example.org',
  phone: '+49301234567',
  tags: ['VIP'],
  visits: 2,
  noShows: 1,
  lastVisit: '2026-11-02',
  lastBookedAt: '2026-11-20T10:00:00.000Z',
  notes: 'Sitzt gern am Fenster',
  preferences: 'Nussallergie',
  cancellations: 0,
  upcoming: [
    {
      kind: 'reservation',
      id: '21111111-1111-4111-8111-111111111111',
      date: '2099-12-04',
      time: '19:00',
      guests: 2,
      status: 'pending',
      specialRequests: null,
    },
  ],
  history: [
    {
      kind: 'event',
      id: '31111111-1111-4111-8111-111111111111',
      date: '2026-11-02',
      time: '19:30',
      guests: 2,
      status: 'confirmed',
      event: 'Weinabend',
      specialRequests: 'Nussallergie',
    },
  ],
  createdAt: '2026-01-10T10:00:00.000Z',
};
const franca: GuestListItem = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Frau Ferri',
  email: null,
  phone: '+491512223334',
  tags: [],
  visits: 0,
  noShows: 0,
  lastVisit: null,
  lastBookedAt: '2026-11-01T10:00:00.000Z',
};

const listItem = ({
  notes: _n,
  preferences: _p,
  cancellations: _c,
  upcoming: _u,
  history: _h,
  createdAt: _at,
  ...item
}: GuestProfile) => item;

/** A booking service with Giulia and Frau Ferri, which answers the list (searched), Giulia's profile, a PATCH and a merge. */
function serveGuests() {
  let profile = { ...giulia };
  const list = recording(({ request }) => {
    const q = new URL(request.url).searchParams.get('q')?.toLowerCase() ?? '';
    const all = [listItem(profile), franca].filter((guest) => !q || guest.name.toLowerCase().includes(q));
    return HttpResponse.json(all, { headers: { 'x-total-count': String(all.length) } });
  });
  const patches = recording(async ({ request }) => {
    const body = (await request.json()) as Partial<GuestProfile>;
    if (body.tags?.some((tag) => tag.length > 30)) {
      return apiError(400, 'Validation failed', { tags: 'Please give at most 10 tags of 1 to 30 characters each' });
    }
    profile = { ...profile, ...body };
    return HttpResponse.json(profile);
  });
  const merges = recording(() => {
    profile = { ...profile, visits: profile.visits, notes: `${profile.notes}\nRuft immer an` };
    return HttpResponse.json(profile);
  });
  serveDashboard(
    http.get('/api/admin/guests', list),
    http.get(`/api/admin/guests/${giulia.id}`, () => HttpResponse.json(profile)),
    http.patch(`/api/admin/guests/${giulia.id}`, patches),
    http.post(`/api/admin/guests/${giulia.id}/merge`, merges),
  );
  return { list: list.sent, patches: patches.sent, merges: merges.sent };
}

describe('the guests screen (docs/decisions.md 163)', () => {
  it('lists guests with visits, no-shows and last visit, searches by what staff type, and axe finds nothing', async () => {
    const sent = serveGuests();
    const { user } = renderAdmin('/de/admin/dashboard?tab=guests');
    const table = await screen.findByRole('table', { name: 'Gäste, zuletzt gebuchte zuerst' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Giulia Ferri.*VIP.*2 Besuche.*1 No-Show.*02\.11\.2026/),
      expect.stringMatching(/Frau Ferri.*0 Besuche.*0 No-Shows.*noch nicht/),
    ]);
    await expectNoAxeViolations();
    await user.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'frau');
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(2));
    expect(sent.list.at(-1)!.query.q).toBe('frau');
  });

  it('a name opens the profile: figures, remembered wishes, bookings; staff save tags, see a refusal at its field, and merge a duplicate', async () => {
    const sent = serveGuests();
    const { user } = renderAdmin('/en/admin/dashboard?tab=guests');
    await user.click(await screen.findByRole('button', { name: 'Guest profile of Giulia Ferri' }));
    const dialog = await screen.findByRole('dialog', { name: 'Giulia Ferri' });
    expect(await within(dialog).findByText('2 visits')).toBeTruthy();
    expect(within(dialog).getByText('1 no-show')).toBeTruthy();
    expect(within(dialog).getByText('Nussallergie', { selector: '.guest-profile-remembered p' })).toBeTruthy();
    expect(within(dialog).getByText(/4 Dec 2099, 19:00 · 2 guests/)).toBeTruthy();
    expect(within(dialog).getByText(/· Weinabend/)).toBeTruthy();
    await expectNoAxeViolations();

    const tags = within(dialog).getByLabelText('Tags');
    await user.clear(tags);
    await user.type(tags, 'VIP, regular, VIP');
    await user.click(within(dialog).getByRole('button', { name: 'Save notes' }));
    await waitFor(() => expect(sent.patches).toHaveLength(1));
    // The shared schema's own rule: one tag once, the first spelling kept.
    expect(sent.patches[0]!.body).toEqual({ notes: 'Sitzt gern am Fenster', tags: ['VIP', 'regular'] });
    expect(await screen.findByText("Giulia Ferri's profile is saved.")).toBeTruthy();

    // A tag the shared schema refuses is named at its field, and nothing is sent.
    await user.clear(within(dialog).getByLabelText('Tags'));
    await user.type(within(dialog).getByLabelText('Tags'), 'x'.repeat(31));
    await user.click(within(dialog).getByRole('button', { name: 'Save notes' }));
    expect(await within(dialog).findByText('Please give at most 10 tags of 1 to 30 characters each')).toBeTruthy();
    expect(sent.patches).toHaveLength(1);

    // Forgetting the wishes takes their section, and its button, away: focus goes to the dialog's title, not the page.
    const title = within(dialog).getByRole('heading', { level: 2, name: 'Giulia Ferri' });
    await user.click(within(dialog).getByRole('button', { name: 'Forget' }));
    expect(await screen.findByText("Giulia Ferri's remembered wishes are forgotten.")).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByRole('button', { name: 'Forget' })).toBeNull());
    expect(sent.patches.at(-1)!.body).toEqual({ preferences: null });
    expect(document.activeElement).toBe(title);

    await user.click(within(dialog).getByText('Merge a duplicate profile'));
    await user.type(within(dialog).getByLabelText('Find the other profile (name, phone, e-mail)'), 'Ferri');
    await user.click(await within(dialog).findByRole('button', { name: 'Merge Frau Ferri into this one' }));
    expect(sent.merges).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Yes, merge' }));
    await waitFor(() => expect(sent.merges).toHaveLength(1));
    expect(sent.merges[0]!.body).toEqual({ otherId: franca.id });
    expect(await screen.findByText('Frau Ferri is now part of the profile of Giulia Ferri.')).toBeTruthy();
    // The question and the list are gone with the merge: the keyboard is at the dialog's title, still inside it.
    expect(within(dialog).queryByRole('button', { name: 'Yes, merge' })).toBeNull();
    expect(document.activeElement).toBe(title);
    await user.tab();
    expect(dialog.contains(document.activeElement)).toBe(true);
  });
});
