import { useMessages } from '@qr/runtime/i18n';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ArrowLeftIcon } from '../icons/icons';
import { componentMessages } from '../messages';
import roundButton from '../primitives/round-button.module.css';
import { SiteBar } from '../site-bar/site-bar';
import styles from './page-header.module.css';

const backClassName = `${roundButton.roundButton} ${styles.back}`;

export interface PageHeaderProps {
  title: string;
  /** A back link (react-router) with aria-label 'Back'. */
  backTo?: string;
  /** A back button instead of a link (e.g. history back). */
  onBack?(): void;
  actions?: ReactNode;
  badge?: ReactNode;
}

/** The site bar (brand and language switch), then Back, the page's title and its actions. */
export function PageHeader({ title, backTo, onBack, actions, badge }: PageHeaderProps) {
  const t = useMessages(componentMessages);
  return (
    <header className={styles.header}>
      <SiteBar />
      <div className={styles.row}>
        {backTo !== undefined ? (
          <Link to={backTo} className={backClassName} aria-label={t.back}>
            <ArrowLeftIcon />
          </Link>
        ) : onBack ? (
          <button type="button" className={backClassName} aria-label={t.back} onClick={onBack}>
            <ArrowLeftIcon />
          </button>
        ) : null}
        <div className={styles.titleRow}>
          <h1 className={styles.title}>{title}</h1>
          {badge}
        </div>
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
