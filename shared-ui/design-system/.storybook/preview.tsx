import { runtimeConfigAtom } from '@qr/runtime';
import { type Language, languageAtom } from '@qr/runtime/i18n';
import type { Decorator, Preview } from '@storybook/react-vite';
import { createStore, Provider } from 'jotai';
import { type ReactNode, Suspense, useState } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { type FakeTurnstileMode, installFakeTurnstile } from '../src/components/bot-check/fake-turnstile';
import { latinWordsOnScreen } from './hindi-latin';
import { loadHindiTexts } from './hindi-texts';
import { storyRuntimeConfig } from './story-config';
import '../src/tokens/tokens.css';
import './preview.css';
import { preloadBottomSheet, preloadDialog, preloadNotificationBar } from '../src/components/index.ts';

interface AppContextProps {
  initialEntries: string[];
  /** The story renders its own router (a page that lives outside the app, e.g. the configuration error). */
  ownRouter: boolean;
  language: Language;
  children: ReactNode;
}

function AppContext({ initialEntries, ownRouter, language, children }: AppContextProps) {
  const [store] = useState(() => {
    const created = createStore();
    created.set(runtimeConfigAtom, storyRuntimeConfig);
    created.set(languageAtom, language);
    return created;
  });
  // A story in Hindi waits for its catalogs' Hindi, as a page does.
  const content = <Suspense fallback={null}>{children}</Suspense>;
  return (
    <Provider store={store}>
      {ownRouter ? content : <MemoryRouter initialEntries={initialEntries}>{content}</MemoryRouter>}
    </Provider>
  );
}

interface RouterParameter {
  initialEntries?: string[];
  own?: boolean;
}

/**
 * Every story runs inside a router (parameters.router.initialEntries; none with parameters.router.own) and a
 * Jotai store holding the runtime config and the language of the toolbar's Language menu (English or Hindi).
 */
const withAppContext: Decorator = (Story, context) => {
  const router = (context.parameters.router as RouterParameter | undefined) ?? {};
  const initialEntries = router.initialEntries ?? ['/'];
  const language: Language = context.globals.language === 'hi' ? 'hi' : 'en';
  return (
    <AppContext
      key={`${context.id}:${language}`}
      initialEntries={initialEntries}
      ownRouter={Boolean(router.own)}
      language={language}
    >
      <Story />
    </AppContext>
  );
};

const preview: Preview = {
  decorators: [withAppContext],
  // Designers see every component and screen in Hindi too (docs/i18n.md).
  globalTypes: {
    language: {
      description: 'The language of the texts',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'hi', title: 'हिन्दी' },
        ],
        dynamicTitle: true,
      },
    },
  },
  // Overlays fetch their Radix code lazily in the app; stories show them with it already loaded.
  async beforeAll() {
    await Promise.all([preloadDialog(), preloadBottomSheet(), preloadNotificationBar()]);
  },
  /**
   * A story in Hindi shows its Hindi args (parameters.hindiArgs, what a Hindi screen would pass) and has its
   * catalogs' Hindi before it renders.
   */
  loaders: [
    async (context) => {
      if (context.globals.language !== 'hi') return;
      context.args = { ...context.args, ...(context.parameters.hindiArgs as object | undefined) };
      await loadHindiTexts();
    },
  ],
  // A story in Hindi shows no Latin-script word outside the allowlist (parameters.typed, or a loader's
  // `typed`: what a user typed, data).
  afterEach(context) {
    // A docs page shows its own (English) prose around the stories: only a story's own canvas is checked.
    if (context.globals.language !== 'hi' || context.viewMode === 'docs') return;
    const typed = [
      ...((context.parameters.typed as string[] | undefined) ?? []),
      ...((context.loaded.typed as string[] | undefined) ?? []),
    ];
    const words = latinWordsOnScreen(typed);
    if (words.length) throw new Error(`Latin-script words in a Hindi story: ${words.join(', ')}`);
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
        phone320: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
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
  // The storybook-hi test project runs every story in Hindi (vitest.config.ts).
  initialGlobals: {
    viewport: { value: 'phone390', isRotated: false },
    language: import.meta.env.VITE_STORY_LANGUAGE === 'hi' ? 'hi' : 'en',
  },
};

export default preview;
