import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: [
      'test/**/*.test.ts',
      'release/test/**/*.test.mjs',
      'telemetry/test/**/*.test.mjs',
      'api/test/**/*.test.mjs',
    ],
    environment: 'node',
    // The release tests run the CLI as child processes (several per test): on a loaded machine a Node
    // start alone can take a second, so vitest's 5 s default fails tests that are correct.
    testTimeout: 30_000,
    // Likewise a hook's (an afterAll that deletes the builds it made took over 10 s on a loaded CI).
    hookTimeout: 60_000,
  },
});
