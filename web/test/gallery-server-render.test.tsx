// @vitest-environment node
import { seedPictures, type GalleryImage } from '@ristorante/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { galleryQueryOptions } from '../src/features/gallery/api/get-gallery';
import { renderOnServer } from './support/render-on-server';

const antipasti: GalleryImage = {
  id: '6f1c2a52-5f7e-4c8e-9a57-0d6c1f1f0a01',
  imageUrl: '/api/media/seed/food-antipasti-platter.svg',
  title: 'Antipasti zum Teilen',
  titleDe: 'Antipasti zum Teilen',
  titleEn: 'Antipasti for sharing',
  description: 'Salami, Prosciutto, gereifter Käse, Oliven und Grissini.',
  descriptionDe: 'Salami, Prosciutto, gereifter Käse, Oliven und Grissini.',
  descriptionEn: 'Salami, prosciutto, aged cheese, olives and grissini.',
  altText: 'Illustration: Holzbrett mit Antipasti',
  altTextDe: 'Illustration: Holzbrett mit Antipasti',
  altTextEn: 'Illustration: wooden board with antipasti',
  category: 'food',
  picture: seedPictures['/api/media/seed/food-antipasti-platter.svg']!,
  sortOrder: 10,
  version: 1,
};
const terrace: GalleryImage = {
  ...antipasti,
  id: '6f1c2a52-5f7e-4c8e-9a57-0d6c1f1f0a02',
  imageUrl: '/api/media/seed/exterior-summer-terrace.svg',
  title: 'Sommerterrasse',
  titleDe: 'Sommerterrasse',
  titleEn: 'Summer terrace',
  description: null,
  descriptionDe: null,
  descriptionEn: null,
  altText: 'Illustration: Tische unter Sonnenschirmen',
  altTextDe: null,
  altTextEn: null,
  category: 'exterior',
  sortOrder: 20,
};

function cached(...images: GalleryImage[]): QueryClient {
  const queryClient = new QueryClient();
  queryClient.setQueryData(galleryQueryOptions().queryKey, images);
  return queryClient;
}

// No DOM here: the gallery must render from a filled cache alone, as the planned pre-rendering will do it.
describe('gallery page on the server', () => {
  it('when nothing is cached, then the server renders the heading and the loading state without touching the DOM', async () => {
    const html = await renderOnServer('/de/gallery', new QueryClient());

    expect(html).toContain('<h1 class="page-title">Galerie</h1>');
    expect(html).toContain('Galerie wird geladen …');
  });

  it.each([
    ['/de/gallery', 'Antipasti zum Teilen', 'Bild öffnen: Antipasti zum Teilen', 'Alle', 'Essen'],
    ['/en/gallery', 'Antipasti for sharing', 'Open image: Antipasti for sharing', 'All', 'Food'],
  ])('when the gallery is in the cache, then %s renders its grid as HTML', async (path, title, openName, all, food) => {
    const html = await renderOnServer(path, cached(antipasti, terrace));

    expect(html).toContain(`<h2 class="gallery-item-title">${title}</h2>`);
    expect(html).toContain(`aria-label="${openName}"`);
    // React separates a text from the next one with an empty comment in server HTML.
    expect(html).toContain(`>${all}<!-- --> <span class="chip-count">(2)</span>`);
    expect(html).toContain(`>${food}<!-- --> <span class="chip-count">(1)</span>`);
    // The first picture is the page's largest content: eager, high priority, its size reserved.
    // The first picture is the page's largest content: eager, high priority, its size reserved, offered as AVIF first.
    const first = html.slice(html.indexOf('<picture'), html.indexOf('</picture>'));
    expect(first).toContain(
      '<source type="image/avif" srcSet="/api/media/seed/food-antipasti-platter/320.avif 320w, /api/media/seed/food-antipasti-platter/640.avif 640w, /api/media/seed/food-antipasti-platter/800.avif 800w" sizes="(min-width: 64rem) 23rem, (min-width: 36rem) 50vw, 100vw"/>',
    );
    // No stand-in behind the first: it is asked for from the head and would only wait for its own paint.
    expect(first).toMatch(
      /<img src="\/api\/media\/seed\/food-antipasti-platter\/800.jpg" width="800" height="600" class="gallery-image" alt="[^"]+" decoding="async" draggable="false" loading="eager" fetchpriority="high"/,
    );
    const second = html.slice(html.indexOf('<picture', html.indexOf('</picture>')));
    expect(second).toMatch(
      /style="background-image:url\(&quot;data:image\/webp;base64,[^"]+" class="gallery-image"[^>]+fetchpriority="low"/,
    );
    expect(html).not.toContain('role="dialog"');
  });

  it('when the address names a category, then the server still renders every picture with All pressed (one file answers every query; the browser filters once hydrated)', async () => {
    const html = await renderOnServer('/en/gallery?category=exterior', cached(antipasti, terrace));

    expect(html).toContain('Summer terrace');
    expect(html).toContain('Antipasti for sharing');
    expect(html).toMatch(/aria-pressed="true"[^>]*>All<!-- --> /);
    expect(html).toMatch(/aria-pressed="false"[^>]*>Exterior<!-- --> /);
  });

  it('when the cached gallery is empty, then the server renders Gallery Coming Soon', async () => {
    const html = await renderOnServer('/en/gallery', cached());

    expect(html).toContain('Gallery Coming Soon');
    expect(html).toContain('No images available');
  });
});
