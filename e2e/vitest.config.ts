import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The release tooling's tests (deploy/ has no package of its own) and the toolchain's (.ci/) run here too.
    include: ['api/**/*.test.ts', 'tools/**/*.test.ts', '../deploy/**/*.test.mjs', '../.ci/*.test.mjs'],
    environment: 'node',
  },
});
