/** Test helpers for component tests (not exported from the package). */
import { type RenderOptions, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { languageAtom } from '../i18n/language';
import type { Language } from '../i18n/language-preference';
import { type RuntimeConfig, runtimeConfigAtom } from '../runtime/runtime-config';
import { testRuntimeConfig } from '../runtime/runtime-config.fixture';

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
