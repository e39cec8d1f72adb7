import { type ReferralData, referralData } from '@qr/contract';
import { type ApiClient, parseWith } from '@qr/runtime';

/** GET /referral/data */
export async function getReferralData(api: ApiClient): Promise<ReferralData> {
  return parseWith(referralData, await api.get('referral/data').json());
}
