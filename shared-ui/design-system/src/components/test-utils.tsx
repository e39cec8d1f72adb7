/** Test helpers for component tests (not exported from the package). */

import { type RuntimeConfig, runtimeConfigAtom } from '@qr/runtime';
import type { Language } from '@qr/runtime/i18n';
import { languageAtom } from '@qr/runtime/i18n';
import { testRuntimeConfig } from '@qr/runtime/runtime-config.fixture';
import { type RenderOptions, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';

export { testRuntimeConfig };

export function renderWithApp(
  ui: ReactElement,
  {
    config = testRuntimeConfig,
    route = '/',
    language,
    ...options
  }: { config?: RuntimeConfig | null; route?: string; language?: Language } & RenderOptions = {},
) {
  const store = createStore();
  store.set(runtimeConfigAtom, config);
  if (language) store.set(languageAtom, language);
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
    </Provider>
  );
  return { store, ...render(ui, { wrapper: Wrapper, ...options }) };
}
