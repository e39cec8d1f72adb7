import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';
import { preloadBottomSheet } from './src/components/bottom-sheet/bottom-sheet';
import { preloadDialog } from './src/components/dialog/dialog';
import { preloadNotificationBar } from './src/components/notification-bar/notification-bar';

// jest-dom's matchers at run time. Their types come from @vitest/browser (pulled in by vitest.config.ts), which
// declare the same matchers for Vitest 5's Assertion<R, T>; jest-dom's own 'vitest' typings still target the
// old Assertion<T> and clash with them, so they are not imported.
expect.extend(matchers);

// Overlays load their Radix code lazily in the app; tests render them with it already there.
await Promise.all([preloadDialog(), preloadBottomSheet(), preloadNotificationBar()]);

afterEach(() => {
  cleanup();
});

declare module 'vitest' {
  interface Assertion<R extends void | Promise<void> = void, T = unknown> {
    /** jest-dom's toHaveTextContent also takes a RegExp (partial match otherwise). */
    toHaveTextContent(text?: string | RegExp | number, options?: { normalizeWhitespace: boolean }): R;
  }
}
