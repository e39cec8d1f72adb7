import { HowToUseView } from '../features/info/how-to-use-view';

/** /howtouse (docs/product.md §2). */
export default function HowToUsePage() {
  return <HowToUseView />;
}
