import { languageAtom } from '@qr/runtime/i18n';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { componentMessages } from '../messages';
import componentsHindi from '../messages.hi';
import { renderWithApp, testRuntimeConfig } from '../test-utils';
import {
  BOT_CHECK_DEFAULT_SCRIPT_URL,
  BOT_CHECK_TEST_SITE_KEY,
  BOT_CHECK_TIMEOUT_MS,
  BOT_CHECK_WAIT_START_MS,
  BotCheck,
  type BotCheckHandle,
  selectScriptUrl,
  selectSiteKey,
} from './bot-check';
import { FAKE_TURNSTILE_TOKEN, installFakeTurnstile, uninstallFakeTurnstile } from './fake-turnstile';

afterEach(() => {
  cleanup(); // unmount while window.turnstile still exists (the widget removes itself)
  vi.useRealTimers();
  uninstallFakeTurnstile();
  localStorage.clear();
});

const alertText = () => screen.getByRole('alert').textContent;

describe('selectSiteKey / selectScriptUrl', () => {
  it('uses the production key on the production host only', () => {
    expect(selectSiteKey(testRuntimeConfig, 'qr.example.in')).toBe('prod-site-key');
    expect(selectSiteKey(testRuntimeConfig, 'localhost')).toBe('test-site-key');
    expect(selectSiteKey(null, 'qr.example.in')).toBe(BOT_CHECK_TEST_SITE_KEY);
    expect(BOT_CHECK_TEST_SITE_KEY).toBe('1x00000000000000000000AA');
  });
  it('uses scriptUrl when set, else Cloudflare', () => {
    expect(selectScriptUrl(null)).toBe('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit');
    expect(selectScriptUrl(testRuntimeConfig)).toBe(BOT_CHECK_DEFAULT_SCRIPT_URL);
    const local = {
      ...testRuntimeConfig,
      turnstile: { ...testRuntimeConfig.turnstile, scriptUrl: 'http://localhost:8787/turnstile.js' },
    };
    expect(selectScriptUrl(local)).toBe('http://localhost:8787/turnstile.js');
  });
});

