// The unit projects share one jsdom page and one module graph per worker (isolate: false). What a test file
// leaves on the page is undone before the next file starts, so that every file sees what a fresh jsdom gave
// the first one: an empty page at the same address, no storage, no cookies, the real clock and globals.
import { vi } from 'vitest';

/** The globals a fake clock replaces. */
const CLOCK_GLOBALS = [
  'Date',
  'performance',
  'setTimeout',
  'clearTimeout',
  'setInterval',
  'clearInterval',
  'setImmediate',
  'clearImmediate',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
] as const;

interface PristinePage {
  /** Each clock global as the page had it: how it was defined, and its value (some are accessors onto jsdom's window). */
  clock: Map<string, { descriptor: PropertyDescriptor | undefined; value: unknown }>;
  href: string;
  attributes: Map<Element, [string, string][]>;
  children: Map<Element, Node[]>;
}

const PRISTINE = Symbol.for('shared-ui.vitest.pristine-page');
const store = globalThis as typeof globalThis & { [PRISTINE]?: PristinePage };

function attributesOf(element: Element): [string, string][] {
  return [...element.attributes].map((attribute) => [attribute.name, attribute.value]);
}

/** The page as the worker's first file found it (recorded once: globalThis outlives the files). */
function pristinePage(): PristinePage {
  const parts = [document.documentElement, document.head, document.body];
  store[PRISTINE] ??= {
    clock: new Map(
      CLOCK_GLOBALS.map((name) => [
        name,
        { descriptor: Object.getOwnPropertyDescriptor(globalThis, name), value: Reflect.get(globalThis, name) },
      ]),
    ),
    href: window.location.href,
    attributes: new Map(parts.map((part) => [part, attributesOf(part)])),
    children: new Map(parts.map((part) => [part, [...part.childNodes]])),
  };
  return store[PRISTINE];
}

function restoreAttributes(element: Element, attributes: [string, string][]): void {
  for (const name of element.getAttributeNames()) element.removeAttribute(name);
  for (const [name, value] of attributes) element.setAttribute(name, value);
}

/** Expires every cookie the page can see, at each path a test may have written it from. */
function clearCookies(): void {
  const segments = window.location.pathname.split('/').filter(Boolean);
  const paths = ['/', ...segments.map((_, index) => `/${segments.slice(0, index + 1).join('/')}`)];
  for (const pair of document.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim();
    if (!name) continue;
    // biome-ignore lint/suspicious/noDocumentCookie: jsdom has no Cookie Store API; this is how a page expires one.
    for (const path of paths) document.cookie = `${name}=;path=${path};max-age=0`;
  }
}

/**
 * The real clock. useRealTimers and unstubAllGlobals alone do not always give it back: a global stubbed while
 * the fake clock ran (a test's own requestAnimationFrame) is unstubbed to the fake one, whose frames never come.
 * Some of these globals are accessors that write through to jsdom's window: the value is put back too.
 */
function restoreClock(clock: PristinePage['clock']): void {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  for (const [name, { descriptor, value }] of clock) {
    if (!descriptor) {
      Reflect.deleteProperty(globalThis, name);
      continue;
    }
    Object.defineProperty(globalThis, name, descriptor);
    if (Reflect.get(globalThis, name) !== value) Reflect.set(globalThis, name, value);
  }
}

export function resetPageForNextFile(): void {
  const pristine = pristinePage();
  restoreClock(pristine.clock);
  vi.unstubAllEnvs();
  clearCookies();
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, '', pristine.href);
  for (const [element, attributes] of pristine.attributes) restoreAttributes(element, attributes);
  for (const [parent, children] of pristine.children)
    for (const child of [...parent.childNodes]) if (!children.includes(child)) child.remove();
}
