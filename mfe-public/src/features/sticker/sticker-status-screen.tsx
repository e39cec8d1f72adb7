import { ButtonLink, Card, ErrorState, PageLayout, SiteBar, Spinner } from '@qr/design-system';
import { useMessages } from '@qr/runtime/i18n';
import type { ReactNode } from 'react';
import { stickerMessages } from './messages';
import styles from './sticker-status-screen.module.css';

/** The first screen a scanner may see before the form: the brand, a heading, a line of explanation. */
function StatusFrame({ title, explanation, children }: { title: string; explanation: string; children: ReactNode }) {
  return (
    <PageLayout>
      <div className={styles.frame}>
        <SiteBar />
        <Card padding="lg" className={styles.card}>
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.explanation}>{explanation}</p>
          {children}
        </Card>
      </div>
    </PageLayout>
  );
}

export function StickerChecking() {
  const t = useMessages(stickerMessages);
  return (
    <StatusFrame title={t.checkingTitle} explanation={t.checkingText}>
      {/* A loading screen: the shell reloads a page restored from the back/forward cache showing one. */}
      <div className={styles.spinner} data-loading-screen>
        <Spinner size="lg" label={t.checkingTitle} />
      </div>
    </StatusFrame>
  );
}

export interface StickerFailedProps {
  /** The spec's landing-page message (server message, status code or fallback), shown as is. */
  message: string;
  /** The sticker is unknown to the service (404): the explanation says to scan it again. */
  notFound: boolean;
  /** Try Again (reloads), offered for every failure (docs/product.md §2), an unknown sticker's too. */
  onRetry(): void;
}

export function StickerFailed({ message, notFound, onRetry }: StickerFailedProps) {
  const t = useMessages(stickerMessages);
  return (
    <StatusFrame
      title={notFound ? t.notFoundTitle : t.failedTitle}
      explanation={notFound ? t.notFoundText : t.failedText}
    >
      <ErrorState
        message={message}
        onRetry={onRetry}
        action={
          <ButtonLink to="/" variant="secondary">
            {t.goHome}
          </ButtonLink>
        }
      />
    </StatusFrame>
  );
}
