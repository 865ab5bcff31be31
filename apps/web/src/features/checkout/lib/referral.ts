import { ReferralCode } from '@dokkho/contract/learning';
import { readAffiliateAttribution } from '../../../shared/affiliate/attribution';

export interface Referral {
  code: string;
  /** `link`: the checkout path's :affiliateId; `stored`: the attribution kept from a referral link. */
  source: 'link' | 'stored';
}

/**
 * Which affiliate a course purchase is credited to (issue 5 item 7: "cookie and checkout path"): the code
 * in /payment/{id}/{affiliateId}, else the attribution a referral link for THIS course left in storage,
 * while it lasts. The server checks the code again; a code that cannot be one is not sent at all.
 */
export function referralFor(
  courseId: number,
  pathCode: string | undefined,
  now = Date.now(),
): Referral | null {
  if (pathCode) {
    const parsed = ReferralCode.safeParse(pathCode);
    if (parsed.success) return { code: parsed.data, source: 'link' };
  }
  const stored = readAffiliateAttribution(now);
  if (stored && stored.course_id === courseId) {
    const parsed = ReferralCode.safeParse(stored.code);
    if (parsed.success) return { code: parsed.data, source: 'stored' };
  }
  return null;
}
