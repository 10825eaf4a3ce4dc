import type { PublishedHome } from '@ristorante/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiError, recording, testHome } from '../support/api-server';
import { expectNoAxeViolations } from '../support/axe';
import { serveDashboard } from './support/admin-api';
import { aGalleryImage } from './support/admin-fixtures';
import { renderAdmin } from './support/render-admin';

const upload = '/api/media/0b1c2d3e-0000-4000-8000-0000000000aa.jpg';
const terrace = aGalleryImage({ imageUrl: upload, title: 'Terrasse', titleDe: 'Terrasse', titleEn: 'Terrace' });
const elsewhere = aGalleryImage({ imageUrl: 'https://images.example.org/dish.jpg', title: 'Fremd', titleEn: 'Foreign' });

/** The catalog with the home page `home`, `changes` in front; `replace` swaps it, as another device's save would. */
function serveHome(home: PublishedHome, ...changes: HttpHandler[]) {
  let current = home;
  serveDashboard(
    ...changes,
    http.get('/api/admin/home', () => HttpResponse.json(current)),
    http.get('/api/admin/gallery', () => HttpResponse.json([terrace, elsewhere])),
  );
  return { replace: (next: PublishedHome) => (current = next) };
}

describe('the home page editor (docs/decisions.md 152)', () => {
  it.each([
    ['de', 'Überschrift (Deutsch)', 'Willkommen in der {name}', 'Karte 3'],
    ['en', 'Heading (German)', 'Willkommen in der {name}', 'Card 3'],
  ] as const)(
    'when it opens (%s), then each section of the page is a card with its texts in both languages',
    async (locale, label, value, card) => {
      serveHome(testHome);
      renderAdmin(`/${locale}/admin/dashboard?tab=home`);
      const hero = await screen.findAllByLabelText(label);
      expect((hero[0] as HTMLInputElement).value).toBe(value);
      expect(screen.getByRole('group', { name: card })).toBeTruthy();
      await expectNoAxeViolations();
    },
  );

  it('when the owner changes the hero and a card’s picture, then the whole content is sent from the version read', async () => {
    const save = recording(async ({ request }) =>
      HttpResponse.json({ ...testHome, ...((await request.json()) as object), version: 1 }),
    );
    serveHome(testHome, http.put('/api/admin/home', save));
    const app = renderAdmin('/en/admin/dashboard?tab=home');
    const lead = (await screen.findAllByLabelText('Introduction (English)'))[0]!;
    await app.user.clear(lead);
    await app.user.type(lead, 'A new menu from Friday.');
    const top = within(screen.getByRole('group', { name: 'Top of the page' }));
    const heroPicture = top.getByLabelText('Picture') as HTMLSelectElement;
    // Ours only: the upload is offered, another site's picture never.
    expect(Array.from(heroPicture.options).map((option) => option.value)).toEqual(['', upload]);
    await app.user.selectOptions(heroPicture, upload);
    await app.user.selectOptions(within(screen.getByRole('group', { name: 'Card 2' })).getByLabelText('Picture'), upload);
    await app.user.click(screen.getByRole('button', { name: 'Save home page' }));
    await waitFor(() => expect(save.sent).toHaveLength(1));
    expect(save.sent[0]!.headers['if-match']).toBe('"0"');
    expect(save.sent[0]!.body).toMatchObject({
      hero: { lead: { en: 'A new menu from Friday.', de: testHome.hero.lead.de }, imageUrl: upload },
      features: [
        { imageUrl: testHome.features[0]!.imageUrl },
        { imageUrl: upload },
        { imageUrl: testHome.features[2]!.imageUrl },
      ],
      promise: testHome.promise,
    });
    expect(await screen.findByText('Home page saved. The website shows it within seconds.')).toBeTruthy();
  });

  it('when a text is emptied, then the field says so and nothing is sent; a 412 offers a reload', async () => {
    const save = recording(() =>
      apiError(
        412,
        'Someone else saved the home page since you opened it. Please reload to see it, then make your change again.',
      ),
    );
    const { replace } = serveHome(testHome, http.put('/api/admin/home', save));
    const app = renderAdmin('/en/admin/dashboard?tab=home');
    const promise = within(await screen.findByRole('group', { name: 'Our promise' }));
    await app.user.clear(promise.getByLabelText('Text (German)'));
    await app.user.click(screen.getByRole('button', { name: 'Save home page' }));
    expect(await promise.findByText('This text is required in both languages')).toBeTruthy();
    expect(promise.getByLabelText('Text (German)').getAttribute('aria-invalid')).toBe('true');
    expect(save.sent).toEqual([]);

    await app.user.type(promise.getByLabelText('Text (German)'), 'Niemand hetzt.');
    await app.user.click(screen.getByRole('button', { name: 'Save home page' }));
    const failure = await waitFor(() => {
      const found = screen
        .getAllByRole('alert')
        .find((element) => element.textContent?.includes('The home page could not be saved. Someone else saved the home page'));
      expect(found).toBeTruthy();
      return found!;
    });
    replace({ ...testHome, promise: { ...testHome.promise, title: { de: 'Versprochen', en: 'Promised' } }, version: 2 });
    await app.user.click(within(failure).getByRole('button', { name: 'Reload' }));
    expect(await screen.findByRole('group', { name: 'Our promise' })).toBeTruthy();
    await waitFor(() =>
      expect(
        (within(screen.getByRole('group', { name: 'Our promise' })).getByLabelText('Heading (English)') as HTMLInputElement)
          .value,
      ).toBe('Promised'),
    );
  });
});
