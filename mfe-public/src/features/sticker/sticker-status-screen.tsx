import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ButtonLink, Card, ErrorState, PageLayout, Spinner } from 'shared-ui';
import styles from './sticker-landing.module.css';

/** The first screen a scanner may see before the form: the brand, a heading, a line of explanation. */
function StatusFrame({ title, explanation, children }: { title: string; explanation: string; children: ReactNode }) {
  return (
    <PageLayout>
      <div className={styles.frame}>
        <Link to="/" className={styles.brand}>
          QR Vehicle Contact
        </Link>
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
  return (
    <StatusFrame title="Checking the sticker" explanation="Finding the vehicle this sticker belongs to.">
      <div className={styles.spinner}>
        <Spinner size="lg" label="Checking the sticker" />
      </div>
    </StatusFrame>
  );
}

export interface StickerFailedProps {
  /** The spec's landing-page message (server message, status code or fallback), shown as is. */
  message: string;
  /** The sticker is unknown to the service (404): trying again will not help, going home will. */
  notFound: boolean;
  onRetry(): void;
}

export function StickerFailed({ message, notFound, onRetry }: StickerFailedProps) {
  return (
    <StatusFrame
      title={notFound ? 'We could not find this sticker' : 'We could not check this sticker'}
      explanation={
        notFound
          ? 'This QR code is not a registered QR Vehicle Contact sticker.'
          : 'Check your connection and try again.'
      }
    >
      <ErrorState
        message={message}
        onRetry={onRetry}
        action={
          <ButtonLink to="/" variant="secondary">
            Go to Home
          </ButtonLink>
        }
      />
    </StatusFrame>
  );
}
