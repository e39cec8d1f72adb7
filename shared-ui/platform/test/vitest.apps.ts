import path from 'node:path';
import { defineConfig } from 'vitest/config';

/** The unit tests of the shell and the remotes: jsdom, shared-ui's set-up, readable CSS-module class names. */
export default defineConfig({
  test: {
    environment: 'jsdom',
    // Building jsdom and the set-up anew for every file was most of the run: the files of a worker share one
    // page and module graph, and vitest.setup.ts puts the page back as a fresh jsdom has it before each file.
    isolate: false,
    include: ['src/**/*.test.{ts,tsx}'],
    // A timeout is for a test that hangs: a test that imports a page's modules on a loaded 2-core machine
    // (CI beside a build) took over vitest's 5 s default without anything being wrong.
    testTimeout: 30_000,
    // Likewise a hook's (an afterAll that deletes the builds it made took over 10 s on a loaded CI).
    hookTimeout: 60_000,
    setupFiles: [path.join(import.meta.dirname, 'vitest.setup.ts')],
    css: { modules: { classNameStrategy: 'non-scoped' } },
  },
});
