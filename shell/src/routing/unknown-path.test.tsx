import { SETTINGS_ROUTE as settings } from '@qr/platform/federation/settings-route.fixture';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const live = vi.hoisted(() => ({ routes: [] as unknown[], followed: [] as string[] }));
vi.mock('@qr/runtime', async (original) => ({
  ...(await original<object>()),
  loadRuntimeConfig: async () => ({ ok: true, config: { routes: live.routes } }),
}));
vi.mock('../federation/follow-live-site', () => ({
  followLiveSite: async (remote: string) => {
    live.followed.push(remote);
  },
}));

beforeEach(() => {
  vi.resetModules();
  live.routes = [];
  live.followed = [];
});
afterEach(() => vi.restoreAllMocks());

describe('a path the tab does not know', () => {
  it('is a page when the live config declares it now: the routes change and its remote moves to the live release', async () => {
    const { isLivePage } = await import('./live-page');
    const { siteRoutes } = await import('./site-routes');
    live.routes = [settings];
    expect(await isLivePage('/account/settings')).toBe(true);
    expect(siteRoutes().map((route) => route.path)).toContain('/account/settings');
    expect(live.followed).toEqual(['mfe_owner']);
  });

  it('is no page when the live config does not declare it either', async () => {
    const { isLivePage } = await import('./live-page');
    expect(await isLivePage('/account/settings')).toBe(false);
    expect(live.followed).toEqual([]);
  });

  it('sends the visitor home only after the live site was asked', async () => {
    const { UnknownPath } = await import('./unknown-path');
    render(
      <MemoryRouter initialEntries={['/account/nothing']}>
        <Routes>
          <Route path="/" element={<h1>Home</h1>} />
          <Route path="*" element={<UnknownPath />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.queryByRole('heading', { name: 'Home' })).toBeNull();
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeTruthy();
  });
});
