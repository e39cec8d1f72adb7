/** Test helpers for the shell's component tests (not part of the app). */

import { languageAtom } from '@qr/runtime/i18n';
import { render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { type ReactElement, Suspense } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';

/** Renders `ui` in a fresh store whose page language is `language`, under a Suspense for lazy texts. */
export function renderInLanguage(language: 'en' | 'hi', ui: ReactElement) {
  const store = createStore();
  store.set(languageAtom, language);
  return render(
    <Provider store={store}>
      <Suspense fallback={null}>{ui}</Suspense>
    </Provider>,
  );
}

/** Each test imports the modules afresh (their state is what is tested), and leaves no stubbed global or mock call. */
export function freshModulesPerTest() {
  beforeEach(() => vi.resetModules());
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.clearAllMocks();
  });
}
