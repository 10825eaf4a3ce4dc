import type { MenuItem, UploadedImage } from '@ristorante/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, recording } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { serveDashboard } from './support/admin-api';
import { aMenuItem } from './support/admin-fixtures';
import { renderAdmin } from './support/render-admin';

const dish = (overrides: Partial<MenuItem>): MenuItem =>
  aMenuItem({ id: 'd1000000-0000-4000-8000-000000000001', allergens: ['gluten', 'eggs'], version: 3, ...overrides });
const tagliatelle = dish({});
const penne = dish({
  id: 'd1000000-0000-4000-8000-000000000002',
  title: 'Penne',
  titleDe: 'Penne',
  titleEn: 'Penne arrabbiata',
  isAvailable: false,
  spicy: true,
  allergens: [],
});
const chianti = dish({
  id: 'd1000000-0000-4000-8000-000000000003',
  title: 'Chianti Classico',
  titleDe: 'Chianti Classico',
  titleEn: null,
  category: 'wine',
  categoryDe: 'Wein',
  categoryEn: 'Wine',
  isDrink: true,
  isAlcoholic: true,
  price: 7,
  allergens: ['sulphites'],
  allergensNote: 'enthält Spuren',
});

/** The catalog with `menu`, `changes` in front; `replace` swaps what it holds, as another device's save would. */
function serveMenu(menu: MenuItem[], ...changes: HttpHandler[]) {
  let items = menu;
  serveDashboard(
    ...changes,
    http.get('/api/menu', () => HttpResponse.json(items)),
  );
  return { replace: (next: MenuItem[]) => (items = next) };
}
const fullMenu = [tagliatelle, penne, chianti];

