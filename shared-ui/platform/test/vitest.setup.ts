import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, expect, vi } from 'vitest';
import { resetPageForNextFile } from './vitest.page-reset';

// The unit projects run with isolate: false, for speed: the test files of a worker share one jsdom, and the
// modules of node_modules. This file runs before each of them, so every file starts as on a fresh jsdom:
// - the page as jsdom first gave it (no storage, cookies, <html lang>, added nodes; the real clock and globals);
// - our own modules evaluated anew, so that no module-level state (the page's language and texts, stores,
//   counters, the Hindi wait's deadline) and no module bound to another file's vi.mock carries over.
resetPageForNextFile();
vi.resetModules();

// jest-dom's matchers at run time. Their types come from @vitest/browser (pulled in by vitest.config.ts), which
// declare the same matchers for Vitest 5's Assertion<R, T>; jest-dom's own 'vitest' typings still target the
// old Assertion<T> and clash with them, so they are not imported.
expect.extend(matchers);

// Overlays load their Radix code lazily in the app; tests render them with it already there. Imported after
// the reset: the copies the test file will import are the ones to preload.
const { preloadDialog, preloadBottomSheet, preloadNotificationBar } = await import('@qr/design-system');
await Promise.all([preloadDialog(), preloadBottomSheet(), preloadNotificationBar()]);

// findBy* and waitFor wait for the state they assert. Their 1 s default was a race with the clock on a loaded
// machine (a dialog's first render took longer on CI): the bound is there only to end a hang.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => {
  cleanup();
});

declare module 'vitest' {
  interface Assertion<R extends void | Promise<void> = void, T = unknown> {
    /** jest-dom's toHaveTextContent also takes a RegExp (partial match otherwise). */
    toHaveTextContent(text?: string | RegExp | number, options?: { normalizeWhitespace: boolean }): R;
  }
}
