import type { ReferralData } from '@qr/contract';
import { Button, Card, CopyIcon, ErrorState, ShareIcon, Spinner, UsersIcon } from '@qr/design-system';
import { useLocale, useMessages } from '@qr/runtime/i18n';
import { dateMessages, formatLongDateTime } from '@qr/runtime/i18n/dates';
import type { ServerData } from '@qr/runtime/server-data';
import blocks from '../shared/blocks.module.css';
import { formatNumber } from '../shared/formatting/format';
import { referralsMessages } from './messages';
import styles from './referrals.module.css';

/** A URL that wraps only after its slashes and dots, never inside the referral code. */
function BreakableUrl({ url }: { url: string }) {
  const parts = url.split(/(?<=[/.])/);
  return parts.map((part, index) => (
    // biome-ignore lint/suspicious/noArrayIndexKey: the parts of one fixed string, in order
    <span key={index}>
      {index > 0 ? <wbr /> : null}
      {part}
    </span>
  ));
}

export function ReferralSummary({ state, onRetry }: { state: ServerData<ReferralData>; onRetry(): void }) {
  const t = useMessages(referralsMessages);
  const locale = useLocale();
  const dates = useMessages(dateMessages);
  if (state.status === 'loading') {
    return (
      // The line of text is the status; the spinner beside it is for the eyes only.
      <div className={styles.loading} role="status" data-loading-screen>
        <span aria-hidden="true">
          <Spinner size="sm" label="" />
        </span>
        <p>{t.loading}</p>
      </div>
    );
  }
  if (state.status === 'error') return <ErrorState message={t.failed} onRetry={onRetry} />;
  const { totalReferrals, lastReferralAt } = state.data;
  return (
    <Card>
      <dl className={`${styles.stats} ${blocks.figures}`}>
        <div className={styles.stat}>
          <dt>{t.totalReferrals}</dt>
          <dd className={styles.count} data-testid="total-referrals">
            {formatNumber(totalReferrals ?? 0, locale)}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>{t.lastReferral}</dt>
          <dd data-testid="last-referral">
            {lastReferralAt ? (
              <time dateTime={lastReferralAt}>{formatLongDateTime(lastReferralAt, dates)}</time>
            ) : (
              t.noReferrals
            )}
          </dd>
        </div>
      </dl>
    </Card>
  );
}

export interface ReferralLinkCardProps {
  /** Null until the user's phone is known. */
  link: string | null;
  canShare: boolean;
  onCopy(): void;
  onShare(): void;
}

export function ReferralLinkCard({ link, canShare, onCopy, onShare }: ReferralLinkCardProps) {
  const t = useMessages(referralsMessages);
  return (
    <Card className={styles.linkCard}>
      <span className={styles.linkIcon} aria-hidden="true">
        <UsersIcon />
      </span>
      <h2 className={styles.linkTitle}>{t.linkTitle}</h2>
      <p className={styles.muted}>{t.linkText}</p>
      <p className={styles.link} data-testid="referral-link">
        {link ? <BreakableUrl url={link} /> : '…'}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCopy} disabled={!link}>
          <CopyIcon size={18} aria-hidden="true" /> {t.copy}
        </Button>
        {canShare ? (
          <Button onClick={onShare} disabled={!link}>
            <ShareIcon size={18} aria-hidden="true" /> {t.share}
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
