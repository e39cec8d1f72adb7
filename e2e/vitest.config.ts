import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['api/**/*.test.ts', 'tools/**/*.test.ts', '../deploy/**/*.test.mjs'],
    environment: 'node',
  },
});
