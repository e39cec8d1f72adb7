/**
 * /favicon.ico, which browsers and tools ask for whatever the page links, answers with the brand's icon
 * (shell/public/favicon.ico, rendered from favicon.svg by shell/scripts/render-icons.mjs), not a 404.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from './support/fixtures';
import { SITE_ORIGIN } from './support/ports';

const ICON = readFileSync(path.resolve(import.meta.dirname, '..', '..', 'shell', 'public', 'favicon.ico'));

test('/favicon.ico is the brand icon: an ICO with 16, 32 and 48 px images', async ({ request }) => {
  const answer = await request.get(`${SITE_ORIGIN}/favicon.ico`);
  expect(answer.status()).toBe(200);
  expect(answer.headers()['content-type']).toBe('image/x-icon');
  const body = await answer.body();
  expect(body.equals(ICON), 'the served icon is the one in shell/public').toBe(true);
  // ICONDIR: reserved 0, type 1 (icon), then the image count; each entry's first byte is its width.
  expect([body.readUInt16LE(0), body.readUInt16LE(2), body.readUInt16LE(4)]).toEqual([0, 1, 3]);
  expect([0, 1, 2].map((index) => body.readUInt8(6 + 16 * index))).toEqual([16, 32, 48]);
});
