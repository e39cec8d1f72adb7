// A module whose state is the test file it was evaluated for: vitest.setup.ts resets the modules before each
// file (isolate: false), so every file that imports it evaluates it anew (vitest-module-reset.test.ts).
import { expect } from 'vitest';

export const evaluatedFor = expect.getState().testPath;
