import { and, eq } from 'drizzle-orm';
import { schema, type Database } from '@dokkho/db';

const { consultations, courses, promoCodes } = schema;

/** A published course and its price, or undefined. */
export async function findPublishedCourse(db: Database, courseId: number) {
  const [course] = await db
    .select({ id: courses.id, price: courses.price })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.status, 'published')));
  return course;
}

/**
 * The request and its single-use coupon, in one transaction: both or neither. A clash of coupon codes
 * throws the unique violation for the caller to try another.
 */
export async function insertConsultationWithCoupon(
  db: Database,
  input: {
    coupon: { code: string; percent: number; courseId: number; startsAt: Date; endsAt: Date };
    consultation: {
      name: string;
      phoneNumber: string;
      email: string | null;
      preferredTime: string;
      message: string;
      createdAt: Date;
    };
  },
): Promise<void> {
  const { coupon, consultation } = input;
  await db.transaction(async (tx) => {
    const [promo] = await tx
      .insert(promoCodes)
      .values({
        code: coupon.code,
        kind: 'percent',
        amount: coupon.percent,
        courseId: coupon.courseId,
        startsAt: coupon.startsAt,
        endsAt: coupon.endsAt,
        maxUses: 1,
        maxUsesPerUser: 1,
        source: 'consultation',
      })
      .returning({ id: promoCodes.id });
    await tx
      .insert(consultations)
      .values({ ...consultation, courseId: coupon.courseId, promoCodeId: promo!.id });
  });
}
