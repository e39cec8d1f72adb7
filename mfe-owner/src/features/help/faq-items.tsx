import type { AccordionItem } from '@qr/design-system';
import { Link } from 'react-router-dom';
import styles from './help.module.css';
import type { HelpTexts } from './messages';

/** The four FAQs of the Help Center (docs/product.md §2), in the page's language. */
export function faqItems(t: HelpTexts): AccordionItem[] {
  return [
    { id: 'register', title: t.faqRegisterTitle, content: <p>{t.faqRegisterText}</p> },
    { id: 'notifications', title: t.faqNotificationsTitle, content: <p>{t.faqNotificationsText}</p> },
    {
      id: 'security',
      title: t.faqSecurityTitle,
      content: (
        <p>
          {t.faqSecurityText}{' '}
          <Link to="/privacy" className={styles.link}>
            {t.faqSecurityLink}
          </Link>{' '}
          {t.faqSecurityAfter}
        </p>
      ),
    },
    { id: 'update', title: t.faqUpdateTitle, content: <p>{t.faqUpdateText}</p> },
  ];
}
