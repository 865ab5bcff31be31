import { randomBytes } from 'node:crypto';
import type { ConsultationResponse } from '@dokkho/contract/learning';
import type { Database } from '@dokkho/db';
import { AppError } from '../../lib/app-error';
import { uniqueViolation } from '../../lib/pg-errors';
import * as repo from './repo/consultations';

/** The consultation coupon: a tenth off the course, for a week, once. */
export const CONSULTATION_DISCOUNT_PERCENT = 10;
export const CONSULTATION_COUPON_DAYS = 7;
export const CONSULTATION_MESSAGE =
  'Thanks! An advisor will call you soon. Meanwhile, your coupon takes 10% off this course for 7 days.';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** `DK` and 8 Crockford characters (40 random bits): short enough to read out over the phone. */
export function newCouponCode(): string {
  return `DK${Array.from(randomBytes(8), (byte) => CROCKFORD[byte & 31]).join('')}`;
}

/**
 * `POST course/create-consultation/`: records the request for the advisor team and answers a personal,
 * single-use coupon for the course with its checkout link. Both rows are written in one transaction.
 */
export async function createConsultation(options: {
  db: Database;
  origin: string;
  input: {
    course_id: number;
    name: string;
    phone_number: string;
    email?: string | undefined;
    preferred_time: string;
    message: string;
  };
}): Promise<ConsultationResponse> {
  const { db, input } = options;
  const course = await repo.findPublishedCourse(db, input.course_id);
  if (!course) throw AppError.notFound('Course not found.');

  const now = new Date();
  const expiresAt = new Date(now.getTime() + CONSULTATION_COUPON_DAYS * 86_400_000);
  for (let attempt = 1; ; attempt++) {
    const code = newCouponCode();
    try {
      await repo.insertConsultationWithCoupon(db, {
        coupon: {
          code,
          percent: CONSULTATION_DISCOUNT_PERCENT,
          courseId: course.id,
          startsAt: now,
          endsAt: expiresAt,
        },
        consultation: {
          name: input.name,
          phoneNumber: input.phone_number,
          email: input.email ?? null,
          preferredTime: input.preferred_time,
          message: input.message,
          createdAt: now,
        },
      });
      return {
        detail: CONSULTATION_MESSAGE,
        coupon: {
          code,
          discount_percent: CONSULTATION_DISCOUNT_PERCENT,
          expires_at: expiresAt.toISOString(),
        },
        coupon_link: `${options.origin}/payment/${course.id}?promo=${code}`,
      };
    } catch (error) {
      // A clash of two random codes: astronomically rare, but a new code is cheap.
      if (attempt >= 3 || !uniqueViolation(error)) throw error;
    }
  }
}
