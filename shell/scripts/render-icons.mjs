// Renders the web app manifest's PNG icons and the apple-touch-icon from shell/public/favicon.svg, in
// Chromium through Playwright (the e2e package's). Run again after changing the brand mark:
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
} finally {
  await browser.close();
}
