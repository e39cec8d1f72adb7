import { HowToUseView } from '../features/info/how-to-use-view';

/** /howtouse (SPEC 2). */
export default function HowToUsePage() {
  return <HowToUseView />;
}