describe('BotCheck', () => {
  it('appends the script once, with scriptUrl from runtime config', () => {
    const config = {
      ...testRuntimeConfig,
      turnstile: { ...testRuntimeConfig.turnstile, scriptUrl: 'http://localhost:8787/turnstile.js' },
    };
    const { unmount } = renderWithApp(<BotCheck onToken={() => {}} />, { config });
    renderWithApp(<BotCheck onToken={() => {}} />, { config });
    const scripts = document.head.querySelectorAll('script#cf-turnstile-script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toHaveAttribute('src', 'http://localhost:8787/turnstile.js');
    expect((scripts[0] as HTMLScriptElement).async).toBe(true);
    expect((scripts[0] as HTMLScriptElement).defer).toBe(true);
    unmount();
  });

  it('without runtime config it loads the Cloudflare script', () => {
    renderWithApp(<BotCheck onToken={() => {}} />, { config: null });
    expect(document.getElementById('cf-turnstile-script')).toHaveAttribute('src', BOT_CHECK_DEFAULT_SCRIPT_URL);
  });

  it('loading shows no message, then passes the token on', async () => {
    installFakeTurnstile('pass');
    const onToken = vi.fn();
    renderWithApp(<BotCheck onToken={onToken} />);
    expect(alertText()).toBe('');
    expect(screen.getByRole('button', { name: "Click here if verification doesn't load" })).toBeInTheDocument();
    await waitFor(() => expect(onToken).toHaveBeenCalledWith(FAKE_TURNSTILE_TOKEN));
    expect(alertText()).toBe('');
  });

  it.each([
    ['error', 'Verification failed. Please try again.'],
    ['expire', 'Verification expired. Please complete the challenge again.'],
    ['timeout', 'Verification timed out. Please try again.'],
    ['render-throws', 'Failed to load verification system. Please refresh the page.'],
  ] as const)('%s shows its message and clears the token', async (mode, message) => {
    installFakeTurnstile(mode);
    const onToken = vi.fn();
    renderWithApp(<BotCheck onToken={onToken} />);
    await waitFor(() => expect(alertText()).toBe(message), { timeout: 2000 });
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('shows the script failure when window.turnstile is still missing at 10 s', () => {
    vi.useFakeTimers();
    installFakeTurnstile('never-loads');
    const onToken = vi.fn();
    renderWithApp(<BotCheck onToken={onToken} />);
    act(() => vi.advanceTimersByTime(BOT_CHECK_WAIT_START_MS));
    expect(alertText()).toBe('');
    act(() => vi.advanceTimersByTime(BOT_CHECK_TIMEOUT_MS - BOT_CHECK_WAIT_START_MS - 1));
    expect(alertText()).toBe('');
    act(() => vi.advanceTimersByTime(1));
    expect(alertText()).toBe('Verification system failed to load. Please check your internet connection and refresh.');
    expect(onToken).toHaveBeenLastCalledWith(null);
  });

  it('reset() resets the widget and clears the token', async () => {
    installFakeTurnstile('pass');
    const onToken = vi.fn();
    const ref = createRef<BotCheckHandle>();
    renderWithApp(<BotCheck ref={ref} onToken={onToken} />);
    await waitFor(() => expect(onToken).toHaveBeenCalledWith(FAKE_TURNSTILE_TOKEN));
    onToken.mockClear();
    act(() => ref.current?.reset());
    expect(onToken).toHaveBeenCalledWith(null);
    await waitFor(() => expect(onToken).toHaveBeenLastCalledWith(FAKE_TURNSTILE_TOKEN));
  });

  it('the reload link asks for a page reload', async () => {
    installFakeTurnstile('pass');
    const onReloadRequest = vi.fn();
    renderWithApp(<BotCheck onToken={() => {}} onReloadRequest={onReloadRequest} />);
    await userEvent.click(screen.getByRole('button', { name: "Click here if verification doesn't load" }));
    expect(onReloadRequest).toHaveBeenCalledOnce();
  });
});

describe('BotCheck in the page language', () => {
  /** The `language` of every widget Turnstile was asked to render, in order. */
  function renderedLanguages() {
    const render = vi.spyOn(window.turnstile as NonNullable<typeof window.turnstile>, 'render');
    return () => render.mock.calls.map(([, params]) => (params as { language?: string } | undefined)?.language);
  }

  it('asks Turnstile for an English widget on an English page', async () => {
    installFakeTurnstile('pass');
    const languages = renderedLanguages();
    const onToken = vi.fn();
    renderWithApp(<BotCheck onToken={onToken} />);
    await waitFor(() => expect(onToken).toHaveBeenCalledWith(FAKE_TURNSTILE_TOKEN));
    expect(languages()).toEqual(['en']);
  });

  it('asks Turnstile for a Hindi widget on a Hindi page, and says its own texts in Hindi', async () => {
    componentMessages.provide(componentsHindi);
    installFakeTurnstile('error');
    const languages = renderedLanguages();
    renderWithApp(<BotCheck onToken={() => {}} />, { language: 'hi' });
    await waitFor(() => expect(alertText()).toBe('जाँच नहीं हो पाई। कृपया फिर से कोशिश करें।'), { timeout: 2000 });
    expect(screen.getByRole('button', { name: 'जाँच न दिखे तो यहाँ दबाएँ' })).toBeInTheDocument();
    expect(languages()).toEqual(['hi']);
  });

  it('a language switch renders the widget again in the new language and drops the old token', async () => {
    componentMessages.provide(componentsHindi);
    installFakeTurnstile('pass');
    const languages = renderedLanguages();
    const onToken = vi.fn();
    const { store } = renderWithApp(<BotCheck onToken={onToken} />);
    await waitFor(() => expect(onToken).toHaveBeenCalledWith(FAKE_TURNSTILE_TOKEN));
    expect(languages()).toEqual(['en']);
    onToken.mockClear();
    act(() => store.set(languageAtom, 'hi'));
    expect(onToken).toHaveBeenCalledWith(null);
    await waitFor(() => expect(onToken).toHaveBeenLastCalledWith(FAKE_TURNSTILE_TOKEN));
    expect(languages()).toEqual(['en', 'hi']);
    expect(screen.getByRole('button', { name: componentsHindi.botCheckReload })).toBeInTheDocument();
  });

  describe('the widget size, from the room the laid-out form gives it', () => {
    function renderedSizes() {
      const render = vi.spyOn(window.turnstile as NonNullable<typeof window.turnstile>, 'render');
      return () => render.mock.calls.map(([, params]) => (params as { size?: string } | undefined)?.size);
    }

    /** A ResizeObserver whose first observation the test delivers, with the frame as wide as `width`. */
    function stubObserver() {
      const observed: { callback: ResizeObserverCallback; element: HTMLElement }[] = [];
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(private readonly callback: ResizeObserverCallback) {}
          observe(element: HTMLElement) {
            observed.push({ callback: this.callback, element });
          }
          disconnect() {}
          unobserve() {}
        },
      );
      return (width: number) =>
        act(() => {
          for (const { callback, element } of observed) {
            Object.defineProperty(element, 'clientWidth', { configurable: true, value: width });
            callback([], {} as ResizeObserver);
          }
        });
    }

    afterEach(() => vi.unstubAllGlobals());

    it('mounts no widget until the browser has laid the form out, then the compact one under 300 px', () => {
      installFakeTurnstile('pass');
      const sizes = renderedSizes();
      const layOut = stubObserver();
      renderWithApp(<BotCheck onToken={() => {}} />);
      expect(sizes()).toEqual([]);
      layOut(280);
      expect(sizes()).toEqual(['compact']);
    });

    it('the flexible one where 300 px fit', () => {
      installFakeTurnstile('pass');
      const sizes = renderedSizes();
      const layOut = stubObserver();
      renderWithApp(<BotCheck onToken={() => {}} />);
      layOut(320);
      expect(sizes()).toEqual(['flexible']);
    });
  });
});
