// Renders the web app manifest's PNG icons, the apple-touch-icon, favicon.ico (for the browsers and tools
// that ask for /favicon.ico whatever the page links) and the card a shared link shows (og-image.png,
// 1200x630) from shell/public/favicon.svg, in Chromium through Playwright (the e2e
// package's). Run again after changing the brand mark:
//   node shell/scripts/render-icons.mjs
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

const PUBLIC_DIR = path.resolve(import.meta.dirname, '..', 'public');
const E2E_PACKAGE = path.resolve(import.meta.dirname, '..', '..', 'e2e', 'package.json');
const { chromium } = createRequire(E2E_PACKAGE)('@playwright/test');

const favicon = readFileSync(path.join(PUBLIC_DIR, 'favicon.svg'), 'utf8');
const brandColour = favicon.match(/<rect[^>]*fill="([^"]+)"/)?.[1];
const mark = favicon.match(/<path[^>]*\/>/)?.[0];
if (!brandColour || !mark) throw new Error('favicon.svg: expected a <rect fill> background and one <path> mark');

/**
 * The mark on a full square of the brand colour, scaled about the centre. Maskable icons are cropped
 * to a circle of 80% of the size by some launchers: at 0.9 the mark's corners stay inside it.
 */
function fullBleed(scale) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${brandColour}"/><g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${mark}</g></svg>`;
}

const ICONS = [
  // "any" purpose: the favicon as it is, rounded corners and all.
  { file: 'icon-192.png', size: 192, svg: favicon },
  { file: 'icon-512.png', size: 512, svg: favicon },
  { file: 'icon-maskable-512.png', size: 512, svg: fullBleed(0.9) },
  // iOS rounds the corners itself and shows transparency as black: a full, opaque square.
  { file: 'apple-touch-icon.png', size: 180, svg: fullBleed(1) },
];

/** favicon.ico's sizes: tabs and bookmarks (16, 32) and Windows' shortcuts (48). */
const ICO_SIZES = [16, 32, 48];

/** An ICO file holding PNG images (Windows Vista on, every browser): a 6-byte header, a 16-byte entry each. */
function icoOf(pngs) {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map(({ png }) => png)]);
}

/** The shared link's card: the mark and the name on the brand colour, with what the service does. */
const SHARE_CARD = `<div style="width:1200px;height:630px;box-sizing:border-box;padding:96px;background:${brandColour};
  color:#fff;font-family:'Noto Sans',sans-serif;display:flex;flex-direction:column;justify-content:center;gap:40px">
  <div style="display:flex;align-items:center;gap:40px">
    <svg xmlns="http://www.w3.org/2000/svg" viewBox="7 7 18 18" width="160" height="160">${mark}</svg>
    <span style="font-size:84px;font-weight:700">QR Vehicle Contact</span>
  </div>
  <p style="margin:0;font-size:48px;line-height:1.3">Scan the sticker, reach the owner.<br>Their number stays private.</p>
</div>`;

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
try {
  for (const { file, size, svg } of ICONS) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>body{margin:0}svg{display:block}</style>${sized}`);
    writeFileSync(path.join(PUBLIC_DIR, file), await page.screenshot({ omitBackground: true }));
    await page.close();
    console.log(`wrote shell/public/${file} (${size}x${size})`);
  }
  const frames = [];
  for (const size of ICO_SIZES) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const sized = favicon.replace('<svg ', `<svg width="${size}" height="${size}" `);
    await page.setContent(`<!doctype html><style>body{margin:0}svg{display:block}</style>${sized}`);
    frames.push({ size, png: await page.screenshot({ omitBackground: true }) });
    await page.close();
  }
  writeFileSync(path.join(PUBLIC_DIR, 'favicon.ico'), icoOf(frames));
  console.log(`wrote shell/public/favicon.ico (${ICO_SIZES.join(', ')} px)`);
  const card = await browser.newPage({ viewport: { width: 1200, height: 630 } });
  await card.setContent(`<!doctype html><style>body{margin:0}</style>${SHARE_CARD}`);
  writeFileSync(path.join(PUBLIC_DIR, 'og-image.png'), await card.screenshot());
  console.log('wrote shell/public/og-image.png (1200x630)');
} finally {
  await browser.close();
}
