import { defineConfig, mergeConfig } from 'vitest/config';
import apps from './test/vitest.apps';

/** The platform's own tests: the build plugins and boundary rules in Node; the rest as the apps' unit tests run. */
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          include: ['build/**/*.test.ts', 'lint/**/*.test.ts'],
          environment: 'node',
          // A timeout is for a hang: the boundary tests run Biome, the build plugins' tests run Rspack.
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The test config's own checks (test/*.test.ts) run under it.
      mergeConfig(apps, { test: { name: 'unit', include: ['test/**/*.test.ts'] } }),
    ],
  },
});
