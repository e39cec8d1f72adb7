import { expect, test } from './support/fixtures';

/** Width and height from a PNG's IHDR chunk. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

test('the web app manifest and its icons load, and Chromium reads the manifest without errors', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Get Started' })).toBeVisible();
  const cdp = await page.context().newCDPSession(page);
  const { url, errors, parsed } = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: { message: string }[];
    parsed?: { name?: string; display?: string };
  };
  expect(url).toMatch(/\/manifest\.webmanifest$/);
  expect(errors).toEqual([]);

  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'QR Vehicle Contact', start_url: '/', display: 'standalone' });
  expect(parsed?.display ?? manifest.display).toBe('standalone');
  const icons: { src: string; sizes: string; purpose: string }[] = manifest.icons;
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  const appleTouchIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  for (const [src, size] of [
    ...icons.map((icon) => [icon.src, Number(icon.sizes.split('x')[0])] as const),
    [appleTouchIcon ?? '', 180] as const,
  ]) {
    const response = await page.request.get(src);
    expect(response.status(), src).toBe(200);
    expect(response.headers()['content-type'], src).toBe('image/png');
    expect(pngSize(await response.body()), src).toEqual({ width: size, height: size });
  }
});
