// Renders the home-screen icons of public/manifest.webmanifest (and the iOS one linked from index.html) from
// public/favicon.svg: run it again after changing the favicon. Uses the system Chromium, as the browser tests do.
//   node scripts/pwa-icons.mjs
import { mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const svg = readFileSync(new URL('../public/favicon.svg', import.meta.url), 'utf8');
const outDir = fileURLToPath(new URL('../public/icons/', import.meta.url));

// scale: the favicon's 32-unit box as a share of the icon. A maskable icon may be cut to a circle of 80 % of its width
// around the centre, and the bus's corners lie 17.7 units from the box's centre: at 0.66 they stay inside.
// An opaque background where the platform would otherwise fill the transparent parts with black (iOS) or crop.
const ICONS = [
  { file: 'icon-192.png', size: 192, scale: 1, background: null },
  { file: 'icon-512.png', size: 512, scale: 1, background: null },
  { file: 'icon-maskable-512.png', size: 512, scale: 0.66, background: '#ffffff' },
  { file: 'apple-touch-icon.png', size: 180, scale: 0.8, background: '#ffffff' },
];

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
mkdirSync(outDir, { recursive: true });
for (const { file, size, scale, background } of ICONS) {
  const page = await browser.newPage({ viewport: { width: size, height: size } });
  const side = Math.round(size * scale);
  await page.setContent(`<!doctype html><html><body style="margin:0;width:${size}px;height:${size}px;
    display:flex;align-items:center;justify-content:center;background:${background ?? 'transparent'}">
    <img src="data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}" width="${side}" height="${side}">
  </body></html>`);
  await page.locator('img').evaluate((img) => img.decode());
  await page.screenshot({
    path: `${outDir}${file}`,
    clip: { x: 0, y: 0, width: size, height: size },
    omitBackground: background === null,
  });
  await page.close();
  console.log(`wrote ${outDir}${file}`);
}
await browser.close();
