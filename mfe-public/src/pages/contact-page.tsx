import { ContactView } from '../features/info/contact-view';

/** /contact (SPEC 2). */
export default function ContactPage() {
  return <ContactView />;
}
