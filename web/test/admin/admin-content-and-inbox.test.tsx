import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../support/axe';
import { FakeAdminApi, aFeedback, aMessage, anEvent, json } from './support/fake-admin-api';
import { renderAdmin } from './support/render-admin';

const dish = (overrides: Record<string, unknown>) => ({
  id: String(Math.random()),
  title: 'Tagliatelle al ragù',
  titleDe: 'Tagliatelle al ragù',
  titleEn: 'Tagliatelle with ragù',
  category: 'pasta',
  categoryDe: 'Pasta',
  categoryEn: 'Pasta',
  price: 16.5,
  isAvailable: true,
  isDrink: false,
  isAlcoholic: false,
  vegetarian: false,
  vegan: false,
  glutenFree: false,
  spicy: false,
  ...overrides,
});

describe('content tabs (what guests see today)', () => {
  it('when the menu tab opens, then the dishes by category with price and availability, and the way to the public page', async () => {
    new FakeAdminApi()
      .on('GET', '/api/menu', () =>
        json([
          dish({}),
          dish({
            titleDe: 'Penne all’arrabbiata',
            titleEn: 'Penne arrabbiata',
            spicy: true,
            vegetarian: true,
            isAvailable: false,
          }),
          dish({
            titleDe: 'Chianti Classico',
            titleEn: null,
            title: 'Chianti Classico',
            category: 'wine',
            categoryDe: 'Wein',
            categoryEn: 'Wine',
            isDrink: true,
            isAlcoholic: true,
            price: 7,
          }),
        ]),
      )
      .install();
    renderAdmin('/en/admin/dashboard?tab=menu');
    const pasta = await screen.findByRole('region', { name: 'Pasta' });
    const rows = within(pasta)
      .getAllByRole('listitem')
      .map((row) => row.textContent);
    expect(rows[0]).toMatch(/^Tagliatelle with ragù.*€16\.50Available$/);
    expect(rows[1]).toMatch(/^Penne arrabbiatavegetarian · spicy€16\.50Unavailable$/);
    expect(within(screen.getByRole('region', { name: 'Wine' })).getByText('Chianti Classico')).toBeTruthy();
    expect(screen.getByText('3 items, 2 available')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View on the website' }).getAttribute('href')).toBe('/en/menu');
    await expectNoAxeViolations();
  });

  it('when the gallery tab opens, then each image with its alt text, size and category', async () => {
    new FakeAdminApi()
      .on('GET', '/api/gallery', () =>
        json([
          {
            id: 'g1',
            imageUrl: '/api/media/seed/terrace.svg',
            title: 'Terrasse',
            titleDe: 'Terrasse',
            titleEn: 'Terrace',
            altText: 'Tische auf der Terrasse',
            altTextDe: 'Tische auf der Terrasse',
            altTextEn: 'Tables on the terrace',
            category: 'exterior',
            width: 1200,
            height: 800,
          },
        ]),
      )
      .install();
    renderAdmin('/de/admin/dashboard?tab=gallery');
    const image = await screen.findByRole('img', { name: 'Tische auf der Terrasse' });
    expect([image.getAttribute('width'), image.getAttribute('height'), image.getAttribute('loading')]).toEqual([
      '1200',
      '800',
      'lazy',
    ]);
    expect(screen.getByText('Außenbereich')).toBeTruthy();
    expect(screen.getByText('1 Bild')).toBeTruthy();
  });

  it('when the events tab opens, then upcoming and past events with seats, each one tap from its bookings', async () => {
    new FakeAdminApi()
      .events([
        anEvent({ id: 'past', title_en: 'Summer night', event_date: '2020-07-01T18:00:00.000Z' }),
        anEvent({ title_en: 'Sicilian Wine Evening', current_attendees: 12, max_attendees: 40 }),
      ])
      .install();
    renderAdmin('/en/admin/dashboard?tab=events');
    const upcoming = await screen.findByRole('region', { name: 'Upcoming events' });
    expect(within(upcoming).getByText('12 of 40 seats taken')).toBeTruthy();
    expect(within(upcoming).getByRole('link', { name: 'See bookings Sicilian Wine Evening' }).getAttribute('href')).toBe(
      '/en/admin/dashboard?tab=bookings&event=11111111-1111-4111-8111-111111111111',
    );
    expect(
      within(screen.getByRole('region', { name: 'Past events' })).getByRole('link', { name: 'See bookings Summer night' }),
    ).toBeTruthy();
  });

  it.each([
    ['menu', 'Die Speisekarte ist leer.'],
    ['gallery', 'Die Galerie ist leer.'],
    ['events', 'Keine Veranstaltungen.'],
  ])('when the %s is empty, then its empty state', async (tab, text) => {
    new FakeAdminApi().install();
    renderAdmin(`/de/admin/dashboard?tab=${tab}`);
    expect(await screen.findByText(text)).toBeTruthy();
  });

  it('when the content cannot be loaded, then an error with Try Again', async () => {
    new FakeAdminApi().on('GET', '/api/menu', () => json({ error: 'down' }, 503)).install();
    renderAdmin('/en/admin/dashboard?tab=menu');
    expect(await screen.findByText('The data could not be loaded.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy();
  });
});

describe('inbox tabs', () => {
  it('when the contact tab opens, then each message with its real status (New or Replied) and a way to write back', async () => {
    new FakeAdminApi()
      .messages([
        aMessage({ subject: 'Geburtstagsfeier' }),
        aMessage({ subject: 'Allergien', status: 'replied', replied: true, email: 'tom@example.org' }),
      ])
      .install();
    renderAdmin('/de/admin/dashboard?tab=contact');
    await screen.findByText('Geburtstagsfeier');
    const [first, second] = screen.getAllByRole('listitem').filter((item) => item.classList.contains('admin-card'));
    expect(first!.textContent).toContain('GeburtstagsfeierNeu');
    expect(second!.textContent).toContain('AllergienBeantwortet');
    expect(within(second!).getByRole('link', { name: 'tom@example.org' }).getAttribute('href')).toBe('mailto:tom@example.org');
    expect(screen.getByText('2 Nachrichten, 1 neu')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('when the feedback tab opens, then rating, text, suggestions, consent and publication', async () => {
    new FakeAdminApi()
      .feedback([
        aFeedback({ rating: 4, suggestions: 'Mehr vegane Gerichte', approved: true }),
        aFeedback({ rating: 2, consentToPublish: false }),
      ])
      .install();
    renderAdmin('/en/admin/dashboard?tab=feedback');
    expect(await screen.findByLabelText('4 out of 5 stars')).toBeTruthy();
    expect(screen.getByLabelText('2 out of 5 stars')).toBeTruthy();
    expect(screen.getByText('Suggestions: Mehr vegane Gerichte')).toBeTruthy();
    expect(screen.getByText('Published')).toBeTruthy();
    expect(screen.getByText('Not for publication')).toBeTruthy();
    expect(screen.getByText('2 entries, 1 not published yet')).toBeTruthy();
    await expectNoAxeViolations();
  });

  it('when more than ten messages exist, then ten a page with the way to the next', async () => {
    new FakeAdminApi().messages(Array.from({ length: 12 }, (_, index) => aMessage({ subject: `Frage ${index + 1}` }))).install();
    const app = renderAdmin('/en/admin/dashboard?tab=contact');
    expect(await screen.findByText('1–10 of 12')).toBeTruthy();
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Frage 12')).toBeTruthy();
    expect(app.currentPath()).toBe('/en/admin/dashboard?tab=contact&page=2');
  });

  it('when there is nothing yet, then the empty states', async () => {
    new FakeAdminApi().install();
    const app = renderAdmin('/en/admin/dashboard?tab=feedback');
    expect(await screen.findByText('No feedback yet.')).toBeTruthy();
    await app.user.click(screen.getByRole('link', { name: /^Contact/ }));
    expect(await screen.findByText('No messages yet.')).toBeTruthy();
  });
});
