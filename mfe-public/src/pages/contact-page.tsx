import { ContactView } from '../features/info/contact-view';

/** /contact (docs/product.md §2). */
export default function ContactPage() {
  return <ContactView />;
}
