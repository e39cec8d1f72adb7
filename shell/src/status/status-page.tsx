import { SiteBar } from '@qr/design-system';
import type { ReactNode } from 'react';
import styles from './status-page.module.css';

export interface StatusPageProps {
  title: string;
  children: ReactNode;
  /** shared-ui Buttons or ButtonLinks under the text. */
  actions?: ReactNode;
  role?: 'alert';
  /** The config error page has no shell around it, so it is its own main landmark. */
  as?: 'div' | 'main';
}

/**
 * The shell's own pages (access denied, a remote that is down, a bad configuration): a card drawn with the
 * design tokens (the look of shared-ui's PageLayout and Card, without their code on every route: the shell's
 * entry is on every page). The site bar (brand and language switch) sits above the card, as on every page.
 */
export function StatusPage({ title, children, actions, role, as: Element = 'div' }: StatusPageProps) {
  return (
    <Element className={styles.page}>
      <SiteBar className={styles.top} />
      <div className={styles.card} role={role}>
        <h1 className={styles.title}>{title}</h1>
        <div className={styles.body}>{children}</div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </Element>
  );
}
