import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import type { CourseFullDetail } from '@dokkho/contract/learning';
import { readAffiliateAttribution } from '../../../shared/affiliate/attribution';
import { openLoginDialog, useLoginDialogOpen } from '../../../shared/auth/login-dialog-store';
import { useEnrollFree } from '../api/enroll-free';
import { useEnrollmentStatus } from '../api/get-enrollment-status';
import { hasSale } from '../components/course-price';

/** What the enrol button does for this viewer and course (issue 4 item 1: it reflects `isEnrolled`). */
export type EnrolAction =
  /** Signed in, status on its way: a placeholder keeps the panel's size. */
  | { kind: 'checking' }
  /** Signed out: sign in first (the login dialog), then the panel shows the real state. */
  | { kind: 'sign-in'; onClick: () => void }
  /** A free course: enrol right here. */
  | { kind: 'enrol-free'; onClick: () => void; isPending: boolean; error: string | null }
  /** A paid course: checkout. */
  | { kind: 'buy'; href: string }
  /** Enrolled: into the lessons. `href` is null when the course has no lessons yet. */
  | { kind: 'learn'; href: string | null; progress: number; completed: boolean; justEnrolled: boolean }
  /** The status could not be loaded: say so, offer a retry (the price and details still show). */
  | { kind: 'status-error'; message: string; onRetry: () => void };

/** The first lesson of the course, where "Start learning" goes (the lesson player resumes from there). */
export function firstLessonId(course: CourseFullDetail): number | null {
  for (const module of course.curriculum.modules) {
    const first = module.lessons[0];
    if (first) return first.id;
  }
  return null;
}

/** Whether enrolling costs nothing today (a sale to zero counts as free, as on the server). */
export function isFreeToday(course: CourseFullDetail): boolean {
  return course.is_free || course.price === 0 || (hasSale(course) && course.sale_price === 0);
}

export function useEnrolAction(course: CourseFullDetail): EnrolAction {
  const status = useEnrollmentStatus(course.id);
  // A code the visitor arrived with (`?promo=`, the post-masterclass offer's link) goes on to the checkout.
  const [search] = useSearchParams();
  const promo = search.get('promo');
  const enrol = useEnrollFree(course.id);
  const dialogOpen = useLoginDialogOpen();
  const signedIn = status.viewerId !== null;
  const free = isFreeToday(course);
  const { mutate } = enrol;

  // "Enrol" pressed while signed out: once the login dialog signs the viewer in, finish what they asked for.
  const wantsToEnrol = useRef(false);
  useEffect(() => {
    // Closed without signing in: forget it, so a later sign-in elsewhere does not enrol anyone.
    if (!dialogOpen && !signedIn) wantsToEnrol.current = false;
  }, [dialogOpen, signedIn]);
  useEffect(() => {
    if (!wantsToEnrol.current || !signedIn || !status.data) return;
    wantsToEnrol.current = false;
    if (free && !status.data.is_enrolled) mutate();
  }, [signedIn, status.data, free, mutate]);

  if (!signedIn) {
    return {
      kind: 'sign-in',
      onClick: () => {
        wantsToEnrol.current = true;
        openLoginDialog();
      },
    };
  }
  if (status.data?.is_enrolled) {
    return {
      kind: 'learn',
      href: (() => {
        const lesson = firstLessonId(course);
        return lesson === null ? null : `/lessons/${lesson}`;
      })(),
      progress: status.data.progress_percent,
      completed: status.data.completed_at !== null,
      justEnrolled: enrol.isSuccess,
    };
  }
  if (status.isError) {
    return {
      kind: 'status-error',
      message: status.error.message,
      onRetry: () => void status.refetch(),
    };
  }
  if (!status.data) return { kind: 'checking' };
  if (free) {
    return {
      kind: 'enrol-free',
      onClick: () => mutate(),
      isPending: enrol.isPending,
      error: enrol.error ? enrol.error.message : null,
    };
  }
  return { kind: 'buy', href: checkoutHref(course.id, promo) };
}

/**
 * The checkout of a paid course: /payment/{id}, or /payment/{id}/{code} while a referral link followed for
 * THIS course still holds its claim (shared/affiliate/attribution.ts), so the affiliate is credited; with
 * `?promo=` when the visitor came with a promo code, which the checkout then tries at once.
 */
export function checkoutHref(
  courseId: number,
  promo: string | null = null,
  now: number = Date.now(),
): string {
  const attribution = readAffiliateAttribution(now);
  const path =
    attribution && attribution.course_id === courseId
      ? `/payment/${courseId}/${encodeURIComponent(attribution.code)}`
      : `/payment/${courseId}`;
  return promo ? `${path}?promo=${encodeURIComponent(promo)}` : path;
}
