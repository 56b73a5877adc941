// Renders public/og-image.png, the 1200×630 Open Graph picture of the site, from an HTML card: run it again after
// changing the card. Uses the system Chromium, as the browser tests do.
//   node scripts/og-image.mjs
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

// The outline the site's map draws, read from its source (this script runs without a TypeScript loader).
const outlineSource = readFileSync(
  new URL('../src/components/map/cote-divoire-outline.ts', import.meta.url),
  'utf8',
);
const COTE_DIVOIRE_OUTLINE = [
  ...outlineSource.split('LANDMARK_CITIES')[0].matchAll(/\[(-?[\d.]+), (-?[\d.]+)\]/g),
].map((m) => [Number(m[1]), Number(m[2])]);

const out = fileURLToPath(new URL('../public/og-image.png', import.meta.url));
const [west, east, south, north] = [-8.8, -2.3, 4.1, 10.8];
const scale = 52;
const points = COTE_DIVOIRE_OUTLINE.map(
  ([lng, lat]) => `${((lng - west) * scale).toFixed(1)},${((north - lat) * scale).toFixed(1)}`,
).join(' ');
const dot = (lng, lat, r, fill) =>
  `<circle cx="${(lng - west) * scale}" cy="${(north - lat) * scale}" r="${r}" fill="${fill}" stroke="#fff" stroke-width="4"/>`;

const html = `<!doctype html><html><body style="margin:0">
<div style="width:1200px;height:630px;box-sizing:border-box;padding:64px 72px;display:flex;gap:40px;
  background:#08683a;color:#fff;font-family:'DejaVu Sans',sans-serif;position:relative;overflow:hidden">
  <div style="flex:1;display:flex;flex-direction:column;justify-content:center">
    <div style="display:flex;align-items:center;gap:20px">
      <svg viewBox="0 0 32 32" width="88" height="88"><rect x="3" y="5" width="26" height="20" rx="5" fill="#fff"/>
        <rect x="3" y="17" width="26" height="3" fill="#f77f00"/><rect x="6" y="8" width="8" height="7" rx="1.5" fill="#08683a"/>
        <rect x="18" y="8" width="8" height="7" rx="1.5" fill="#08683a"/><circle cx="10" cy="26" r="3" fill="#1c1917"/>
        <circle cx="22" cy="26" r="3" fill="#1c1917"/></svg>
      <span style="font-size:84px;font-weight:800;letter-spacing:-2px">Gbaka</span>
    </div>
    <p style="font-size:46px;font-weight:700;line-height:1.15;margin:36px 0 0">Réservez vos billets de car en Côte d'Ivoire et en Afrique de l'Ouest</p>
    <p style="font-size:25px;margin:28px 0 0;color:#ffcf99;white-space:nowrap">Mobile money · Billet avec QR code · Suivi du car</p>
  </div>
  <svg width="340" height="348" viewBox="0 0 ${(east - west) * scale} ${(north - south) * scale}" style="align-self:center">
    <polygon points="${points}" fill="#ecf8f1" fill-opacity="0.16" stroke="#ffcf99" stroke-width="5" stroke-linejoin="round"/>
    ${dot(-4.0083, 5.36, 13, '#f77f00')}${dot(-5.2893, 6.8276, 10, '#fff')}${dot(-5.0303, 7.6906, 10, '#fff')}${dot(-5.6296, 9.458, 10, '#fff')}
    <path d="M${(-4.0083 - west) * scale} ${(north - 5.36) * scale} L${(-5.2893 - west) * scale} ${(north - 6.8276) * scale} L${(-5.0303 - west) * scale} ${(north - 7.6906) * scale} L${(-5.6296 - west) * scale} ${(north - 9.458) * scale}"
      fill="none" stroke="#fff" stroke-width="4" stroke-dasharray="12 10"/>
  </svg>
  <div style="position:absolute;left:0;right:0;bottom:0;height:14px;background:linear-gradient(90deg,#f77f00,#fff,#178a55)"></div>
</div></body></html>`;

const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
const page = await browser.newPage({ viewport: { width: 1200, height: 630 } });
await page.setContent(html);
await page.screenshot({ path: out, clip: { x: 0, y: 0, width: 1200, height: 630 } });
await browser.close();
console.log(`wrote ${out}`);
