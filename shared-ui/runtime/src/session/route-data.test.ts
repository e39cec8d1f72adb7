import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from './http';
import { routeDataUrls } from './route-data';

const ROUTE_DATA = { StickerPage: ['uid-status/{uid}'] };

describe('routeDataUrls', () => {
  it('fills the route params, encoded, into the declared paths under the API base', () => {
    expect(routeDataUrls(ROUTE_DATA, 'StickerPage', { uid: 'QR 1/2' }, 'https://api.example.in/v1/')).toEqual([
      'https://api.example.in/v1/uid-status/QR%201%2F2',
    ]);
  });

  it('builds the very URL the HTTP client requests, so the prefetched response is found', async () => {
    let requested = '';
    vi.stubGlobal('fetch', async (request: Request) => {
      requested = request.url;
      return Response.json({});
    });
    const client = createApiClient({ baseUrl: 'https://api.example.in/v1', getToken: () => null });
    await client.get(`uid-status/${encodeURIComponent('QR 1/2')}`).json();
    vi.unstubAllGlobals();
    expect(routeDataUrls(ROUTE_DATA, 'StickerPage', { uid: 'QR 1/2' }, 'https://api.example.in/v1')).toEqual([
      requested,
    ]);
  });

  it('declares nothing for other pages, a missing param, or a manifest without route data', () => {
    expect(routeDataUrls(ROUTE_DATA, 'LandingPage', {}, 'https://api.example.in')).toEqual([]);
    expect(routeDataUrls(ROUTE_DATA, 'StickerPage', {}, 'https://api.example.in')).toEqual([]);
    expect(routeDataUrls(undefined, 'StickerPage', { uid: 'X' }, 'https://api.example.in')).toEqual([]);
    expect(routeDataUrls({ StickerPage: 'x' }, 'StickerPage', { uid: 'X' }, 'https://api.example.in')).toEqual([]);
  });
});
