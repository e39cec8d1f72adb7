import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useMessages } from 'shared-ui/i18n';
import { ArrowLeftIcon } from '../icons/icons';
import { LanguageSwitch } from '../language-switch/language-switch';
import { componentMessages } from '../messages';
import roundButton from '../primitives/round-button.module.css';
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
  /** The switch between English and Hindi, after the actions (every page has one; default true). */
  languageSwitch?: boolean;
}

export function PageHeader({ title, backTo, onBack, actions, badge, languageSwitch = true }: PageHeaderProps) {
  const t = useMessages(componentMessages);
  return (
    <header className={styles.header}>
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
      {actions || languageSwitch ? (
        <div className={styles.actions}>
          {actions}
          {languageSwitch ? <LanguageSwitch compactOnNarrow /> : null}
        </div>
      ) : null}
    </header>
  );
}
