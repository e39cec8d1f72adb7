import { PricingView } from '../features/info/pricing-view';

/** /pricing (docs/product.md §2). */
export default function PricingPage() {
  return <PricingView />;
}
