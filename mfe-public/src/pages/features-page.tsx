import { FeaturesView } from '../features/info/features-view';

/** /features (docs/product.md §2). */
export default function FeaturesPage() {
  return <FeaturesView />;
}
