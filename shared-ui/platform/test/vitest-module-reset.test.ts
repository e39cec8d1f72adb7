// Two files of one worker import module-reset.fixture.ts: each finds it evaluated for itself, not a copy
// left by the other (vitest.setup.ts resets the modules before every file; isolate: false keeps the worker).
import { expect, it } from 'vitest';
import { evaluatedFor } from './module-reset.fixture';

it('evaluates our modules anew for this file', () => {
  expect(evaluatedFor).toBe(expect.getState().testPath);
});
