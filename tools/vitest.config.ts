import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // The toolchain bootstrap's tests (.ci/, which has no package of its own) run here too.
    include: ['**/*.test.ts', '../.ci/*.test.mjs'],
    // The bench is a package of its own (tools/bench) with its own tests.
    exclude: ['**/node_modules/**', 'bench/**'],
    environment: 'node',
    // A timeout is for a hang: several tests start servers or read builds, slow on a loaded machine.
    testTimeout: 30_000,
    // Likewise a hook's (an afterAll that deletes the builds it made took over 10 s on a loaded CI).
    hookTimeout: 60_000,
  },
});
