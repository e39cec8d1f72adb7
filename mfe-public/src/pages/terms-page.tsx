import { TermsView } from '../features/info/terms-view';
import { useHistoryBack } from '../features/info/use-history-back';

/** /terms (docs/product.md §2). */
export default function TermsPage() {
  return <TermsView onBack={useHistoryBack()} />;
}
