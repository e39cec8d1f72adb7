import type { ReactNode } from 'react';
import { Car, Card, Message, PageLayout, Phone, Shield, Tabs } from 'shared-ui';
import styles from './contact-owner.module.css';

export type ContactTab = 'call' | 'message';

export interface ContactOwnerViewProps {
  tab: ContactTab;
  onTabChange(tab: ContactTab): void;
  charsRow: ReactNode;
  callPanel: ReactNode;
  messagePanel: ReactNode;
  /** Dialogs (the Incoming Call modal). */
  children?: ReactNode;
}

/** The Contact Vehicle Owner page: vehicle characters, Call Owner / Send Message tabs and the privacy note. */
export function ContactOwnerView({
  tab,
  onTabChange,
  charsRow,
  callPanel,
  messagePanel,
  children,
}: ContactOwnerViewProps) {
  return (
    <PageLayout>
      <div className={styles.page}>
        <header className={styles.header}>
          <span className={styles.headerIcon} aria-hidden="true">
            <Car />
          </span>
          <h1 className={styles.title}>Contact Vehicle Owner</h1>
          <p className={styles.subtitle}>Reach the owner of this vehicle without seeing their number.</p>
        </header>
        <Card padding="md" className={styles.card}>
          {charsRow}
          <Tabs
            ariaLabel="How to contact the owner"
            className={styles.tabs}
            value={tab}
            onValueChange={(value) => onTabChange(value === 'message' ? 'message' : 'call')}
            tabs={[
              { value: 'call', label: 'Call Owner', icon: <Phone />, content: callPanel },
              { value: 'message', label: 'Send Message', icon: <Message />, content: messagePanel },
            ]}
          />
        </Card>
        <p className={styles.privacy}>
          <Shield aria-hidden="true" className={styles.privacyIcon} />
          <span>Your contact information stays private. All communications are logged for safety.</span>
        </p>
      </div>
      {children}
    </PageLayout>
  );
}
