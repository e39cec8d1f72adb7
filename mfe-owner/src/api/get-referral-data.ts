import { type ApiClient, parseWith } from 'shared-ui';
import { type ReferralData, referralData } from 'shared-ui/contract';

/** GET /referral/data. */
export const REFERRALS_LOADING = 'Loading referral information...';
export const REFERRALS_FAILED = 'Failed to load referral information';
export const NO_REFERRALS_YET = 'No referrals yet';

export async function getReferralData(api: ApiClient): Promise<ReferralData> {
  return parseWith(referralData, await api.get('referral/data').json());
}
