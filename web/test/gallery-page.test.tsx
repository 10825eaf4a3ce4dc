import type { GalleryImage } from '@ristorante/contracts';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from './support/axe';
import { isOpenModal } from './support/dialog-polyfill';
import { renderApp } from './support/render-app';
import { http, HttpResponse } from 'msw';
import { apiError, createGate, server } from './support/api-server';

function galleryImage(fields: Pick<GalleryImage, 'id' | 'title' | 'category'> & Partial<GalleryImage>): GalleryImage {
  return {
    imageUrl: `/api/media/seed/${fields.id}.svg`,
    titleDe: null,
    titleEn: null,
    description: null,
    descriptionDe: null,
    descriptionEn: null,
    altText: '',
    altTextDe: null,
    altTextEn: null,
    picture: { width: 800, height: 600, placeholder: 'data:image/webp;base64,UklGRg==' },
    sortOrder: 0,
    version: 1,
    ...fields,
  };
}

const antipasti = galleryImage({
  id: 'food-antipasti-platter',
  title: 'Antipasti zum Teilen',
  titleDe: 'Antipasti zum Teilen',
  titleEn: 'Antipasti for sharing',
  description: 'Salami, Prosciutto, gereifter Käse, Oliven und Grissini.',
  descriptionDe: 'Salami, Prosciutto, gereifter Käse, Oliven und Grissini.',
  descriptionEn: 'Salami, prosciutto, aged cheese, olives and grissini.',
  altText: 'Illustration: Holzbrett mit Salami, Schinken, Käse und Oliven',
  altTextDe: 'Illustration: Holzbrett mit Salami, Schinken, Käse und Oliven',
  altTextEn: 'Illustration: wooden board with salami, ham, cheese and olives',
  category: 'food',
  sortOrder: 10,
});
// German only: the English page falls back to the plain fields, and the alt text to the title.
const diningRoom = galleryImage({
  id: 'interior-dining-room',
  title: 'Unser Gastraum',
  description: 'Warmes Licht, Holztische und Platz für große Runden.',
  category: 'interior',
  sortOrder: 20,
});
const terrace = galleryImage({
  id: 'exterior-summer-terrace',
  title: 'Sommerterrasse',
  titleEn: 'Summer terrace',
  description: 'Im Sommer sitzen Sie unter Sonnenschirmen vor dem Haus.',
  descriptionEn: 'In summer you sit under parasols in front of the house.',
  altText: 'Illustration: Tische unter Sonnenschirmen',
  altTextEn: 'Illustration: tables under parasols',
  category: 'exterior',
  // A picture from elsewhere whose size the catalog does not know.
  picture: null,
  sortOrder: 30,
});
const chef = galleryImage({
  id: 'staff-chef-at-the-pass',
  title: 'Der Küchenchef am Pass',
  titleEn: 'The chef at the pass',
  category: 'staff',
  sortOrder: 40,
});
const gallery = [antipasti, diningRoom, terrace, chef];

/** `count` food pictures named 'Gericht 1' … (German) and 'Dish 1' … (English). */
function manyDishes(count: number): GalleryImage[] {
  return Array.from({ length: count }, (_, index) =>
    galleryImage({
      id: `dish-${index + 1}`,
      title: `Gericht ${index + 1}`,
      titleEn: `Dish ${index + 1}`,
      category: 'food',
      sortOrder: index,
    }),
  );
}

function grid(): HTMLElement {
  const list = document.querySelector<HTMLElement>('main .gallery-grid');
  if (!list) throw new Error('no gallery grid');
  return list;
}

/** The titles in the grid now, in page order. */
function shownTitles(): string[] {
  return within(grid())
    .queryAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent ?? '');
}

function item(title: string): HTMLElement {
  const element = within(grid()).getByRole('heading', { level: 2, name: title }).closest('li');
  if (!element) throw new Error(`no grid item for ${title}`);
  return element;
}