describe('the menu editor (docs/decisions.md 86, 87, 89)', () => {
  it.each([
    ['de', 'Pasta', 'Wein', '3 Einträge, 1 ausverkauft', 'Penne verfügbar'],
    ['en', 'Pasta', 'Wine', '3 items, 1 sold out', 'Penne arrabbiata available'],
  ] as const)(
    'when it opens (%s), then dishes by category, each with its switch, edit and delete; an old note is pointed out',
    async (locale, pasta, wine, count, switchName) => {
      serveMenu(fullMenu);
      renderAdmin(`/${locale}/admin/dashboard?tab=menu`);
      const pastaSection = await screen.findByRole('region', { name: pasta });
      expect(
        within(pastaSection)
          .getAllByRole('switch')
          .map((toggle) => toggle.getAttribute('aria-checked')),
      ).toEqual(['true', 'false']);
      expect(screen.getByRole('switch', { name: switchName })).toBeTruthy();
      expect(within(screen.getByRole('region', { name: wine })).getByText(/enthält Spuren/)).toBeTruthy();
      expect(screen.getByText(count)).toBeTruthy();
      await expectNoAxeViolations();
    },
  );

  it('when staff search, then only matching dishes in either language, or a sentence that none match', async () => {
    serveMenu(fullMenu);
    const app = renderAdmin('/en/admin/dashboard?tab=menu');
    await screen.findByRole('region', { name: 'Pasta' });
    await app.user.type(screen.getByLabelText('Search'), 'arrab');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Wine' })).toBeNull());
    expect(screen.getByText('1 item, 1 sold out')).toBeTruthy();
    await app.user.clear(screen.getByLabelText('Search'));
    await app.user.type(screen.getByLabelText('Search'), 'ossobuco');
    expect(await screen.findByText('No dish matches “ossobuco”.')).toBeTruthy();
  });

  it('when a dish is switched to sold out, then it says so at once and the server is told; a refusal flips it back and says why', async () => {
    let refuse = false;
    const switchOver = recording(async ({ request }) => {
      if (refuse) return apiError(404, 'Gericht nicht gefunden');
      const next = { ...tagliatelle, isAvailable: ((await request.json()) as { isAvailable: boolean }).isAvailable, version: 4 };
      replace([next, penne, chianti]);
      return HttpResponse.json(next);
    });
    const { replace } = serveMenu(fullMenu, http.patch(`/api/menu/${tagliatelle.id}/availability`, switchOver));
    const app = renderAdmin('/de/admin/dashboard?tab=menu');
    const toggle = await screen.findByRole('switch', { name: 'Tagliatelle al ragù verfügbar' });
    await app.user.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    expect(await screen.findByText('Tagliatelle al ragù ist als ausverkauft markiert.')).toBeTruthy();
    expect(switchOver.sent[0]?.body).toEqual({ isAvailable: false });
    await waitFor(() => expect(screen.getByText('3 Einträge, 2 ausverkauft')).toBeTruthy());
    refuse = true;
    await app.user.click(toggle);
    const alert = await screen.findByRole('alert');
    await waitFor(() =>
      expect(alert.textContent).toContain('Die Verfügbarkeit von Tagliatelle al ragù konnte nicht geändert werden.'),
    );
    expect(alert.textContent).toContain('Gericht nicht gefunden');
    await waitFor(() => expect(toggle.getAttribute('aria-checked')).toBe('false'));
  });

  it('when a new dish is entered with mistakes, then each field says why; then it is saved with two allergens in the list’s order', async () => {
    const create = recording(async ({ request }) =>
      HttpResponse.json({ ...tagliatelle, ...((await request.json()) as object), id: 'new', version: 1 }, { status: 201 }),
    );
    serveMenu([], http.post('/api/menu', create));
    const app = renderAdmin('/en/admin/dashboard?tab=menu');
    expect(await screen.findByText('The menu is empty. Add the first dish.')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'New dish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New dish' }));
    await app.user.type(dialog.getByLabelText('Price in euros'), '12,555');
    await app.user.click(dialog.getByRole('button', { name: 'Save dish' }));
    expect(dialog.getByText('The German title is required')).toBeTruthy();
    expect(dialog.getByText('The German description is required')).toBeTruthy();
    expect(dialog.getByText('Please enter a price in euros with at most two decimals, e.g. 12.50')).toBeTruthy();
    expect(dialog.getByRole('alert').textContent).toBe('Please correct the marked fields.');
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByLabelText('Title (German)')));
    await expectNoAxeViolations();
    expect(create.sent).toEqual([]);

    await app.user.type(dialog.getByLabelText('Title (German)'), 'Risotto ai funghi');
    await app.user.type(dialog.getByLabelText('Title (English)'), 'Mushroom risotto');
    await app.user.type(dialog.getByLabelText('Description (German)'), 'Mit Steinpilzen');
    await app.user.clear(dialog.getByLabelText('Price in euros'));
    await app.user.type(dialog.getByLabelText('Price in euros'), '18,50');
    await app.user.click(dialog.getByRole('checkbox', { name: 'Milk' }));
    await app.user.click(dialog.getByRole('checkbox', { name: 'Celery' }));
    await app.user.click(dialog.getByRole('checkbox', { name: 'Vegetarian' }));
    expect(dialog.queryByRole('checkbox', { name: 'Alcoholic' })).toBeNull();
    await app.user.click(dialog.getByRole('button', { name: 'Save dish' }));
    expect(await screen.findByText('Mushroom risotto created.')).toBeTruthy();
    const body = create.sent[0]!.body as Record<string, unknown>;
    expect(body).toMatchObject({
      titleDe: 'Risotto ai funghi',
      titleEn: 'Mushroom risotto',
      price: '18,50',
      category: 'pasta',
      allergens: ['milk', 'celery'],
      vegetarian: true,
      isAvailable: true,
      sortOrder: 0,
    });
  });

  it('when a dish with gluten is marked gluten-free, then the label says why and nothing is sent; unticking gluten lets it save', async () => {
    const save = recording(async ({ request }) =>
      HttpResponse.json({ ...tagliatelle, ...((await request.json()) as object), version: 4 }),
    );
    serveMenu(fullMenu, http.put(`/api/menu/${tagliatelle.id}`, save));
    const app = renderAdmin('/de/admin/dashboard?tab=menu');
    await app.user.click(await screen.findByRole('button', { name: 'Tagliatelle al ragù bearbeiten' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tagliatelle al ragù bearbeiten' }));
    await app.user.click(dialog.getByRole('checkbox', { name: 'Glutenfrei' }));
    await app.user.click(dialog.getByRole('checkbox', { name: 'Vegan' }));
    await app.user.click(dialog.getByRole('button', { name: 'Gericht speichern' }));

    const glutenFree = dialog.getByRole('checkbox', { name: 'Glutenfrei' });
    expect(glutenFree.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(glutenFree.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Ein Gericht mit glutenhaltigem Getreide kann nicht glutenfrei sein',
    );
    expect(dialog.getByRole('checkbox', { name: 'Vegan' }).getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(dialog.getByRole('checkbox', { name: 'Vegan' })));
    await expectNoAxeViolations();
    expect(save.sent).toEqual([]);

    // The owner decides which is wrong: gluten goes from the allergens, vegan from the labels.
    await app.user.click(dialog.getByRole('checkbox', { name: 'Glutenhaltiges Getreide' }));
    await app.user.click(dialog.getByRole('checkbox', { name: 'Vegan' }));
    expect(dialog.getByRole('checkbox', { name: 'Glutenfrei' }).getAttribute('aria-invalid')).toBeNull();
    await app.user.click(dialog.getByRole('button', { name: 'Gericht speichern' }));
    await waitFor(() => expect(save.sent).toHaveLength(1));
    expect(save.sent[0]!.body).toMatchObject({ allergens: ['eggs'], glutenFree: true, vegan: false });
  });

  it('when a drink category is chosen, then Alcoholic appears with its category’s default', async () => {
    serveMenu([]);
    const app = renderAdmin('/de/admin/dashboard?tab=menu');
    await app.user.click(await screen.findByRole('button', { name: 'Neues Gericht' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Neues Gericht' }));
    await app.user.selectOptions(dialog.getByLabelText('Kategorie'), 'Wein');
    expect((dialog.getByRole('checkbox', { name: 'Alkoholisch' }) as HTMLInputElement).checked).toBe(true);
    await app.user.selectOptions(dialog.getByLabelText('Kategorie'), 'Alkoholfreie Getränke');
    expect((dialog.getByRole('checkbox', { name: 'Alkoholisch' }) as HTMLInputElement).checked).toBe(false);
  });

  it('when someone else saved the dish meanwhile, then 412 says so with Reload, which reopens the form with their values', async () => {
    const save = recording(() =>
      apiError(
        412,
        'Jemand anderes hat hier inzwischen eine Änderung gespeichert. Bitte laden Sie neu, um sie zu sehen, und ändern Sie dann erneut.',
      ),
    );
    const { replace } = serveMenu(fullMenu, http.put(`/api/menu/${tagliatelle.id}`, save));
    const app = renderAdmin('/de/admin/dashboard?tab=menu');
    await app.user.click(await screen.findByRole('button', { name: 'Tagliatelle al ragù bearbeiten' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Tagliatelle al ragù bearbeiten' }));
    expect((dialog.getByLabelText('Preis in Euro') as HTMLInputElement).value).toBe('16,50');
    expect((dialog.getByRole('checkbox', { name: 'Eier' }) as HTMLInputElement).checked).toBe(true);
    await app.user.clear(dialog.getByLabelText('Preis in Euro'));
    await app.user.type(dialog.getByLabelText('Preis in Euro'), '17');
    await app.user.click(dialog.getByRole('button', { name: 'Gericht speichern' }));
    const alert = await dialog.findByRole('alert');
    expect(alert.textContent).toContain('Das Gericht konnte nicht gespeichert werden. Jemand anderes hat hier inzwischen');
    expect(save.sent[0]?.headers['if-match']).toBe('"3"');
    replace([{ ...tagliatelle, price: 18, version: 4 }, penne, chianti]);
    await app.user.click(within(alert).getByRole('button', { name: 'Neu laden' }));
    await waitFor(() => expect((screen.getByLabelText('Preis in Euro') as HTMLInputElement).value).toBe('18,00'));
    expect(within(screen.getByRole('dialog')).queryByRole('alert')).toBeNull();
  });

  it('when a dish with an old allergen note is edited, then the note is shown above the allergens until saved', async () => {
    serveMenu(fullMenu);
    const app = renderAdmin('/en/admin/dashboard?tab=menu');
    await app.user.click(await screen.findByRole('button', { name: 'Edit Chianti Classico' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Chianti Classico' }));
    expect(dialog.getByText(/Old allergen note, not recognised: “enthält Spuren”/)).toBeTruthy();
    expect((dialog.getByRole('checkbox', { name: 'Sulphur dioxide and sulphites' }) as HTMLInputElement).checked).toBe(true);
    expect((dialog.getByRole('checkbox', { name: 'Alcoholic' }) as HTMLInputElement).checked).toBe(true);
    await expectNoAxeViolations();
  });

  it('when a dish is deleted, then it asks first naming the dish, and says when it is gone', async () => {
    const remove = recording(() => {
      replace([tagliatelle, chianti]);
      return new HttpResponse(null, { status: 204 });
    });
    const { replace } = serveMenu(fullMenu, http.delete(`/api/menu/${penne.id}`, remove));
    const app = renderAdmin('/en/admin/dashboard?tab=menu');
    await app.user.click(await screen.findByRole('button', { name: 'Delete Penne arrabbiata' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Penne arrabbiata?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(remove.sent).toEqual([]);
    await app.user.click(screen.getByRole('button', { name: 'Delete Penne arrabbiata' }));
    await app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Penne arrabbiata deleted.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('switch', { name: 'Penne arrabbiata available' })).toBeNull());
  });

  it('when an image is uploaded in the form, then its address fills the field; a refused file says why', async () => {
    let refuse = true;
    const upload = recording(() =>
      refuse
        ? apiError(400, 'This file is not a PNG, JPEG or WebP image', {
            file: 'This file is not a PNG, JPEG or WebP image',
          })
        : HttpResponse.json<UploadedImage>(
            {
              imageUrl: '/api/media/abc.jpg',
              contentType: 'image/jpeg',
              bytes: 10,
              width: 4,
              height: 3,
              picture: { width: 4, height: 3, placeholder: null },
              phoneBytes: 8,
            },
            { status: 201 },
          ),
    );
    serveMenu([], http.post('/api/gallery/upload', upload));
    const app = renderAdmin('/en/admin/dashboard?tab=menu');
    await app.user.click(await screen.findByRole('button', { name: 'New dish' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New dish' }));
    const picker = dialog.getByLabelText('Upload image');
    await app.user.upload(picker, new File(['not really'], 'notes.png', { type: 'image/png' }));
    expect((await dialog.findByText(/The image could not be uploaded\./)).textContent).toContain(
      'This file is not a PNG, JPEG or WebP image',
    );
    refuse = false;
    await app.user.upload(picker, new File(['png'], 'plate.png', { type: 'image/png' }));
    await waitFor(() => expect((dialog.getByLabelText('Image (address)') as HTMLInputElement).value).toBe('/api/media/abc.jpg'));
    expect(dialog.getByText('Image uploaded.')).toBeTruthy();
    // Sent as a form with the file in it, as a browser sends a file.
    const form = upload.sent.at(-1)!;
    expect(form.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect((form.body as FormData).get('file')).toBeTruthy();
  });
});
