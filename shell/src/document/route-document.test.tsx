import { cleanup, render, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { Suspense } from 'react';
import { languageAtom } from 'shared-ui';
import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteEntry } from '../routing/route-table';
import { SETTINGS_ROUTE as settings } from '../routing/settings-route.fixture';
import { routeTitleMessages } from './messages';
import { useRouteTitle } from './route-document';

function Titled({ route }: { route: RouteEntry }) {
  useRouteTitle(route);
  return null;
}

function renderIn(language: 'en' | 'hi', route: RouteEntry) {
  const store = createStore();
  store.set(languageAtom, language);
  render(
    <Provider store={store}>
      <Suspense fallback={null}>
        <Titled route={route} />
      </Suspense>
    </Provider>,
  );
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
