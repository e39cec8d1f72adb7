import { act, render, screen } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { Suspense } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
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

/** Hindi texts that arrive when the test says so (a chunk stalled on a weak link). */
function stalled() {
  let arrive: (value: { default: { send: string } }) => void = () => undefined;
  const texts = new Promise<{ default: { send: string } }>((resolve) => (arrive = resolve));
  return { load: () => texts, arrive: () => arrive({ default: { send: 'संदेश भेजें' } }) };
}

/** The page waits about a second for Hindi texts, then goes on in English (docs/i18n.md). */
const ABOUT_A_SECOND = 1_500;

describe('Hindi texts that stall', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterEach(() => vi.useRealTimers());

  it('are waited for briefly: English is shown, then Hindi when the texts arrive', async () => {
    const hindi = stalled();
    await renderIn('hi', defineMessages({ send: 'Send Message' }, hindi.load));
    expect(screen.getByText('loading')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(ABOUT_A_SECOND));
    expect(screen.getByText('Send Message')).toBeInTheDocument();
    await act(async () => hindi.arrive());
    expect(screen.getByText('संदेश भेजें')).toBeInTheDocument();
  });

  it('handed over late by the page bundle, they replace the English', async () => {
    const hindi = stalled();
    const catalog = defineMessages({ send: 'Send Message' }, hindi.load);
    await renderIn('hi', catalog);
    await act(() => vi.advanceTimersByTimeAsync(ABOUT_A_SECOND));
    expect(screen.getByText('Send Message')).toBeInTheDocument();
    act(() => catalog.provide({ send: 'संदेश भेजें' }));
    expect(screen.getByText('संदेश भेजें')).toBeInTheDocument();
    await act(async () => hindi.arrive());
  });

  it('share one wait: a second stall shown while the first is pending adds nothing', async () => {
    const first = stalled();
    const second = stalled();
    await renderIn('hi', defineMessages({ send: 'Send Message' }, first.load));
    await act(() => vi.advanceTimersByTimeAsync(ABOUT_A_SECOND * 0.6));
    const store = createStore();
    store.set(languageAtom, 'hi');
    await act(async () => {
      render(
        <Provider store={store}>
          <Suspense fallback={<p>second loading</p>}>
            <Send catalog={defineMessages({ send: 'Send Alert' }, second.load)} />
          </Suspense>
        </Provider>,
      );
    });
    await act(() => vi.advanceTimersByTimeAsync(ABOUT_A_SECOND * 0.4));
    expect(screen.getByText('Send Message')).toBeInTheDocument();
    expect(screen.getByText('Send Alert')).toBeInTheDocument();
    await act(async () => {
      first.arrive();
      second.arrive();
    });
  });
});

describe('useSetLanguage', () => {
  it('changes nothing while Hindi cannot be fetched, and switches on the next try once it can', async () => {
    let online = false;
    const loadHi = vi.fn(async () => {
      if (!online) throw new TypeError('Failed to fetch');
      return { default: { send: 'संदेश भेजें' } };
    });
    const store = await renderIn('en', defineMessages({ send: 'Send Message' }, loadHi));
    let switched: boolean | undefined;
    function Tap() {
      const setLanguage = useSetLanguage();
      return (
        <button type="button" onClick={async () => (switched = await setLanguage('hi'))}>
          tap
        </button>
      );
    }
    render(
      <Provider store={store}>
        <Tap />
      </Provider>,
    );
    await act(async () => screen.getByRole('button', { name: 'tap' }).click());
    expect(store.get(languageAtom)).toBe('en');
    expect(switched).toBe(false);
    expect(localStorage.getItem(LANGUAGE_STORAGE_KEY)).toBe('en');
    expect(document.documentElement.lang).toBe('en-IN');
    expect(screen.getByText('Send Message')).toBeInTheDocument();

    online = true;
    await act(async () => screen.getByRole('button', { name: 'tap' }).click());
    expect(switched).toBe(true);
    expect(loadHi).toHaveBeenCalledTimes(2);
    expect(store.get(languageAtom)).toBe('hi');
    expect(screen.getByText('संदेश भेजें')).toBeInTheDocument();
  });

  it('is not held back by texts no longer on screen whose Hindi cannot be fetched', async () => {
    const earlier = defineMessages({ send: 'Earlier page' }, () => Promise.reject(new TypeError('Failed to fetch')));
    render(
      <Provider store={createStore()}>
        <Send catalog={earlier} />
      </Provider>,
    ).unmount();
    const store = await renderIn(
      'en',
      defineMessages({ send: 'Send Message' }, async () => ({ default: { send: 'संदेश भेजें' } })),
    );
    await act(async () => screen.getByRole('button', { name: 'switch' }).click());
    expect(store.get(languageAtom)).toBe('hi');
  });
});

describe('format', () => {
  it('fills placeholders and leaves unknown ones', () => {
    expect(format('Code {code} for {who}', { code: 1234 })).toBe('Code 1234 for {who}');
  });
});
