import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

/** The document's share tags as a crawler reads them: the served HTML, no script run. */
async function shareTags(request: APIRequestContext, path: string, acceptLanguage = 'en-IN,en;q=0.9') {
  const response = await request.get(path, { headers: { 'accept-language': acceptLanguage } });
  expect(response.status(), path).toBe(200);
  expect(response.headers().vary, path).toMatch(/Accept-Language/);
  const html = await response.text();
  const tags: Record<string, string> = {};
  for (const [, key, value] of html.matchAll(/<meta (?:property|name)="((?:og|twitter):[\w:]+)" content="([^"]*)"/g)) {
    tags[key as string] = (value as string).replaceAll('&#39;', "'").replaceAll('&amp;', '&');
  }
  return tags;
}

const SHARED_PAGES = [
  ['/', 'QR Vehicle Contact', 'QR Vehicle Contact', /^Put a QR sticker on your vehicle/, /^अपनी गाड़ी पर QR स्टिकर लगाएँ/],
  [
    '/r/FRIEND42',
    'Join with a referral · QR Vehicle Contact',
    'रेफ़रल से जुड़ें · QR Vehicle Contact',
    /^You were invited/,
    /^आपको QR Vehicle Contact पर बुलाया गया है/,
  ],
  ['/terms', 'Terms of Service · QR Vehicle Contact', 'सेवा की शर्तें · QR Vehicle Contact', /terms/, /शर्तें/],
  ['/privacy', 'Privacy Policy · QR Vehicle Contact', 'प्राइवेसी पॉलिसी · QR Vehicle Contact', /vehicle's data/, /./],
  ['/features', 'Features · QR Vehicle Contact', 'फ़ीचर · QR Vehicle Contact', /^Masked calls/, /./],
  ['/pricing', 'Pricing · QR Vehicle Contact', 'कीमत · QR Vehicle Contact', /cost/, /./],
  ['/contact', 'Contact us · QR Vehicle Contact', 'हमसे संपर्क करें · QR Vehicle Contact', /team/, /./],
  ['/howtouse', 'How to use · QR Vehicle Contact', 'कैसे इस्तेमाल करें · QR Vehicle Contact', /^Stick, register/, /./],
] as const;

for (const [path, title, titleHi, description, descriptionHi] of SHARED_PAGES) {
  test(`a shared link to ${path} shows its title, description and the card, in the crawler's language`, async ({
    request,
  }) => {
    const english = await shareTags(request, path);
    expect(english).toMatchObject({
      'og:type': 'website',
      'og:site_name': 'QR Vehicle Contact',
      'og:title': title,
      'og:locale': 'en_IN',
      'twitter:card': 'summary_large_image',
    });
    expect(english['og:description']).toMatch(description);
    expect(english['og:image']).toMatch(/^https?:\/\/[^/]+\/og-image\.png$/);

    const hindi = await shareTags(request, path, 'hi-IN,hi;q=0.9,en;q=0.8');
    expect(hindi).toMatchObject({ 'og:title': titleHi, 'og:locale': 'hi_IN' });
    expect(hindi['og:description']).toMatch(descriptionHi);
    expect(hindi['og:description']).toMatch(/[\u0900-\u097F]/);
  });
}

test("the card is a 1200x630 PNG on the site's origin; nothing is left unwritten", async ({ request }) => {
  const tags = await shareTags(request, '/');
  const image = await request.get(new URL(tags['og:image'] ?? '').pathname);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const bytes = await image.body();
  expect({ width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) }).toEqual({ width: 1200, height: 630 });

  const html = await (await request.get('/QRUSED0001')).text();
  expect(html).not.toContain('__SHARE_');
  // A path cannot write into the document: only the route's fixed texts are.
  const crafted = await (await request.get('/%22%3E%3Cb%3Ex')).text();
  expect(crafted).not.toContain('"><b>x');
});
