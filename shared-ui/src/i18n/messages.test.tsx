import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { languageAtom } from './language';
import { LANGUAGE_STORAGE_KEY } from './language-preference';
import { defineMessages, format, type MessageCatalog, useMessages, useSetLanguage } from './messages';

afterEach(() => localStorage.clear());

type Catalog = MessageCatalog<{ readonly send: string }>;

function Send({ catalog }: { catalog: Catalog }) {
  return <p>{useMessages(catalog).send}</p>;
}

function Switch() {
  const setLanguage = useSetLanguage();
  return (
    <button type="button" onClick={() => void setLanguage('hi')}>
      switch
    </button>
  );
}

/** Rendered in an async act: a component that suspends on its first render is retried only then (React 19). */
async function renderIn(language: 'en' | 'hi', catalog: Catalog) {
  const store = createStore();
  store.set(languageAtom, language);
  await act(async () => {
    render(
      <Provider store={store}>
        <Suspense fallback={<p>loading</p>}>
          <Send catalog={catalog} />
          <Switch />
        </Suspense>
      </Provider>,
    );
  });
  return store;
}

describe('useMessages', () => {
  it('gives the English texts without fetching the Hindi', async () => {
    const loadHi = vi.fn(async () => ({ default: { send: 'संदेश भेजें' } }));
    await renderIn('en', defineMessages({ send: 'Send Message' }, loadHi));
    expect(screen.getByText('Send Message')).toBeInTheDocument();
    expect(loadHi).not.toHaveBeenCalled();
  });

  it('waits for the Hindi texts, then shows them', async () => {
    const catalog = defineMessages({ send: 'Send Message' }, async () => ({ default: { send: 'संदेश भेजें' } }));
    await renderIn('hi', catalog);
    expect(screen.getByText('संदेश भेजें')).toBeInTheDocument();
  });

  it('uses Hindi texts handed over ahead (a page bundle) without fetching', async () => {
    const loadHi = vi.fn(async () => ({ default: { send: 'x' } }));
    const catalog = defineMessages({ send: 'Send Message' }, loadHi);
    catalog.provide({ send: 'संदेश भेजें' });
    await renderIn('hi', catalog);
    expect(screen.getByText('संदेश भेजें')).toBeInTheDocument();
    expect(loadHi).not.toHaveBeenCalled();
  });

  it('stays in English when the Hindi cannot be fetched (offline)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const catalog = defineMessages({ send: 'Send Message' }, () => Promise.reject(new TypeError('offline')));
    await renderIn('hi', catalog);
    expect(screen.getByText('Send Message')).toBeInTheDocument();
  });

  it('switches at once: the Hindi of what is on screen is fetched before the language changes', async () => {
    let arrive: (value: { default: { send: string } }) => void = () => undefined;
    const catalog = defineMessages({ send: 'Send Message' }, () => new Promise((resolve) => (arrive = resolve)));
    const store = await renderIn('en', catalog);
    await act(async () => screen.getByRole('button', { name: 'switch' }).click());
    expect(store.get(languageAtom)).toBe('en');
    expect(screen.getByText('Send Message')).toBeInTheDocument();
    await act(async () => arrive({ default: { send: 'संदेश भेजें' } }));
    expect(store.get(languageAtom)).toBe('hi');
    expect(screen.getByText('संदेश भेजें')).toBeInTheDocument();
    expect(screen.queryByText('loading')).toBeNull();
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('hi');
    expect(document.documentElement.lang).toBe('hi-IN');
  });
});

describe('format', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(format('Code {code} for {who}', { code: 1234 })).toBe('Code 1234 for {who}');
  });
});
