import * as matchers from '@testing-library/jest-dom/matchers';
import { cleanup } from '@testing-library/react';
import { afterEach, expect } from 'vitest';

// jest-dom's matchers at run time. Their types come from @vitest/browser (pulled in by vitest.config.ts), which
// declare the same matchers for Vitest 5's Assertion<R, T>; jest-dom's own 'vitest' typings still target the
// old Assertion<T> and clash with them, so they are not imported.
expect.extend(matchers);

afterEach(() => {
  cleanup();
});

declare module 'vitest' {
  interface Assertion<R extends void | Promise<void> = void, T = unknown> {
    /** jest-dom's toHaveTextContent also takes a RegExp (partial match otherwise). */
    toHaveTextContent(text?: string | RegExp | number, options?: { normalizeWhitespace: boolean }): R;
  }
}
