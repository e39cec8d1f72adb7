import { describe, expect, it, vi } from 'vitest';
import { exposeFileUrls, routeDataPlugin } from './route-data-plugin';

const ROUTE_DATA = { StickerPage: ['uid-status/{uid}'] };

const MANIFEST_URL = 'https://cdn.example.in/public/v42/mf-manifest.json';
const MANIFEST = {
  metaData: { publicPath: 'auto', routeData: ROUTE_DATA },
  exposes: [
    {
      name: 'StickerPage',
      assets: { js: { sync: ['1610.a.js', '__federation_expose_StickerPage.b.js'] }, css: { sync: ['s.c.css'] } },
    },
  ],
};

describe('exposeFileUrls', () => {
  it("resolves a page's files beside the manifest when its public path is 'auto'", () => {
    expect(exposeFileUrls(MANIFEST, MANIFEST_URL, 'StickerPage')).toEqual({
      js: [
        'https://cdn.example.in/public/v42/1610.a.js',
        'https://cdn.example.in/public/v42/__federation_expose_StickerPage.b.js',
      ],
      css: ['https://cdn.example.in/public/v42/s.c.css'],
    });
  });

  it('uses an explicit public path, and knows no files for a page the remote does not expose', () => {
    const pinned = { ...MANIFEST, metaData: { publicPath: 'https://static.example.in/p/' } };
    expect(exposeFileUrls(pinned, MANIFEST_URL, 'StickerPage').css).toEqual(['https://static.example.in/p/s.c.css']);
    expect(exposeFileUrls(MANIFEST, MANIFEST_URL, 'LandingPage')).toEqual({ js: [], css: [] });
  });
});

describe('routeDataPlugin', () => {
  const manifest = (routeData: unknown) => ({ ...MANIFEST, metaData: { publicPath: 'auto', routeData } }) as never;

  /** The scanner's page as the first page; returns the spies and the plugin's manifest hook. */
  function scannerPlugin() {
    const prefetch = vi.fn();
    const onPageRequested = vi.fn();
    const plugin = routeDataPlugin({
      remote: 'mfe_public',
      expose: 'StickerPage',
      params: { uid: 'QRUSED0001' },
      apiBaseUrl: 'http://localhost:4000',
      prefetch,
      onPageRequested,
    });
    const manifestRead = plugin.afterLoadManifest as (args: unknown) => Promise<void> | undefined;
    return { prefetch, onPageRequested, manifestRead };
  }

  it("starts the first page's calls once, when its own remote's manifest arrives", () => {
    const { prefetch, manifestRead } = scannerPlugin();
    const args = (name: string) => ({
      moduleInfo: { name },
      manifestJson: manifest(ROUTE_DATA),
      manifestUrl: MANIFEST_URL,
    });
    manifestRead(args('mfe_owner'));
    expect(prefetch).not.toHaveBeenCalled();
    manifestRead(args('mfe_public'));
    manifestRead(args('mfe_public'));
    expect(prefetch).toHaveBeenCalledTimes(1);
    expect(prefetch).toHaveBeenCalledWith('http://localhost:4000/uid-status/QRUSED0001');
  });

  it("requests the page's files at once, each once, and then says so", () => {
    document.head.innerHTML = '<link rel="preload" href="https://cdn.example.in/public/v42/1610.a.js" as="script">';
    const { onPageRequested, manifestRead } = scannerPlugin();
    manifestRead({ moduleInfo: { name: 'mfe_public' }, manifestJson: MANIFEST, manifestUrl: MANIFEST_URL });
    const preloads = [...document.head.querySelectorAll('link[rel="preload"]')].map(
      (link) => `${link.getAttribute('as')} ${link.getAttribute('href')}`,
    );
    expect(preloads).toEqual([
      'script https://cdn.example.in/public/v42/1610.a.js',
      'style https://cdn.example.in/public/v42/s.c.css',
      'script https://cdn.example.in/public/v42/__federation_expose_StickerPage.b.js',
    ]);
    expect(onPageRequested).toHaveBeenCalledTimes(1);
  });

  it('lets the bootstrap go on when the manifest could not be read', () => {
    const { onPageRequested, manifestRead } = scannerPlugin();
    manifestRead({ moduleInfo: { name: 'mfe_public' }, manifestUrl: MANIFEST_URL });
    expect(onPageRequested).toHaveBeenCalledTimes(1);
  });

  it("hands the runtime back in a task of its own, after the page's files are requested, changing none of its data", async () => {
    vi.useFakeTimers();
    try {
      const { onPageRequested, manifestRead } = scannerPlugin();
      let resumed = false;
      const handedBack = manifestRead({
        moduleInfo: { name: 'mfe_public' },
        manifestJson: MANIFEST,
        manifestUrl: MANIFEST_URL,
      });
      void handedBack?.then(() => {
        resumed = true;
      });
      expect(onPageRequested).toHaveBeenCalledTimes(1);
      await Promise.resolve();
      expect(resumed).toBe(false);
      await vi.runAllTimersAsync();
      expect(resumed).toBe(true);
      expect(await handedBack).toBeUndefined();
      // Any later manifest (another remote, or this one again) goes straight on.
      expect(
        manifestRead({ moduleInfo: { name: 'mfe_owner' }, manifestJson: MANIFEST, manifestUrl: MANIFEST_URL }),
      ).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
