import { Button, Card, CopyIcon, ErrorState, ShareIcon, Spinner, UsersIcon } from 'shared-ui';
import type { ReferralData } from 'shared-ui/contract';
import { NO_REFERRALS_YET, REFERRALS_FAILED, REFERRALS_LOADING } from '../../api/get-referral-data';
import { formatLongDateTime } from '../formatting/format';
import type { RequestState } from '../shared/use-request';
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

export function ReferralSummary({ state, onRetry }: { state: RequestState<ReferralData>; onRetry(): void }) {
  if (state.status === 'loading') {
    return (
      <div className={styles.loading}>
        <Spinner size="sm" label="" />
        <p>{REFERRALS_LOADING}</p>
      </div>
    );
  }
  if (state.status === 'error') return <ErrorState message={REFERRALS_FAILED} onRetry={onRetry} />;
  const { totalReferrals, lastReferralAt } = state.data;
  return (
    <Card>
      <dl className={styles.stats}>
        <div className={styles.stat}>
          <dt>Total Referrals</dt>
          <dd className={styles.count} data-testid="total-referrals">
            {totalReferrals ?? 0}
          </dd>
        </div>
        <div className={styles.stat}>
          <dt>Last Referral</dt>
          <dd data-testid="last-referral">
            {lastReferralAt ? (
              <time dateTime={lastReferralAt}>{formatLongDateTime(lastReferralAt)}</time>
            ) : (
              NO_REFERRALS_YET
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
  return (
    <Card className={styles.linkCard}>
      <span className={styles.linkIcon} aria-hidden="true">
        <UsersIcon />
      </span>
      <h2 className={styles.linkTitle}>Your referral link</h2>
      <p className={styles.muted}>Friends who log in through your link have your number filled in as their referrer.</p>
      <p className={styles.link} data-testid="referral-link">
        {link ? <BreakableUrl url={link} /> : '…'}
      </p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onCopy} disabled={!link}>
          <CopyIcon size={18} aria-hidden="true" /> Copy
        </Button>
        {canShare ? (
          <Button onClick={onShare} disabled={!link}>
            <ShareIcon size={18} aria-hidden="true" /> Share
          </Button>
        ) : null}
      </div>
    </Card>
  );
}
