import { createHmac } from 'node:crypto';
import { isbot } from 'isbot';
import { AFFILIATE_ATTRIBUTION_DAYS, type AffiliateClickResponse } from '@dokkho/contract/learning';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { findAffiliateByCode } from '../users/roles';
import * as clicks from './repo/affiliate-clicks';
import * as repo from './repo/courses';

/** A visitor reloading the page or re-opening the link within this window is one click, not several. */
export const CLICK_DEDUP_MINUTES = 30;
const DAY_MS = 86_400_000;

export const UNKNOWN_AFFILIATE_MESSAGE =
  'This affiliate link is not valid: no affiliate has this referral code. The course page still works.';
export const LINKED_COURSE_NOT_FOUND_MESSAGE =
  'The course of this affiliate link does not exist or is no longer available.';

/**
 * Who clicked, as a keyed hash of the address and the browser (schema: affiliate_clicks). Keyed with the
 * server secret so the stored value cannot be reversed by hashing every IPv4 address; the prefix keeps it
 * apart from the other MACs made with the same secret.
 */
export function visitorHash(secret: string, address: string, userAgent: string): string {
  return createHmac('sha256', secret).update(`affiliate-click:${address}\n${userAgent}`).digest('base64url');
}

/**
 * Crawlers, link previewers (WhatsApp, Facebook) and scripts fetch a shared link without a person behind
 * it; counting them would inflate an affiliate's clicks and deflate their conversion rate. `isbot` keeps
 * an up-to-date list of their user agents. A browser always sends one, so none at all is a script too.
 */
export function isBotUserAgent(userAgent: string): boolean {
  return userAgent.trim() === '' || isbot(userAgent);
}

const expiresAt = (clickedAt: Date) =>
  new Date(clickedAt.getTime() + AFFILIATE_ATTRIBUTION_DAYS * DAY_MS).toISOString();

/**
 * `POST affiliate/affiliate-links-clicked/` (/courseDetails/{id}/affiliate/{code}): counts a visit through an
 * affiliate's link and answers how long the attribution lasts, for the checkout. `recorded` is false when
 * nothing new was counted: a repeat of the same visitor within CLICK_DEDUP_MINUTES (the answer is the
 * first click's), the affiliate following their own link, or a bot (neither gets an attribution). A bot
 * is answered like a repeat rather than refused: telling it apart would only teach it to disguise itself.
 */
export async function recordAffiliateClick(options: {
  db: Database;
  code: string;
  courseId: number;
  userId: number | null;
  visitorHash: string;
  /** The request's User-Agent ('' when absent), to leave bots out. */
  userAgent: string;
}): Promise<{ recorded: boolean; body: AffiliateClickResponse }> {
  const { db, code, courseId, userId } = options;
  const [affiliate, course] = await Promise.all([
    findAffiliateByCode({ db, code }),
    repo.findCourseForEnrollment(db, courseId),
  ]);
  if (!affiliate) throw AppError.notFound(UNKNOWN_AFFILIATE_MESSAGE);
  if (!course || course.status !== 'published') throw AppError.notFound(LINKED_COURSE_NOT_FOUND_MESSAGE);

  const answer = (expires: string | null) => ({
    affiliate: code,
    course_id: courseId,
    attribution_expires_at: expires,
  });
  // An affiliate does not earn from their own visits (nor, at checkout, their own purchases).
  if (userId !== null && userId === affiliate.userId) return { recorded: false, body: answer(null) };
  if (isBotUserAgent(options.userAgent)) return { recorded: false, body: answer(null) };

  const recent = await clicks.findRecentClick(db, {
    visitorHash: options.visitorHash,
    affiliateId: affiliate.id,
    courseId,
    withinMinutes: CLICK_DEDUP_MINUTES,
  });
  if (recent) return { recorded: false, body: answer(expiresAt(recent)) };

  const createdAt = await clicks.insertClick(db, {
    affiliateId: affiliate.id,
    courseId,
    userId,
    visitorHash: options.visitorHash,
  });
  return { recorded: true, body: answer(expiresAt(createdAt)) };
}
