import { Card, Message, PageLayout, Phone, Shield, SiteBar, Tabs } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import type { ReactNode } from 'react';
import styles from './contact-owner.module.css';
import { contactOwnerMessages } from './messages';

export type ContactTab = 'call' | 'message';

export interface ContactOwnerViewProps {
  tab: ContactTab;
  onTabChange(tab: ContactTab): void;
  charsRow: ReactNode;
  callPanel: ReactNode;
  messagePanel: ReactNode;
  /** After a send: shown in the card in place of the characters and the tabs. */
  confirmation?: ReactNode;
  /** Dialogs (the Incoming Call modal). */
  children?: ReactNode;
}

/**
 * The Contact Vehicle Owner page: vehicle characters, Call Owner / Send Message tabs (or, after a send, its
 * confirmation) and the privacy note.
 */
export function ContactOwnerView({
  tab,
  onTabChange,
  charsRow,
  callPanel,
  messagePanel,
  confirmation,
  children,
}: ContactOwnerViewProps) {
  const t = useMessages(contactOwnerMessages);
  return (
    <PageLayout>
      <div className={styles.page}>
        <SiteBar />
        <header className={styles.header}>
          <h1 className={styles.title}>{t.title}</h1>
          <p className={styles.subtitle}>{t.subtitle}</p>
        </header>
        <Card padding="md" className={styles.card}>
          {confirmation ?? (
            <>
              {charsRow}
              <Tabs
                ariaLabel={t.tabsLabel}
                className={styles.tabs}
                value={tab}
                onValueChange={(value) => onTabChange(value === 'message' ? 'message' : 'call')}
                tabs={[
                  { value: 'call', label: t.callOwner, icon: <Phone />, content: callPanel },
                  { value: 'message', label: t.sendMessage, icon: <Message />, content: messagePanel },
                ]}
              />
            </>
          )}
        </Card>
        <p className={styles.privacy}>
          <Shield aria-hidden="true" className={styles.privacyIcon} />
          <span>{t.privacy}</span>
        </p>
      </div>
      {children}
    </PageLayout>
  );
}
