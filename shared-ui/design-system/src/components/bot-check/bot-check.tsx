import { Turnstile, type TurnstileInstance } from '@marsidev/react-turnstile';
import { type RuntimeConfig, runtimeConfigAtom } from '@qr/runtime';
import { type Language, useLanguage, useMessages } from '@qr/runtime/i18n';
import { useAtomValue } from 'jotai';
import { type Ref, type RefObject, useEffect, useImperativeHandle, useRef, useState } from 'react';
import { type ComponentTexts, componentMessages } from '../messages';
import styles from './bot-check.module.css';

export const BOT_CHECK_WAIT_START_MS = 1000;
export const BOT_CHECK_TIMEOUT_MS = 10000;
/** Cloudflare's always-passing test site key, used when no runtime config is set. */
export const BOT_CHECK_TEST_SITE_KEY = '1x00000000000000000000AA';
export const BOT_CHECK_SCRIPT_ID = 'cf-turnstile-script';
export const BOT_CHECK_DEFAULT_SCRIPT_URL = 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit';

export type BotCheckStatus =
  | 'loading'
  | 'verified'
  | 'error'
  | 'expired'
  | 'timeout'
  | 'render-failed'
  | 'script-failed';

/** The catalog key of each failed state's message (docs/product.md §8). */
const STATUS_TEXTS = {
  error: 'botCheckError',
  expired: 'botCheckExpired',
  timeout: 'botCheckTimeout',
  'render-failed': 'botCheckRenderFailed',
  'script-failed': 'botCheckScriptFailed',
} as const satisfies Partial<Record<BotCheckStatus, keyof ComponentTexts>>;

/** The message a state shows, in the language of the texts given; none while loading or verified. */
function botCheckMessage(status: BotCheckStatus, t: ComponentTexts): string {
  return status in STATUS_TEXTS ? t[STATUS_TEXTS[status as keyof typeof STATUS_TEXTS]] : '';
}

const en = componentMessages.en;
/** The spec's English words for each failed state (docs/product.md §8). */
export const BOT_CHECK_MESSAGES = {
  error: en.botCheckError,
  expired: en.botCheckExpired,
  timeout: en.botCheckTimeout,
  'render-failed': en.botCheckRenderFailed,
  'script-failed': en.botCheckScriptFailed,
} as const satisfies Partial<Record<BotCheckStatus, string>>;

export const BOT_CHECK_RELOAD_LABEL = en.botCheckReload;

/** Turnstile's widget speaks the page's language (its `language` option: 'hi' or 'en'). */
export function turnstileLanguage(language: Language): 'hi' | 'en' {
  return language === 'hi' ? 'hi' : 'en';
}

type TurnstileConfig = Pick<RuntimeConfig, 'turnstile'> | null | undefined;

/** The production site key on the production host, the other key elsewhere, Cloudflare's test key without config. */
export function selectSiteKey(config: TurnstileConfig, hostname: string): string {
  if (!config) return BOT_CHECK_TEST_SITE_KEY;
  return hostname === config.turnstile.productionHost ? config.turnstile.productionSiteKey : config.turnstile.siteKey;
}

/** The script URL: turnstile.scriptUrl from runtime config, else Cloudflare's (explicit rendering). */
export function selectScriptUrl(config: TurnstileConfig): string {
  return config?.turnstile.scriptUrl ?? BOT_CHECK_DEFAULT_SCRIPT_URL;
}

/** Appends the Turnstile script to <head> once (nothing happens when an element with its id exists). */
export function ensureTurnstileScript(src: string): void {
  if (document.getElementById(BOT_CHECK_SCRIPT_ID)) return;
  const script = document.createElement('script');
  script.id = BOT_CHECK_SCRIPT_ID;
  script.src = src;
  script.async = true;
  script.defer = true;
  document.head.appendChild(script);
}

export interface BotCheckHandle {
  /** Resets the widget (a fresh challenge) and clears the token with onToken(null). */
  reset(): void;
}

export interface BotCheckProps {
  /** The token when the challenge passes; null whenever it is cleared (error, expiry, timeout, reset). */
  onToken(token: string | null): void;
  /** Turnstile action name (analytics). */
  action?: string;
  ref?: Ref<BotCheckHandle>;
  /** Called by the reload link; defaults to window.location.reload(). */
  onReloadRequest?(): void;
}

