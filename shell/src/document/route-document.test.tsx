import { SETTINGS_ROUTE } from '@qr/platform/federation/settings-route.fixture';
import { cleanup, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../routing/route-table';
import { renderInLanguage } from '../test-utils';
import { useRouteTitle } from './route-document';
import { routeTitleMessages } from './titles/messages';

/** The fixture as the shell's route table holds a declared route. */
const settings: RouteEntry = { ...SETTINGS_ROUTE, remote: 'mfe_owner' };

function Titled({ route }: { route: RouteEntry }) {
  useRouteTitle(route);
  return null;
}

function renderIn(language: 'en' | 'hi', route: RouteEntry) {
  renderInLanguage(language, <Titled route={route} />);
}

describe('useRouteTitle', () => {
  // The shell fetches its Hindi texts at start-up (startup/shell-hindi.ts): here, before the first render.
  beforeAll(() => routeTitleMessages.load());

  it("gives a declared route its own title in the page's language", async () => {
    renderIn('hi', settings);
    await waitFor(() => expect(document.title).toBe('सेटिंग्स · QR Vehicle Contact'));
    cleanup();
    renderIn('en', settings);
    await waitFor(() => expect(document.title).toBe('Settings · QR Vehicle Contact'));
  });

  it('keeps the English title in Hindi when a declared route has no Hindi one', async () => {
    renderIn('hi', { ...settings, titleHi: undefined });
    await waitFor(() => expect(document.title).toBe('Settings · QR Vehicle Contact'));
  });

  it("takes a fixed route's titles from the shell's catalogs", async () => {
    renderIn('hi', { path: '/help', remote: 'mfe_owner', expose: 'HelpPage', access: 'owner', title: 'Help' });
    await waitFor(() => expect(document.title).toBe('मदद · QR Vehicle Contact'));
  });
});
