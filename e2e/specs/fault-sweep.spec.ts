/**
 * Fault sweep: every API call of docs/product.md §7, from each screen that makes it, broken six ways (500 with
 * a message, 502 with HTML, malformed JSON, valid JSON of the wrong shape, a network failure, 401). Each
 * test checks the spec's message or behaviour for that case, that the page is not blank, that nothing
 * threw (pageerror, in the shared fixture) or logged an error, and that typed input survives a failure.
 * The table is fault-sweep/calls.ts; the faults are fault-sweep/faults.ts.
 */
import { CALLS } from './fault-sweep/calls';
import { FAULTS, injectFault } from './fault-sweep/faults';
import { type Expected, expectOutcome, expectPageAlive } from './fault-sweep/outcomes';
import { test as base, expect } from './support/fixtures';

/** Console errors, apart from the browser's own line about the failed request (that is the injected fault). */
const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' && !message.text().startsWith('Failed to load resource:')) {
          errors.push(message.text());
        }
      });
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

// Independent tests (each on a freshly reset API): spread over both workers, so that this long file is not
// one worker's tail at the end of the run.
test.describe.configure({ mode: 'parallel' });

function summary(expected: Expected): string {
  switch (expected.kind) {
    case 'failure':
      return `shows '${expected.alert ?? expected.notice}'`;
    case 'success':
      return expected.landsAt ? `succeeds, goes to ${expected.landsAt}` : `succeeds: '${expected.notice}'`;
    case 'session-ended':
      return `ends the session, goes to ${expected.landsAt}`;
  }
}

for (const call of CALLS) {
  test.describe(call.name, () => {
    for (const fault of FAULTS) {
      const expected = call.expected[fault.id];
      test(`${fault.title}: ${summary(expected)}`, async ({ page, context, request, signIn }) => {
        const knownBug = call.knownBugs?.[fault.id];
        test.fail(knownBug !== undefined, knownBug);
        const token = call.signedInAs ? await signIn(call.signedInAs) : null;
        const hits = await injectFault(page, call, fault, call.wrongShape);

        await call.reach(page, request);
        await expectOutcome(page, context, expected, call.at);
        expect(hits.count, `${call.method} ${call.path} was answered with the fault`).toBeGreaterThan(0);
        await expectPageAlive(page);

        if (expected.kind === 'failure') {
          for (const check of call.afterFailure ?? []) await test.step(check.what, () => check.verify(page, { token }));
        }
        if (expected.kind === 'session-ended' && expected.afterwards) {
          const { what, verify } = expected.afterwards;
          await test.step(what, () => verify(page, { token }));
        }
      });
    }
  });
}