/** Cloudflare Turnstile human verification with the spec's states, messages and timers. */
export function BotCheck({ onToken, action, ref, onReloadRequest }: BotCheckProps) {
  const config = useAtomValue(runtimeConfigAtom);
  const t = useMessages(componentMessages);
  const language = turnstileLanguage(useLanguage());
  const siteKey = selectSiteKey(config, typeof window === 'undefined' ? '' : window.location.hostname);
  const scriptUrl = selectScriptUrl(config);
  const [status, setStatus] = useState<BotCheckStatus>('loading');
  const widget = useRef<TurnstileInstance>(null);
  const frame = useRef<HTMLDivElement>(null);
  const size = useWidgetSize(frame);
  const widgetLoaded = useRef(false);
  const onTokenRef = useRef(onToken);
  onTokenRef.current = onToken;

  useEffect(() => {
    ensureTurnstileScript(scriptUrl);
  }, [scriptUrl]);

  // Script watchdog: the wait starts after 1 s; still no window.turnstile at 10 s means the script failed.
  useEffect(() => {
    let timeout: ReturnType<typeof setTimeout> | undefined;
    const waitStart = setTimeout(() => {
      if (window.turnstile) return;
      timeout = setTimeout(() => {
        if (window.turnstile) return;
        setStatus('script-failed');
        onTokenRef.current(null);
      }, BOT_CHECK_TIMEOUT_MS - BOT_CHECK_WAIT_START_MS);
    }, BOT_CHECK_WAIT_START_MS);
    return () => {
      clearTimeout(waitStart);
      if (timeout) clearTimeout(timeout);
    };
  }, []);

  const fail = (next: BotCheckStatus) => {
    setStatus(next);
    onTokenRef.current(null);
  };

  useImperativeHandle(
    ref,
    () => ({
      reset() {
        try {
          widget.current?.reset();
        } catch {
          // A widget that never rendered has nothing to reset.
        }
        setStatus((current) => (current === 'script-failed' || current === 'render-failed' ? current : 'loading'));
        onTokenRef.current(null);
      },
    }),
    [],
  );

  // Turnstile renders a new widget when its language changes: the token of the old one is dropped with it.
  const shownLanguage = useRef(language);
  useEffect(() => {
    if (shownLanguage.current === language) return;
    shownLanguage.current = language;
    setStatus((current) => (current === 'script-failed' || current === 'render-failed' ? current : 'loading'));
    onTokenRef.current(null);
  }, [language]);

  const message = botCheckMessage(status, t);
  const reload = onReloadRequest ?? (() => window.location.reload());

  return (
    <div className={styles.botCheck} data-status={status}>
      <div
        ref={frame}
        className={[styles.widget, status === 'loading' ? styles.loading : ''].filter(Boolean).join(' ')}
      >
        {size && (
          <Turnstile
            ref={widget}
            siteKey={siteKey}
            injectScript={false}
            scriptOptions={{ id: BOT_CHECK_SCRIPT_ID }}
            options={{ action, theme: 'light', size, refreshExpired: 'auto', language }}
            onWidgetLoad={() => {
              widgetLoaded.current = true;
            }}
            onSuccess={(token) => {
              setStatus('verified');
              onTokenRef.current(token);
            }}
            onError={() => fail(widgetLoaded.current ? 'error' : 'render-failed')}
            onExpire={() => fail('expired')}
            onTimeout={() => fail('timeout')}
          />
        )}
      </div>
      <p role="alert" className={styles.message}>
        {message}
      </p>
      <button type="button" className={styles.reload} onClick={reload}>
        {t.botCheckReload}
      </button>
    </div>
  );
}

/** Turnstile's flexible widget is at least 300 px wide. */
const FLEXIBLE_MIN_WIDTH = 300;

/**
 * The widget's size for the room it has: the flexible widget where 300 px fit, else the compact one (150 px),
 * so it never overflows the form's card on a small phone. The room is read when the browser lays the form out
 * (a ResizeObserver, before that frame paints), not by forcing a layout inside React's commit: on the scanner
 * page that made the first render and the page's first layout one long task. The widget mounts a frame
 * later, while Turnstile's script is still on its way.
 */
function useWidgetSize(frame: RefObject<HTMLDivElement | null>): 'flexible' | 'compact' | null {
  const [size, setSize] = useState<'flexible' | 'compact' | null>(null);
  useEffect(() => {
    const element = frame.current;
    const choose = (width: number) => setSize(width > 0 && width < FLEXIBLE_MIN_WIDTH ? 'compact' : 'flexible');
    // jsdom lays nothing out and observes nothing: it gets the flexible widget, as most phones do.
    if (!element || typeof ResizeObserver === 'undefined') {
      choose(0);
      return;
    }
    const observer = new ResizeObserver(() => {
      observer.disconnect();
      choose(element.clientWidth);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [frame]);
  return size;
}
