import { PricingView } from '../features/info/pricing-view';

/** /pricing (SPEC 2). */
export default function PricingPage() {
  return <PricingView />;
}
