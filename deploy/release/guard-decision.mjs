// The guard's judgement of one rollout, from the health figures of the canary and the stable release:
// roll back, advance to the next step, finish, or wait. Pure: the clock and the figures are arguments.

/** One-sided z for 95% confidence that the canary's rate is higher than the stable release's. */
export const Z_95 = 1.6449;

export const DEFAULT_POLICY = { minViews: 200, margin: 0.01, z: Z_95 };

/**
 * The two-proportion z statistic of x1/n1 against x2/n2 (pooled standard error); 0 when either sample
 * is empty or the pooled rate is 0 or 1 (no variance: nothing to tell apart).
 */
export function twoProportionZ(x1, n1, x2, n2) {
  if (n1 <= 0 || n2 <= 0) return 0;
  const pooled = (x1 + x2) / (n1 + n2);
  const variance = pooled * (1 - pooled) * (1 / n1 + 1 / n2);
  if (variance <= 0) return 0;
  return (x1 / n1 - x2 / n2) / Math.sqrt(variance);
}

const percent = (rate) => `${(rate * 100).toFixed(1)}%`;

/**
 * Whether the canary is worse on one measure: its rate higher than stable's by more than the margin, and
 * the difference significant at 95%. With no stable page views at all, the margin alone decides (there is
 * nothing to compare with, and a canary failing that often hurts visitors whatever stable does).
 * @returns {string|null} the figures, as the history's reason, when it is worse
 */
export function worse(label, canary, stable, stableVersion, policy) {
  const [x1, n1] = [Math.min(canary.count, canary.views), canary.views];
  const [x2, n2] = [Math.min(stable.count, stable.views), stable.views];
  const rate1 = n1 ? x1 / n1 : 0;
  const rate2 = n2 ? x2 / n2 : 0;
  if (rate1 - rate2 <= policy.margin) return null;
  const z = twoProportionZ(x1, n1, x2, n2);
  if (n2 > 0 && z <= policy.z) return null;
  const test = n2 > 0 ? `z = ${z.toFixed(2)} > ${policy.z.toFixed(2)}` : 'stable had no page views';
  return `${label} ${percent(rate1)} (${x1} of ${Math.round(n1)} page views) against ${percent(rate2)} (${x2} of ${Math.round(n2)}) for stable ${stableVersion}: ${test}, margin ${(policy.margin * 100).toFixed(1)} points`;
}

/**
 * @param {{ canary: object, stable: object, stableVersion: string, share: number, steps: number[]|null,
 *   everyMs: number|null, stepStartedAt: number, stepViews: number, now: number, policy?: object }} input
 *   canary / stable: health figures ({ pageViews, sampledPageViews, errors, loadFailures }); stepViews: the
 *   canary's sampled page views since its current step began
 * @returns {{ verdict: 'rollback'|'advance'|'finish'|'wait', share?: number, reason: string }}
 */
export function judgeRollout({
  canary,
  stable,
  stableVersion,
  share,
  steps,
  everyMs,
  stepStartedAt,
  stepViews,
  now,
  policy = DEFAULT_POLICY,
}) {
  const sampled = canary.sampledPageViews;
  if (sampled < policy.minViews)
    return { verdict: 'wait', reason: `${sampled} of the ${policy.minViews} page views needed to judge it` };
  for (const [label, key] of [
    ['error rate', 'errors'],
    ['load-failure rate', 'loadFailures'],
  ]) {
    const reason = worse(
      label,
      { count: canary[key], views: canary.pageViews },
      { count: stable[key], views: stable.pageViews },
      stableVersion,
      policy,
    );
    if (reason) return { verdict: 'rollback', reason };
  }
  const healthy = `healthy: errors ${canary.errors}, load failures ${canary.loadFailures} in ${Math.round(canary.pageViews)} page views`;
  const next = steps?.find((step) => step > share);
  if (!next) return { verdict: 'wait', reason: `${healthy}; no further step (pnpm promote finishes it)` };
  const due = stepStartedAt + everyMs;
  if (now < due)
    return { verdict: 'wait', reason: `${healthy}; next step ${next}% from ${new Date(due).toISOString()}` };
  if (stepViews < policy.minViews)
    return {
      verdict: 'wait',
      reason: `${healthy}; ${stepViews} of the ${policy.minViews} page views needed at ${share}%`,
    };
  return next === 100
    ? { verdict: 'finish', share: 100, reason: `${healthy}; the last step: every visitor` }
    : { verdict: 'advance', share: next, reason: `${healthy}; step ${share}% -> ${next}%` };
}
