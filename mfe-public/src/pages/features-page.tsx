import { FeaturesView } from '../features/info/features-view';

/** /features (SPEC 2). */
export default function FeaturesPage() {
  return <FeaturesView />;
}
