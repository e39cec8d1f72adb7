// Google's web-vitals (its standard build, three metrics only), which only a tab in the sample
// fetches. It starts late on purpose: its observers are buffered, so the page's LCP, layout shifts and
// interactions from before it loaded still count (web-vitals' README, "Install and load the library").
import { onCLS, onINP, onLCP } from 'web-vitals';
import type { Metric } from './records';

/** Reports each metric's value when web-vitals settles it (LCP at the first input; INP and CLS when hidden). */
export function watchWebVitals(report: (metric: Metric, value: number) => void) {
  const metric = ({ name, value }: { name: Metric; value: number }) => report(name, value);
  onLCP(metric);
  onINP(metric);
  onCLS(metric);
}
