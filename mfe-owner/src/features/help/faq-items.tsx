import { Link } from 'react-router-dom';
import type { AccordionItem } from 'shared-ui';
import styles from './help.module.css';

/** The four FAQs of the Help Center (docs/product.md §2). */
export const FAQ_ITEMS: AccordionItem[] = [
  {
    id: 'register',
    title: 'How do I register a vehicle?',
    content: (
      <p>
        Scan the QR sticker with your phone camera. Enter your vehicle number, choose Personal or Commercial, add your
        WhatsApp number and an emergency contact, then verify your number with the OTP sent on WhatsApp. Each vehicle
        needs its own sticker.
      </p>
    ),
  },
  {
    id: 'notifications',
    title: 'How do notifications work?',
    content: (
      <p>
        When someone scans your sticker they can send you an alert, such as wrong parking or lights on, which reaches
        you instantly as a WhatsApp alert. They can also call you: calls go through number masking, so your number is
        never shown to them.
      </p>
    ),
  },
  {
    id: 'security',
    title: 'Is my contact information secure?',
    content: (
      <p>
        Yes. Your phone number stays private: scanners only ever see a masked number, and every communication is logged.
        Read our{' '}
        <Link to="/privacy" className={styles.link}>
          Privacy Policy
        </Link>{' '}
        to learn how we protect your data.
      </p>
    ),
  },
  {
    id: 'update',
    title: 'How do I update my contact details?',
    content: (
      <p>
        Open Vehicle Information, choose your vehicle and tap Edit Contact. Update the number, then verify it with the
        4-digit OTP we send you.
      </p>
    ),
  },
];
