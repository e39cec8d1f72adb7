import { Bell, Card, Info, Message, Phone } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import type { ReactNode } from 'react';
import { contactMessages } from './contact/messages';
import { SupportArt } from './illustrations';
import styles from './info.module.css';
import { InfoLayout } from './info-layout';

export const SUPPORT_PHONE = '+91 98765 00000';
export const SUPPORT_EMAIL = 'support@qrcontact.in';

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className={styles.contactItem}>
      <span className={styles.tileIcon} aria-hidden="true">
        {icon}
      </span>
      <div>
        <p className={styles.contactLabel}>{label}</p>
        <p className={styles.contactValue}>{children}</p>
      </div>
    </li>
  );
}

/** /contact: support phone, email, office location, response promise, 24/7. */
export function ContactView() {
  const t = useMessages(contactMessages);
  return (
    <InfoLayout title={t.title} backTo="/" illustration={<SupportArt label={t.art} />} lead={t.lead}>
      <Card padding="lg">
        <ul className={styles.contactList}>
          <ContactItem icon={<Phone />} label={t.phoneLabel}>
            <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>
          </ContactItem>
          <ContactItem icon={<Message />} label={t.emailLabel}>
            <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
          </ContactItem>
          <ContactItem icon={<Info />} label={t.officeLabel}>
            {t.office}
          </ContactItem>
          <ContactItem icon={<Bell />} label={t.responseLabel}>
            {t.responseText}
          </ContactItem>
        </ul>
      </Card>
    </InfoLayout>
  );
}
