import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, last of all, each test that failed before passing on a retry (a flaky test) with its first error's
 * opening lines: CI keeps only the end of a run's output, and a flaky test's error is otherwise far above.
 */
export default class RetriedReporter implements Reporter {
  private readonly firstFailures = new Map<TestCase, string>();

  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped' || this.firstFailures.has(test)) return;
    // biome-ignore lint/suspicious/noControlCharactersInRegex: strips the terminal colours from the message
    const message = (result.error?.message ?? result.status).replace(/\u001b\[\d+m/g, '');
    this.firstFailures.set(test, message.split('\n').slice(0, 6).join('\n      '));
  }

  onEnd(_: FullResult) {
    const retried = [...this.firstFailures].filter(([test]) => test.outcome() === 'flaky');
    if (!retried.length) return;
    console.log(`\n${retried.length} test(s) passed only on a retry; their first failures:`);
    for (const [test, message] of retried) {
      console.log(`  ${test.titlePath().slice(1).join(' › ')}\n      ${message}`);
    }
  }
}
