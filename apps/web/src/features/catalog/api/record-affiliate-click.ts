import { useEffect } from 'react';
import type { AffiliateClickResponse } from '@dokkho/contract/learning';
import { learningRoutes } from '@dokkho/contract/routes/learning';
import { callApi } from '../../../shared/api/call';
import { saveAffiliateAttribution } from '../../../shared/affiliate/attribution';

/**
 * `POST /api/affiliate/affiliate-links-clicked/`: counts the visit and answers how long the affiliate's
 * claim lasts. The bearer token goes along when there is one (the server skips an affiliate's own visits).
 */
export function recordAffiliateClick(code: string, courseId: number): Promise<AffiliateClickResponse> {
  return callApi(learningRoutes.affiliateClick, { body: { affiliate: code, course_id: courseId } });
}

/** Links already counted in this page load, so a remount (or StrictMode's double effect) does not post again. */
const recorded = new Set<string>();

/** Test seam: forget what this page load recorded. */
export function forgetRecordedAffiliateClicks(): void {
  recorded.clear();
}

/**
 * Records an affiliate link visit once per page load and keeps the attribution for the checkout
 * (shared/affiliate/attribution.ts). It never gets in the way of the course page: a wrong or expired code
 * is only a warning in the console (SPEC.md §8 treats analytics the same way).
 */
export function useRecordAffiliateClick(code: string | undefined, courseId: number | null): void {
  useEffect(() => {
    if (!code || courseId === null) return;
    const key = `${code.toUpperCase()}:${courseId}`;
    if (recorded.has(key)) return;
    recorded.add(key);
    recordAffiliateClick(code, courseId).then(
      (answer) => {
        if (answer.attribution_expires_at) {
          saveAffiliateAttribution({
            code: answer.affiliate,
            course_id: answer.course_id,
            expires_at: answer.attribution_expires_at,
          });
        }
      },
      (error: unknown) => {
        console.warn('affiliate link not recorded', code, error instanceof Error ? error.message : error);
      },
    );
  }, [code, courseId]);
}
