/**
 * The affiliate attribution a visitor picked up by following /courseDetails/{id}/affiliate/{code} (issue 4
 * item 1), kept for the checkout (issue 5), which sends the code with the order. One entry, the last link
 * followed ("last click wins"), under localStorage `dokkho.affiliate` as
 * `{"code": "AFFDEMO7", "course_id": 12, "expires_at": "2026-12-31T10:00:00.000Z"}`; `expires_at` is the
 * server's `attribution_expires_at` (30 days after the click). The server re-checks the code at checkout:
 * this is a hint, not a proof. Signing out (or any 401) clears all local storage, this included (SPEC.md §4).
 */
export const AFFILIATE_ATTRIBUTION_KEY = 'dokkho.affiliate';

export interface AffiliateAttribution {
  code: string;
  course_id: number;
  expires_at: string;
}

/** What another script (or an older version of this app) left under the key is not trusted blindly. */
function isAttribution(value: unknown): value is AffiliateAttribution {
  if (typeof value !== 'object' || value === null) return false;
  const { code, course_id: courseId, expires_at: expiresAt } = value as Record<string, unknown>;
  return (
    typeof code === 'string' &&
    code.length > 0 &&
    Number.isInteger(courseId) &&
    (courseId as number) > 0 &&
    typeof expiresAt === 'string' &&
    !Number.isNaN(Date.parse(expiresAt))
  );
}

export function saveAffiliateAttribution(attribution: AffiliateAttribution): void {
  try {
    window.localStorage.setItem(AFFILIATE_ATTRIBUTION_KEY, JSON.stringify(attribution));
  } catch {
    // Storage blocked (private mode): the purchase simply goes unattributed.
  }
}

/** The stored attribution while it lasts; null when there is none, it expired, or it is not ours. */
export function readAffiliateAttribution(now: number = Date.now()): AffiliateAttribution | null {
  let raw: string | null;
  try {
    raw = window.localStorage.getItem(AFFILIATE_ATTRIBUTION_KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isAttribution(parsed) || Date.parse(parsed.expires_at) <= now) return null;
  return { code: parsed.code, course_id: parsed.course_id, expires_at: parsed.expires_at };
}

/** After a purchase used it, or when the checkout finds the code no longer valid. */
export function clearAffiliateAttribution(): void {
  try {
    window.localStorage.removeItem(AFFILIATE_ATTRIBUTION_KEY);
  } catch {
    /* storage unavailable */
  }
}
