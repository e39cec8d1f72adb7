import { Bell, Card, Info, Message, Phone } from 'shared-ui';
import { useMessages } from 'shared-ui/i18n';
import { contactMessages } from './contact/messages';
import { SupportArt } from './illustrations';
import styles from './info.module.css';
import { InfoLayout } from './info-layout';

export const SUPPORT_PHONE = '+91 98765 00000';
export const SUPPORT_EMAIL = 'support@qrcontact.in';

/** /contact: support phone, email, office location, response promise, 24/7. */
export function ContactView() {
  const t = useMessages(contactMessages);
  return (
    <InfoLayout title={t.title} backTo="/" illustration={<SupportArt label={t.art} />} lead={t.lead}>
      <Card padding="lg">
        <ul className={styles.contactList}>
          <li className={styles.contactItem}>
            <span className={styles.tileIcon} aria-hidden="true">
              <Phone />
            </span>
            <div>
              <p className={styles.contactLabel}>{t.phoneLabel}</p>
              <p className={styles.contactValue}>
                <a href={`tel:${SUPPORT_PHONE.replace(/\s/g, '')}`}>{SUPPORT_PHONE}</a>
              </p>
            </div>
          </li>
          <li className={styles.contactItem}>
            <span className={styles.tileIcon} aria-hidden="true">
              <Message />
            </span>
            <div>
              <p className={styles.contactLabel}>{t.emailLabel}</p>
              <p className={styles.contactValue}>
                <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a>
              </p>
            </div>
          </li>
          <li className={styles.contactItem}>
            <span className={styles.tileIcon} aria-hidden="true">
              <Info />
            </span>
            <div>
              <p className={styles.contactLabel}>{t.officeLabel}</p>
              <p className={styles.contactValue}>{t.office}</p>
            </div>
          </li>
          <li className={styles.contactItem}>
            <span className={styles.tileIcon} aria-hidden="true">
              <Bell />
            </span>
            <div>
              <p className={styles.contactLabel}>{t.responseLabel}</p>
              <p className={styles.contactValue}>{t.responseText}</p>
            </div>
          </li>
        </ul>
      </Card>
    </InfoLayout>
  );
}
