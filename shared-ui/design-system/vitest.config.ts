import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromiumLaunchOptions } from '@qr/platform/build/chromium.mjs';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

const dirname = path.dirname(fileURLToPath(import.meta.url));

process.env.STORYBOOK_DISABLE_TELEMETRY ??= '1';

/** The story tests (every story rendered, its play function and axe run) in one language. */
function storybookProject(name: string, language: 'en' | 'hi') {
  return {
    extends: true,
    plugins: [storybookTest({ configDir: path.join(dirname, '.storybook'), storybookScript: 'pnpm storybook' })],
    define: { 'import.meta.env.VITE_STORY_LANGUAGE': JSON.stringify(language) },
    test: {
      name,
      testTimeout: 30_000,
      browser: {
        enabled: true,
        headless: true,
        provider: playwright({
          launchOptions: chromiumLaunchOptions,
        }),
        instances: [{ browser: 'chromium' as const }],
      },
    },
  };
}

export default defineConfig({
  plugins: [react()],
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // As in vitest.apps.ts: one jsdom and module graph per worker, reset between files by the set-up.
          isolate: false,
          // As in vitest.apps.ts: a timeout is for a hang, not for a loaded machine.
          testTimeout: 30_000,
          hookTimeout: 60_000,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['../platform/test/vitest.setup.ts'],
          css: { modules: { classNameStrategy: 'non-scoped' } },
        },
      },
      storybookProject('storybook', 'en'),
      // Every story again in Hindi (the toolbar's Language menu): its play function, and no English on screen
      // (pnpm test:stories:hi; not yet in test:stories: many stories still pass English args).
      storybookProject('storybook-hi', 'hi'),
    ],
  },
});
