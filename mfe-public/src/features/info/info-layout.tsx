import { PageHeader, PageLayout, type PageWidth } from '@qr/design-system';
import type { ReactNode } from 'react';
import styles from './info.module.css';

export interface InfoLayoutProps {
  title: string;
  /** A link back to this path. */
  backTo?: string;
  /** Or a back button (history back). */
  onBack?(): void;
  illustration?: ReactNode;
  lead?: ReactNode;
  children: ReactNode;
  width?: PageWidth;
}

/**
 * The frame of the info pages: header with Back, the title and the language switch, an illustration, a lead
 * paragraph and the content.
 */
export function InfoLayout({
  title,
  backTo,
  onBack,
  illustration,
  lead,
  children,
  width = 'content',
}: InfoLayoutProps) {
  return (
    <PageLayout width={width}>
      <div className={styles.page}>
        <PageHeader title={title} backTo={backTo} onBack={onBack} />
        {illustration || lead ? (
          <div className={styles.intro}>
            {illustration ? <div className={styles.art}>{illustration}</div> : null}
            {lead ? <p className={styles.lead}>{lead}</p> : null}
          </div>
        ) : null}
        {children}
      </div>
    </PageLayout>
  );
}

/** One titled block of text. */
export function InfoSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className={styles.section}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
