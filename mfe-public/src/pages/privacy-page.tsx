import { PrivacyView } from '../features/info/privacy-view';
import { useHistoryBack } from '../features/info/use-history-back';

/** /privacy (docs/product.md §2). */
export default function PrivacyPage() {
  return <PrivacyView onBack={useHistoryBack()} />;
}
