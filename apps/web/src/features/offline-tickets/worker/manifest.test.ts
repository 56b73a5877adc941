import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const web = join(import.meta.dirname, '../../../..');
const read = (path: string) => readFileSync(join(web, path));

interface Icon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}
const manifest = JSON.parse(read('public/manifest.webmanifest').toString()) as Record<string, unknown> & {
  icons: Icon[];
};

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString()).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

describe('web app manifest', () => {
  it('makes the app installable in French, full screen, from the home page', () => {
    expect(manifest).toMatchObject({
      name: 'Gbaka',
      short_name: 'Gbaka',
      lang: 'fr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
  });

  it('takes its colours from the Tailwind theme, as the theme-color meta does', () => {
    const css = read('src/index.css').toString();
    const brand700 = /--color-brand-700:\s*(#[0-9a-f]{6})/i.exec(css)![1];
    expect(manifest.theme_color).toBe(brand700);
    expect(read('index.html').toString()).toContain(`<meta name="theme-color" content="${brand700}" />`);
    // Tailwind's stone-50, the body's background (index.css), so that the splash screen matches the first page.
    expect(manifest.background_color).toBe('#fafaf9');
  });

  it('lists 192 and 512 pixel icons and a maskable one, each a PNG of the size it declares', () => {
    const any = manifest.icons.filter((icon) => icon.purpose !== 'maskable').map((icon) => icon.sizes);
    expect(any).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(manifest.icons.some((icon) => icon.purpose === 'maskable' && icon.sizes === '512x512')).toBe(true);
    for (const icon of manifest.icons) {
      expect(icon.type).toBe('image/png');
      expect(pngSize(read(`public${icon.src}`))).toBe(icon.sizes);
    }
  });

  it('is linked from index.html, with the iOS home-screen icon', () => {
    const html = read('index.html').toString();
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest" />');
    const apple = /<link rel="apple-touch-icon" href="([^"]+)"/.exec(html)![1]!;
    expect(pngSize(read(`public${apple}`))).toBe('180x180');
  });
});
