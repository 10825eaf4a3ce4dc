// @vitest-environment node
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const webDir = path.resolve(import.meta.dirname, '..');
const publicDir = path.join(webDir, 'public');
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** The `<link>` tags of an HTML file's head, as attribute maps. */
function headLinks(file: string): Array<Record<string, string>> {
  const html = readFileSync(path.join(webDir, file), 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  return [...head.matchAll(/<link\b([^>]*)>/g)].map(([, attributes]) =>
    Object.fromEntries([...attributes!.matchAll(/([a-z-]+)="([^"]*)"/g)].map(([, name, value]) => [name!, value!])),
  );
}

/** A file the site serves from its root, as it lies in web/public (Vite copies it to dist/ as it is). */
function publicFile(href: string): Buffer {
  expect(href, href).toMatch(/^\/[a-z0-9.-]+$/);
  const file = path.join(publicDir, href);
  expect(existsSync(file), `${href} is missing from web/public`).toBe(true);
  return readFileSync(file);
}

/** A PNG's size from its IHDR chunk, the first after the signature. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(0, 8).equals(pngSignature)).toBe(true);
  expect(bytes.toString('ascii', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const icons = [
  { rel: 'icon', href: '/favicon.ico', sizes: '32x32' },
  { rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' },
  { rel: 'apple-touch-icon', href: '/apple-touch-icon.png' },
];

describe('favicon, app icons and web app manifest', () => {
  it('the guest site names the icons and the manifest; the dashboard the icons only', () => {
    const guest = headLinks('index.html');
    const dashboard = headLinks('admin.html');
    for (const icon of icons) {
      expect(guest).toContainEqual(icon);
      expect(dashboard).toContainEqual(icon);
    }
    expect(guest).toContainEqual({ rel: 'manifest', href: '/manifest.webmanifest' });
    expect(dashboard.some((link) => link.rel === 'manifest')).toBe(false);
    for (const link of [...guest, ...dashboard].filter((link) => /icon|manifest/.test(link.rel ?? ''))) publicFile(link.href!);
  });

  it('the manifest parses, and each of its icons exists with the size it declares', () => {
    const manifest = JSON.parse(publicFile('/manifest.webmanifest').toString('utf8')) as {
      icons: Array<{ src: string; sizes: string; type: string; purpose?: string }>;
      [key: string]: unknown;
    };
    expect(manifest).toMatchObject({
      name: 'Trattoria La Sosta',
      short_name: 'La Sosta',
      start_url: '/de',
      scope: '/',
      background_color: '#fbf6ee',
      theme_color: '#a63d2a',
      lang: 'de',
    });
    expect(['standalone', 'browser']).toContain(manifest.display);

    const pngs = manifest.icons.filter((icon) => icon.type === 'image/png');
    expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of pngs) {
      const [width, height] = icon.sizes.split('x').map(Number);
      expect(pngSize(publicFile(icon.src)), icon.src).toEqual({ width, height });
    }
    const svg = manifest.icons.find((icon) => icon.type === 'image/svg+xml');
    expect(svg).toMatchObject({ src: '/favicon.svg', sizes: 'any' });
    expect(publicFile(svg!.src).toString('utf8')).toContain('<svg');
  });

  it('the PNGs have their sizes and stay small', () => {
    const limits = {
      '/icon-192.png': 10_000,
      '/icon-512.png': 25_000,
      '/icon-maskable-512.png': 25_000,
      '/apple-touch-icon.png': 10_000,
    };
    expect(pngSize(publicFile('/apple-touch-icon.png'))).toEqual({ width: 180, height: 180 });
    for (const [href, limit] of Object.entries(limits)) {
      expect(statSync(path.join(publicDir, href)).size, href).toBeLessThan(limit);
    }
  });

  it('favicon.ico is an icon file holding a 16×16 and a 32×32 PNG', () => {
    const ico = publicFile('/favicon.ico');
    // ICONDIR: reserved 0, type 1 (icon), number of images.
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes: number[] = [];
    for (let index = 0; index < count; index += 1) {
      const entry = 6 + 16 * index;
      const size = ico[entry] || 256;
      expect(ico[entry + 1] || 256).toBe(size);
      const length = ico.readUInt32LE(entry + 8);
      const offset = ico.readUInt32LE(entry + 12);
      expect(offset + length).toBeLessThanOrEqual(ico.length);
      expect(pngSize(ico.subarray(offset, offset + length))).toEqual({ width: size, height: size });
      sizes.push(size);
    }
    expect(sizes.sort((a, b) => a - b)).toEqual([16, 32]);
  });
});
