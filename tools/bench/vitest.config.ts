import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['**/*.test.ts'],
    exclude: ['**/node_modules/**', 'dist-bundled/**', 'dist-bundled-same-bytes/**', '.lighthouse/**'],
    environment: 'node',
    // A timeout is for a hang: the collector's bench starts a server, slow on a loaded machine.
    testTimeout: 30_000,
  },
});
