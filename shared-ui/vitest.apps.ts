import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** The unit tests of the shell and the remotes: jsdom, shared-ui's set-up, readable CSS-module class names. */
export default defineConfig({
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: [path.join(import.meta.dirname, 'vitest.setup.ts')],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
