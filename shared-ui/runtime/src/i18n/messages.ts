import { useAtomValue, useSetAtom } from 'jotai';
import { use, useCallback, useSyncExternalStore } from 'react';
import { waitForHindi } from './hindi-wait';
import { languageAtom } from './language';
import { type Language, LOCALES } from './language-preference';

/** A catalog's English texts: the product's own words, used as they are. */
export type Messages = Readonly<Record<string, string>>;
/** The Hindi texts of a catalog: every key, each a string with the same {placeholders}. */
export type Translation<M extends Messages> = { readonly [K in keyof M]: string };

export interface MessageCatalog<M extends Messages> {
  readonly en: M;
  /** The Hindi texts, once loaded; null before, or when they could not be fetched. */
  hi(): M | null;
  /**
   * Fetches the Hindi texts (once); resolves true when they are in, false when fetching failed: English
   * stays until a later call with retryFailed (a visitor choosing Hindi again) tries once more.
   */
  load(retryFailed?: boolean): Promise<boolean>;
  /** Hands over Hindi texts fetched by other means (a page's Hindi bundle, fetched with its code). */
  provide(hi: Translation<M>): void;
  /** Calls the listener when the Hindi texts arrive; returns the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Whether a component showing these texts is mounted. */
  shown(): boolean;
  /**
   * The wait for the texts, bounded by the page's deadline, decided by the first Hindi render: null when
   * they were in (render at once), else the same promise on every call.
   */
  wait(): Promise<void> | null;
}

/** Every catalog a page has rendered with, so that switching to Hindi can fetch them all first. */
const renderedCatalogs = new Set<MessageCatalog<Messages>>();

/**
 * A group of texts, in English, with the way to fetch their Hindi (a dynamic import, so that English
 * visitors never download it): `defineMessages({ send: 'Send Message' }, () => import('./messages.hi'))`.
 */
export function defineMessages<M extends Messages>(
  en: M,
  loadHi: () => Promise<{ default: Translation<M> }>,
): MessageCatalog<M> {
  let hi: M | null = null;
  let loading: Promise<boolean> | null = null;
  let failed = false;
  let waiting: Promise<void> | null | undefined;
  const listeners = new Set<() => void>();
  const receive = (texts: Translation<M>) => {
    hi = texts as unknown as M;
    failed = false;
    for (const listener of listeners) listener();
  };
  const load = (retryFailed?: boolean) => {
    if (failed && retryFailed) loading = null;
    loading ??= loadHi().then(
      (module) => {
        receive(module.default);
        return true;
      },
      () => {
        failed = true; // offline, or a chunk gone: the page stays in English
        return false;
      },
    );
    return loading;
  };
  return {
    en,
    hi: () => hi,
    load,
    provide(texts) {
      loading = Promise.resolve(true);
      receive(texts);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    shown: () => listeners.size > 0,
    wait() {
      if (waiting === undefined) waiting = hi ? null : waitForHindi(load());
      return waiting;
    },
  };
}

/**
 * The texts of a catalog in the page's language. The first Hindi render of a catalog suspends until its
 * texts arrive (the shell fetches a page's Hindi with its code, so that is usually at once), or at most
 * until the page's deadline (hindi-wait.ts): then it renders in English and turns Hindi when they come.
 */
export function useMessages<M extends Messages>(catalog: MessageCatalog<M>): M {
  const language = useAtomValue(languageAtom);
  const hi = useSyncExternalStore(catalog.subscribe, catalog.hi);
  renderedCatalogs.add(catalog as unknown as MessageCatalog<Messages>);
  if (language === 'en') return catalog.en;
  // use() on every Hindi render once it has suspended one: React requires it of a render that suspended.
  const waiting = catalog.wait();
  if (waiting) use(waiting);
  return hi ?? catalog.en;
}

export function useLanguage(): Language {
  return useAtomValue(languageAtom);
}

/**
 * Changes the language at once, without a reload: the Hindi texts on screen are fetched before the switch.
 * Resolves false, with nothing changed, when some of them could not be fetched (offline).
 */
export function useSetLanguage(): (language: Language) => Promise<boolean> {
  const setLanguage = useSetAtom(languageAtom);
  return useCallback(
    async (language: Language) => {
      if (language === 'hi') {
        // Catalogs shown earlier are fetched too, but only those on screen must have arrived.
        const loaded = await Promise.all([...renderedCatalogs].map(async (c) => (await c.load(true)) || !c.shown()));
        if (loaded.includes(false)) return false;
      }
      setLanguage(language);
      return true;
    },
    [setLanguage],
  );
}

/** The locale for Intl formatting in the page's language ('en-IN' or 'hi-IN'). */
export function useLocale(): string {
  return LOCALES[useLanguage()];
}

/** Fills {name} placeholders: format('Code {code}', { code: 42 }). An unknown placeholder stays as written. */
export function format(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}
