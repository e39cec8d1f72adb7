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
    // The release tests run the CLI as child processes (several per test, one after the other): on a
    // 2-core machine busy with other work a Node start alone can take seconds. A timeout is for a hang: a
    // test of five CLI calls passed 30 s on a loaded CI.
    testTimeout: 120_000,
    // Likewise a hook's (an afterAll that deletes the builds it made took over 10 s on a loaded CI).
    hookTimeout: 60_000,
  },
});
