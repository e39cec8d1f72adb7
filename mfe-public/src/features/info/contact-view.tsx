import { Bell, Card, Info, Message, Phone } from 'shared-ui';
import { SupportArt } from './illustrations';
import styles from './info.module.css';
import { InfoLayout } from './info-layout';

export const SUPPORT_PHONE = '+91 98765 00000';
export const SUPPORT_EMAIL = 'support@qrcontact.in';

/** /contact: support phone, email, office location, response promise, 24/7. */
export function ContactView() {
  return (
    <InfoLayout
      title="Contact Us"
      backTo="/"
      illustration={<SupportArt label="Support headset" />}
      lead="We are here to help 24/7."
    >
      <Card padding="lg">
        <ul className={styles.contactList}>
          <li className={styles.contactItem}>
            <span className={styles.tileIcon} aria-hidden="true">
              <Phone />
            </span>
            <div>
              <p className={styles.contactLabel}>Support phone (24/7)</p>
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
              <p className={styles.contactLabel}>Email for non-urgent queries</p>
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
              <p className={styles.contactLabel}>Office</p>
              <p className={styles.contactValue}>Haryana, India</p>
            </div>
          </li>
          <li className={styles.contactItem}>
            <span className={styles.tileIcon} aria-hidden="true">
              <Bell />
            </span>
            <div>
              <p className={styles.contactLabel}>Response time</p>
              <p className={styles.contactValue}>We respond within 3 business days. Support is available 24/7.</p>
            </div>
          </li>
        </ul>
      </Card>
    </InfoLayout>
  );
}
