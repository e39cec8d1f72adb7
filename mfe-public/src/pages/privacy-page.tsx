import { PrivacyView } from '../features/info/privacy-view';
import { useHistoryBack } from '../features/info/use-history-back';

/** /privacy (SPEC 2). */
export default function PrivacyPage() {
  return <PrivacyView onBack={useHistoryBack()} />;
}
