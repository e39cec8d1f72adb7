import type { Decorator, Preview } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import { type ReactNode, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { type FakeTurnstileMode, installFakeTurnstile } from '../src/components/bot-check/fake-turnstile';
import { runtimeConfigAtom } from '../src/runtime/runtime-config';
import { storyRuntimeConfig } from './story-config';
import '../src/tokens/tokens.css';
import './preview.css';
import { preloadBottomSheet, preloadDialog, preloadNotificationBar } from '../src/components/index.ts';

function AppContext({ initialEntries, children }: { initialEntries: string[]; children: ReactNode }) {
  const [store] = useState(() => {
    const created = createStore();
    created.set(runtimeConfigAtom, storyRuntimeConfig);
    return created;
  });
  return (
    <Provider store={store}>
      <MemoryRouter initialEntries={initialEntries}>{children}</MemoryRouter>
    </Provider>
  );
}

/** Every story runs inside a router (parameters.router.initialEntries) and a Jotai store holding the runtime config. */
const withAppContext: Decorator = (Story, context) => {
  const initialEntries = (context.parameters.router as { initialEntries?: string[] } | undefined)?.initialEntries ?? [
    '/',
  ];
  return (
    <AppContext key={context.id} initialEntries={initialEntries}>
      <Story />
    </AppContext>
  );
};

const preview: Preview = {
  decorators: [withAppContext],
  // Overlays fetch their Radix code lazily in the app; stories show them with it already loaded.
  async beforeAll() {
    await Promise.all([preloadDialog(), preloadBottomSheet(), preloadNotificationBar()]);
  },
  // A fake Turnstile for every story (parameters.turnstile picks the mode, default 'pass'): never the network.
  beforeEach(context) {
    const mode = (context.parameters.turnstile as FakeTurnstileMode | undefined) ?? 'pass';
    return installFakeTurnstile(mode);
  },
  parameters: {
    layout: 'padded',
    controls: { matchers: { color: /(background|color)$/i, date: /Date$/i } },
    viewport: {
      options: {
        phone360: { name: 'Phone 360', styles: { width: '360px', height: '740px' }, type: 'mobile' },
        phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
      },
    },
    a11y: {
      // Violations fail the story tests.
      test: 'error',
      // Stories render components outside a page's landmarks.
      config: { rules: [{ id: 'region', enabled: false }] },
    },
  },
  initialGlobals: { viewport: { value: 'phone390', isRotated: false } },
};

export default preview;
