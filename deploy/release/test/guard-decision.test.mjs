import { describe, expect, it } from 'vitest';
import { judgeRollout, twoProportionZ, Z_95 } from '../guard-decision.mjs';

const figures = (pageViews, errors = 0, loadFailures = 0) => ({
  pageViews,
  sampledPageViews: pageViews,
  errors,
  loadFailures,
});
const policy = { minViews: 100, margin: 0.01, z: Z_95 };
const base = {
  stableVersion: '1.0.0',
  share: 10,
  steps: [10, 25, 50, 100],
  everyMs: 600_000,
  stepStartedAt: 0,
  stepViews: 150,
  now: 600_000,
  policy,
};

describe('twoProportionZ', () => {
  it('matches a worked example and is 0 without variance or samples', () => {
    // 30/200 against 20/400: pooled 50/600; z = 0.1 / sqrt(0.0833 * 0.9167 * 0.0075) = 4.18
    expect(twoProportionZ(30, 200, 20, 400)).toBeCloseTo(4.18, 2);
    expect(twoProportionZ(0, 200, 0, 400)).toBe(0);
    expect(twoProportionZ(5, 0, 1, 10)).toBe(0);
  });
});

describe('judgeRollout', () => {
  it('waits below the minimum sample, however bad the canary looks', () => {
    const decision = judgeRollout({ ...base, canary: figures(99, 99), stable: figures(900) });
    expect(decision).toEqual({ verdict: 'wait', reason: '99 of the 100 page views needed to judge it' });
  });

  it('rolls back when worse beyond the margin and significant at 95%', () => {
    expect(judgeRollout({ ...base, canary: figures(200, 10), stable: figures(1800, 9) }).verdict).toBe('rollback');
  });

  it('keeps a canary whose extra errors are within the margin, or not significant', () => {
    // 1.5% against 1.0%: within a 1-point margin.
    expect(judgeRollout({ ...base, canary: figures(200, 3), stable: figures(1800, 18) }).verdict).not.toBe('rollback');
    // 3% against 1.5% on small samples: beyond the margin, z about 1.3, not significant.
    expect(judgeRollout({ ...base, canary: figures(100, 3), stable: figures(200, 3) }).verdict).not.toBe('rollback');
  });

  it('judges the load-failure rate like the error rate', () => {
    const decision = judgeRollout({ ...base, canary: figures(200, 0, 20), stable: figures(1800, 0, 2) });
    expect(decision.verdict).toBe('rollback');
    expect(decision.reason).toMatch(/^load-failure rate 10\.0% \(20 of 200 page views\)/);
  });

  it('advances only when the step time has passed and the step saw enough page views; the last step finishes', () => {
    const healthy = { canary: figures(200, 1), stable: figures(1800, 9) };
    expect(judgeRollout({ ...base, ...healthy, now: 599_999 }).verdict).toBe('wait');
    expect(judgeRollout({ ...base, ...healthy, stepViews: 99 }).verdict).toBe('wait');
    expect(judgeRollout({ ...base, ...healthy })).toMatchObject({ verdict: 'advance', share: 25 });
    expect(judgeRollout({ ...base, ...healthy, share: 50 })).toMatchObject({ verdict: 'finish', share: 100 });
    // A rollout without steps is only watched.
    expect(judgeRollout({ ...base, ...healthy, steps: null }).verdict).toBe('wait');
  });

  it('with no stable page views, the margin alone decides', () => {
    expect(judgeRollout({ ...base, canary: figures(200, 50), stable: figures(0) }).reason).toMatch(
      /stable had no page views/,
    );
  });
});