function filterNames(groupName: string): string[] {
  return within(screen.getByRole('group', { name: groupName }))
    .getAllByRole('button')
    .map((button) => button.textContent ?? '');
}

async function loaded(): Promise<void> {
  await waitFor(() => expect(document.querySelector('main .gallery-grid li')).not.toBeNull());
}

/** jsdom has no PointerEvent: a MouseEvent with a pointer's id and type is enough for the lightbox's swipe. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  readonly isPrimary: boolean;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 1;
    this.pointerType = init.pointerType ?? 'touch';
    this.isPrimary = init.isPrimary ?? true;
  }
}

/** The API answers GET /api/gallery with these pictures. */
function serveGallery(images: GalleryImage[]): void {
  server.use(http.get('/api/gallery', () => HttpResponse.json(images)));
}

beforeAll(() => {
  if (!('PointerEvent' in window)) Object.defineProperty(window, 'PointerEvent', { value: TestPointerEvent, configurable: true });
});

describe('gallery page (/{locale}/gallery)', () => {
  afterEach(() => {
    document.body.style.overflow = '';
  });

  it('when the gallery is still on its way, then a polite loading state is shown', async () => {
    const gate = createGate();
    server.use(
      http.get('/api/gallery', async () => {
        await gate.opened;
        return HttpResponse.json(gallery);
      }),
    );
    renderApp('/de/gallery');

    const status = await screen.findByRole('status');
    expect(status.textContent).toBe('Galerie wird geladen …');
    expect(status.getAttribute('aria-live')).toBe('polite');
    expect(screen.getByRole('heading', { level: 1, name: 'Galerie' })).toBeTruthy();
    await expectNoAxeViolations();

    gate.open();
    await loaded();
    expect(screen.queryByText('Galerie wird geladen …')).toBeNull();
  });

  it('when the English page is still loading, then it says so in English', async () => {
    // Never answered while the test looks.
    const gate = createGate();
    server.use(
      http.get('/api/gallery', async () => {
        await gate.opened;
        return HttpResponse.json(gallery);
      }),
    );
    renderApp('/en/gallery');

    expect((await screen.findByRole('status')).textContent).toBe('Loading gallery …');
    await expectNoAxeViolations();
  });

  it('when the gallery loads in German, then every picture shows its German title and description', async () => {
    // Served at GET /api/gallery only: a request for anything else would fail the test.
    serveGallery(gallery);
    renderApp('/de/gallery');

    await loaded();
    expect(screen.getAllByRole('heading', { level: 1 }).map((heading) => heading.textContent)).toEqual(['Galerie']);
    expect(document.querySelector('.gallery-lead')?.textContent).toMatch(/^Ein Blick in unsere Trattoria/);
    await waitFor(() => expect(document.title).toBe('Galerie | Trattoria La Sosta'));
    expect(shownTitles()).toEqual(['Antipasti zum Teilen', 'Unser Gastraum', 'Sommerterrasse', 'Der Küchenchef am Pass']);
    expect(
      within(item('Antipasti zum Teilen')).getByText('Salami, Prosciutto, gereifter Käse, Oliven und Grissini.'),
    ).toBeTruthy();
    expect(within(item('Unser Gastraum')).getByText('Warmes Licht, Holztische und Platz für große Runden.')).toBeTruthy();

    const opener = within(item('Antipasti zum Teilen')).getByRole('button', { name: 'Bild öffnen: Antipasti zum Teilen' });
    expect(opener.querySelector('img')?.getAttribute('alt')).toBe(
      'Illustration: Holzbrett mit Salami, Schinken, Käse und Oliven',
    );
    // No more than 30 pictures: no note and no toggle.
    expect(screen.queryByRole('button', { name: /Fotos anzeigen/ })).toBeNull();
    expect(document.querySelector('.gallery-showing')?.textContent).toBe('');

    await expectNoAxeViolations();
  });

  it('when the gallery loads in English, then missing translations fall back to the plain fields', async () => {
    serveGallery(gallery);
    renderApp('/en/gallery');

    await loaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Gallery' })).toBeTruthy();
    expect(document.querySelector('.gallery-lead')?.textContent).toMatch(/^A look inside our trattoria/);
    expect(shownTitles()).toEqual(['Antipasti for sharing', 'Unser Gastraum', 'Summer terrace', 'The chef at the pass']);
    expect(within(item('Antipasti for sharing')).getByText('Salami, prosciutto, aged cheese, olives and grissini.')).toBeTruthy();
    expect(within(item('Summer terrace')).getByText('In summer you sit under parasols in front of the house.')).toBeTruthy();
    // No description in any language: none is shown.
    expect(item('The chef at the pass').querySelector('p')).toBeNull();
    expect(within(item('Unser Gastraum')).getByRole('button', { name: 'Open image: Unser Gastraum' })).toBeTruthy();
    expect(item('Unser Gastraum').querySelector('img')?.getAttribute('alt')).toBe('Unser Gastraum');
    expect(item('Summer terrace').querySelector('img')?.getAttribute('alt')).toBe('Illustration: tables under parasols');

    await expectNoAxeViolations();
  });

  it.each([
    ['/en/gallery', 'Images by category', ['All (4)', 'Food (1)', 'Interior (1)', 'Exterior (1)', 'Staff (1)']],
    ['/de/gallery', 'Bilder nach Kategorie', ['Alle (4)', 'Essen (1)', 'Innenraum (1)', 'Außenansicht (1)', 'Team (1)']],
  ])('when %s loads, then the filter offers All and each category with pictures, with counts', async (path, group, names) => {
    serveGallery(gallery);
    renderApp(path);
    await loaded();

    // No event pictures: no Events chip.
    expect(filterNames(group)).toEqual(names);
    expect(within(screen.getByRole('group', { name: group })).getByRole('button', { pressed: true }).textContent).toBe(names[0]);
    await expectNoAxeViolations();
  });

  it('when a category is chosen, then only its pictures are shown and the address keeps it, until All is chosen', async () => {
    serveGallery([...gallery, galleryImage({ id: 'events-wine', title: 'Weinprobe', category: 'events' })]);
    const { user, currentPath } = renderApp('/en/gallery');
    await loaded();
    expect(filterNames('Images by category')).toEqual([
      'All (5)',
      'Food (1)',
      'Interior (1)',
      'Exterior (1)',
      'Events (1)',
      'Staff (1)',
    ]);

    await user.click(screen.getByRole('button', { name: 'Food (1)' }));

    expect(currentPath()).toBe('/en/gallery?category=food');
    expect(shownTitles()).toEqual(['Antipasti for sharing']);
    expect(screen.getByRole('button', { name: 'Food (1)' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'All (5)' }).getAttribute('aria-pressed')).toBe('false');

    await user.click(screen.getByRole('button', { name: 'Staff (1)' }));
    expect(currentPath()).toBe('/en/gallery?category=staff');
    expect(shownTitles()).toEqual(['The chef at the pass']);
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'All (5)' }));
    expect(currentPath()).toBe('/en/gallery');
    expect(shownTitles()).toHaveLength(5);
  });

  it('when the address names a category, then the page opens with it chosen', async () => {
    serveGallery(gallery);
    renderApp('/de/gallery?category=interior');
    await loaded();

    expect(shownTitles()).toEqual(['Unser Gastraum']);
    expect(screen.getByRole('button', { name: 'Innenraum (1)' }).getAttribute('aria-pressed')).toBe('true');
  });

  it.each(['/en/gallery?category=events', '/en/gallery?category=desserts'])(
    'when %s names a category without pictures or none at all, then every picture is shown',
    async (path) => {
      serveGallery(gallery);
      renderApp(path);
      await loaded();

      expect(shownTitles()).toHaveLength(4);
      expect(screen.getByRole('button', { name: 'All (4)' }).getAttribute('aria-pressed')).toBe('true');
    },
  );

  it.each([
    ['/en/gallery', 'Showing 30 of 35 images', 'Show All 35 Photos', 'Showing 35 of 35 images', 'Show Less', 'Dish'],
    [
      '/de/gallery',
      '30 von 35 Bildern werden angezeigt',
      'Alle 35 Fotos anzeigen',
      '35 von 35 Bildern werden angezeigt',
      'Weniger anzeigen',
      'Gericht',
    ],
  ])(
    'when %s has 35 pictures, then 30 are shown with a note, Show All shows all and Show Less the 30 again',
    async (path, note, showAll, allNote, showLess, dish) => {
      serveGallery(manyDishes(35));
      const { user } = renderApp(path);
      await loaded();

      expect(shownTitles()).toHaveLength(30);
      expect(shownTitles().at(-1)).toBe(`${dish} 30`);
      expect(screen.getByRole('status').textContent).toBe(note);
      await expectNoAxeViolations();

      await user.click(screen.getByRole('button', { name: showAll }));
      expect(shownTitles()).toHaveLength(35);
      expect(shownTitles().at(-1)).toBe(`${dish} 35`);
      expect(screen.getByRole('status').textContent).toBe(allNote);
      const toggle = screen.getByRole('button', { name: showLess });
      await expectNoAxeViolations();

      await user.click(toggle);
      expect(shownTitles()).toHaveLength(30);
      expect(screen.getByRole('status').textContent).toBe(note);
      expect(screen.getByRole('button', { name: showAll })).toBe(toggle);
    },
  );

  it('when a category has at most 30 pictures, then it shows them all with no toggle, and Show All is per category', async () => {
    serveGallery([...manyDishes(31), diningRoom]);
    const { user } = renderApp('/en/gallery');
    await loaded();
    expect(shownTitles()).toHaveLength(30);
    expect(screen.getByRole('status').textContent).toBe('Showing 30 of 32 images');

    await user.click(screen.getByRole('button', { name: 'Food (31)' }));
    expect(screen.getByRole('status').textContent).toBe('Showing 30 of 31 images');
    await user.click(screen.getByRole('button', { name: 'Show All 31 Photos' }));
    expect(shownTitles()).toHaveLength(31);

    await user.click(screen.getByRole('button', { name: 'Interior (1)' }));
    expect(shownTitles()).toEqual(['Unser Gastraum']);
    expect(screen.queryByRole('button', { name: /Show All/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('');

    // Back to All: it starts with 30 again.
    await user.click(screen.getByRole('button', { name: 'All (32)' }));
    expect(shownTitles()).toHaveLength(30);
    expect(screen.getByRole('button', { name: 'Show All 32 Photos' })).toBeTruthy();
  });

  it('when pictures are shown, then the first 6 load eagerly (the first with high priority), the rest lazily, each with its size', async () => {
    serveGallery([terrace, ...manyDishes(9)]);
    renderApp('/en/gallery');
    await loaded();

    const images = Array.from(grid().querySelectorAll('img'));
    expect(images).toHaveLength(10);
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      ...Array<string>(6).fill('eager'),
      ...Array<string>(4).fill('lazy'),
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual([
      'high',
      ...Array<string>(5).fill('low'),
      ...Array<null>(4).fill(null),
    ]);
    for (const image of images) expect(image.getAttribute('decoding')).toBe('async');
    for (const image of images.slice(1)) {
      for (const source of image.parentElement!.querySelectorAll('source'))
        expect(source.getAttribute('sizes')).toBe('(min-width: 64rem) 23rem, (min-width: 36rem) 50vw, 100vw');
    }
    // The terrace's size is unknown: no attributes, the stylesheet's 4:3 box holds its place, its address as it is.
    expect(images[0]!.getAttribute('src')).toBe('/api/media/seed/exterior-summer-terrace.svg');
    expect(images[0]!.hasAttribute('width')).toBe(false);
    expect(images[0]!.hasAttribute('height')).toBe(false);
    expect(images[0]!.hasAttribute('srcset')).toBe(false);
    // The others are the catalog's own: their variants at each width, AVIF first, the stand-in behind.
    expect(images[1]!.getAttribute('width')).toBe('800');
    expect(images[1]!.getAttribute('height')).toBe('600');
    expect(images[1]!.getAttribute('src')).toBe('/api/media/seed/dish-1/800.jpg');
    const [avif, webp] = Array.from(images[1]!.parentElement!.querySelectorAll('source'));
    expect(avif!.getAttribute('type')).toBe('image/avif');
    expect(webp!.getAttribute('srcset')).toBe(
      '/api/media/seed/dish-1/320.webp 320w, /api/media/seed/dish-1/640.webp 640w, /api/media/seed/dish-1/800.webp 800w',
    );
    expect(images[1]!.style.backgroundImage).toBe('url("data:image/webp;base64,UklGRg==")');
  });

  it.each([
    ['/en/gallery', 'Image not available', 'Antipasti for sharing', 'Open image: Antipasti for sharing – Image not available'],
    ['/de/gallery', 'Bild nicht verfügbar', 'Antipasti zum Teilen', 'Bild öffnen: Antipasti zum Teilen – Bild nicht verfügbar'],
  ])('when a picture of %s fails to load, then a placeholder of the same box says %s', async (path, text, title, name) => {
    serveGallery(gallery);
    renderApp(path);
    await loaded();

    const image = item(title).querySelector('img')!;
    fireEvent.error(image);

    await waitFor(() => expect(item(title).querySelector('img')).toBeNull());
    const placeholder = within(item(title)).getByText(text);
    expect(placeholder.className).toBe('gallery-image gallery-unavailable');
    // Still opens the lightbox; its name says what is seen.
    expect(placeholder.closest('button')).toBe(within(item(title)).getByRole('button', { name }));
    // The title and the other pictures stay.
    expect(shownTitles()).toHaveLength(4);
    expect(grid().querySelectorAll('img')).toHaveLength(3);
    await expectNoAxeViolations();
  });

  it.each([
    ['/en/gallery', 'Gallery Coming Soon', 'No images available'],
    ['/de/gallery', 'Galerie folgt in Kürze', 'Keine Bilder verfügbar'],
  ])('when the gallery of %s is empty, then it says %s', async (path, title, text) => {
    serveGallery([]);
    renderApp(path);

    expect(await screen.findByText(title)).toBeTruthy();
    expect(screen.getByText(text)).toBeTruthy();
    expect(document.querySelector('.gallery-grid')).toBeNull();
    expect(within(screen.getByRole('main')).queryByRole('group')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    await expectNoAxeViolations();
  });

  it('when every listed entry has no image address, then the gallery counts as empty', async () => {
    serveGallery([galleryImage({ id: 'blank', title: 'Leer', category: 'food', imageUrl: '  ' })]);
    renderApp('/en/gallery');

    expect(await screen.findByText('Gallery Coming Soon')).toBeTruthy();
  });

  it('when the gallery answers 503 twice (one quiet retry), then the error offers Try Again, and clicking it recovers', async () => {
    let calls = 0;
    server.use(
      http.get('/api/gallery', () => {
        calls += 1;
        return calls <= 2 ? apiError(503, 'Service Unavailable') : HttpResponse.json(gallery);
      }),
    );
    const { user } = renderApp('/en/gallery');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Error loading gallery')).toBeTruthy();
    expect(within(alert).getByText('Failed to fetch gallery')).toBeTruthy();
    expect(calls).toBe(2);
    await expectNoAxeViolations();

    await user.click(within(alert).getByRole('button', { name: 'Try Again' }));

    await loaded();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(shownTitles()).toHaveLength(4);
    expect(calls).toBe(3);
  });

  it('when the gallery fails in German, then the German error offers Erneut versuchen', async () => {
    server.use(http.get('/api/gallery', () => apiError(503, 'Service Unavailable')));
    renderApp('/de/gallery');

    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Fehler beim Laden der Galerie')).toBeTruthy();
    expect(within(alert).getByText('Die Galerie konnte nicht abgerufen werden.')).toBeTruthy();
    expect(within(alert).getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    await expectNoAxeViolations();
  });

  describe('lightbox', () => {
    function position(): string {
      return screen.getByRole('dialog').querySelector('[aria-live="polite"]')?.textContent ?? '';
    }

    it('when a picture is clicked, then a modal dialog named by its title shows it large with alt text, description and position', async () => {
      serveGallery(gallery);
      const { user } = renderApp('/en/gallery');
      await loaded();

      await user.click(screen.getByRole('button', { name: 'Open image: Antipasti for sharing' }));

      const dialog = screen.getByRole('dialog', { name: 'Antipasti for sharing' });
      expect(dialog.getAttribute('aria-modal')).toBe('true');
      expect(dialog.contains(document.activeElement)).toBe(true);
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
      const image = within(dialog).getByRole('img', {
        name: 'Illustration: wooden board with salami, ham, cheese and olives',
      });
      // As large as the window allows: the lightbox offers every width, the browser takes what the screen needs.
      expect(image.getAttribute('src')).toBe('/api/media/seed/food-antipasti-platter/800.jpg');
      expect(image.parentElement!.querySelector('source')!.getAttribute('sizes')).toBe('100vw');
      expect(within(dialog).getByText('Salami, prosciutto, aged cheese, olives and grissini.')).toBeTruthy();
      expect(position()).toBe('1 of 4');
      expect(dialog.querySelector('[aria-live="polite"]')?.getAttribute('aria-atomic')).toBe('true');
      // The page behind stays put.
      expect(document.body.style.overflow).toBe('hidden');
      await expectNoAxeViolations();
    });

    it('when Next and Previous are used, then the dialog moves through the pictures and wraps around at both ends', async () => {
      serveGallery(gallery);
      const { user } = renderApp('/en/gallery');
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Open image: Antipasti for sharing' }));

      await user.click(screen.getByRole('button', { name: 'Next image' }));
      expect(screen.getByRole('dialog', { name: 'Unser Gastraum' })).toBeTruthy();
      expect(position()).toBe('2 of 4');

      await user.click(screen.getByRole('button', { name: 'Previous image' }));
      expect(screen.getByRole('dialog', { name: 'Antipasti for sharing' })).toBeTruthy();
      await user.click(screen.getByRole('button', { name: 'Previous image' }));
      expect(screen.getByRole('dialog', { name: 'The chef at the pass' })).toBeTruthy();
      expect(position()).toBe('4 of 4');

      await user.click(screen.getByRole('button', { name: 'Next image' }));
      expect(screen.getByRole('dialog', { name: 'Antipasti for sharing' })).toBeTruthy();
      expect(position()).toBe('1 of 4');
    });

    it('when the arrow keys are pressed, then they move and wrap; Escape closes and focus returns to the opener', async () => {
      serveGallery(gallery);
      const { user } = renderApp('/de/gallery');
      await loaded();
      const opener = screen.getByRole('button', { name: 'Bild öffnen: Sommerterrasse' });
      await user.click(opener);
      expect(screen.getByRole('dialog', { name: 'Sommerterrasse' })).toBeTruthy();
      expect(position()).toBe('3 von 4');

      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('dialog', { name: 'Der Küchenchef am Pass' })).toBeTruthy();
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('dialog', { name: 'Antipasti zum Teilen' })).toBeTruthy();
      expect(position()).toBe('1 von 4');
      await user.keyboard('{ArrowLeft}');
      expect(screen.getByRole('dialog', { name: 'Der Küchenchef am Pass' })).toBeTruthy();
      expect(position()).toBe('4 von 4');
      expect(screen.getByRole('button', { name: 'Vorheriges Bild' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Nächstes Bild' })).toBeTruthy();
      await expectNoAxeViolations();

      await user.keyboard('{Escape}');

      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
      expect(document.body.style.overflow).toBe('');
    });

    it('when Close is pressed, then the dialog closes and focus returns to the picture that opened it', async () => {
      serveGallery(gallery);
      const { user } = renderApp('/de/gallery');
      await loaded();
      const opener = screen.getByRole('button', { name: 'Bild öffnen: Unser Gastraum' });
      await user.click(opener);
      // Moving on does not change where focus goes back to.
      await user.keyboard('{ArrowRight}');

      await user.click(screen.getByRole('button', { name: 'Schließen' }));

      expect(screen.queryByRole('dialog')).toBeNull();
      expect(document.activeElement).toBe(opener);
    });

    it('when the dialog is opened by keyboard, then it is a native modal dialog, focus on Close', async () => {
      serveGallery(gallery);
      const { user } = renderApp('/en/gallery');
      await loaded();
      screen.getByRole('button', { name: 'Open image: Summer terrace' }).focus();
      await user.keyboard('{Enter}');
      const dialog = screen.getByRole('dialog', { name: 'Summer terrace' });
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Close' }));
      // Opened with showModal(): the browser keeps Tab and Shift+Tab inside it (docs/decisions.md 143).
      expect(isOpenModal(dialog)).toBe(true);
    });

    it('when the picture is swiped left or right, then the next or previous one shows; short or vertical moves do nothing', async () => {
      serveGallery(gallery);
      const { user } = renderApp('/en/gallery');
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Open image: Antipasti for sharing' }));
      const image = () => within(screen.getByRole('dialog')).getByRole('img');
      const swipe = (from: [number, number], to: [number, number]) => {
        act(() => {
          fireEvent.pointerDown(image(), { clientX: from[0], clientY: from[1], pointerId: 7, pointerType: 'touch' });
          fireEvent.pointerUp(image(), { clientX: to[0], clientY: to[1], pointerId: 7, pointerType: 'touch' });
        });
      };

      swipe([300, 200], [200, 210]);
      expect(position()).toBe('2 of 4');
      swipe([200, 200], [300, 190]);
      expect(position()).toBe('1 of 4');
      swipe([200, 200], [320, 200]);
      expect(position()).toBe('4 of 4');
      // Too short, then mostly vertical (a scroll), then cancelled by the browser: no move.
      swipe([200, 200], [170, 200]);
      swipe([200, 200], [120, 320]);
      act(() => {
        fireEvent.pointerDown(image(), { clientX: 300, clientY: 200, pointerId: 8, pointerType: 'touch' });
        fireEvent.pointerCancel(image(), { pointerId: 8, pointerType: 'touch' });
        fireEvent.pointerUp(image(), { clientX: 100, clientY: 200, pointerId: 8, pointerType: 'touch' });
      });
      expect(position()).toBe('4 of 4');
      expect(screen.getByRole('dialog', { name: 'The chef at the pass' })).toBeTruthy();
    });

    it('when the grid shows 30 of 35, then the lightbox still pages through all 35 of the category', async () => {
      serveGallery(manyDishes(35));
      const { user } = renderApp('/en/gallery');
      await loaded();

      await user.click(screen.getByRole('button', { name: 'Open image: Dish 30' }));
      expect(position()).toBe('30 of 35');
      await user.keyboard('{ArrowRight}');
      expect(screen.getByRole('dialog', { name: 'Dish 31' })).toBeTruthy();
      expect(position()).toBe('31 of 35');
    });

    it('when the open picture fails to load, then the lightbox shows the placeholder, and so does the grid', async () => {
      serveGallery(gallery);
      const { user } = renderApp('/de/gallery');
      await loaded();
      await user.click(screen.getByRole('button', { name: 'Bild öffnen: Unser Gastraum' }));

      fireEvent.error(within(screen.getByRole('dialog')).getByRole('img'));

      expect(await within(screen.getByRole('dialog')).findByText('Bild nicht verfügbar')).toBeTruthy();
      await user.keyboard('{Escape}');
      expect(within(item('Unser Gastraum')).getByText('Bild nicht verfügbar')).toBeTruthy();
    });
  });
});
