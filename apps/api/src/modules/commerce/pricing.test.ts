import { describe, expect, it } from 'vitest';
import { promoProblem, PROMO_MESSAGES } from './pricing';
import type { PromoRow } from './repo';

/*
 * Whether a promo code may be used. The chain's arithmetic is tested in @dokkho/domain (pricing.test.ts);
 * the route tests (quotes.test.ts) check the same rules end to end with real codes, offers, referrals and
 * wheel prizes.
 */

describe('promoProblem', () => {
  const now = new Date('2026-06-15T10:00:00Z');
  const promo = (values: Partial<PromoRow> = {}): PromoRow => ({
    id: 1,
    code: 'EID10',
    kind: 'percent',
    amount: 10,
    courseId: null,
    userId: null,
    startsAt: new Date('2026-06-01T00:00:00Z'),
    endsAt: null,
    maxUses: null,
    maxUsesPerUser: 1,
    usedCount: 0,
    source: 'staff',
    isActive: true,
    createdAt: new Date('2026-06-01T00:00:00Z'),
    ...values,
  });
  const check = (
    row: PromoRow | undefined,
    extra: { redemptionsByUser?: number; kind?: 'course' | 'bundle' } = {},
  ) =>
    promoProblem({
      promo: row,
      userId: 7,
      item: { kind: extra.kind ?? 'course', id: 3 },
      redemptionsByUser: extra.redemptionsByUser ?? 0,
      now,
    });

  it('accepts a usable code', () => {
    expect(check(promo())).toBeNull();
    expect(check(promo({ courseId: 3, userId: 7, maxUses: 5, usedCount: 4 }))).toBeNull();
    expect(check(promo(), { kind: 'bundle' })).toBeNull();
  });

  it('names each problem with its message', () => {
    expect(check(undefined)).toBe(PROMO_MESSAGES.unknown);
    expect(check(promo({ isActive: false }))).toBe(PROMO_MESSAGES.unknown);
    expect(check(promo({ startsAt: new Date('2026-06-16T00:00:00Z') }))).toBe(PROMO_MESSAGES.notYet);
    expect(check(promo({ endsAt: now }))).toBe(PROMO_MESSAGES.expired);
    expect(check(promo({ maxUses: 3, usedCount: 3 }))).toBe(PROMO_MESSAGES.fullyUsed);
    expect(check(promo({ maxUsesPerUser: 2 }), { redemptionsByUser: 2 })).toBe(PROMO_MESSAGES.usedByYou);
    expect(check(promo({ courseId: 4 }))).toBe(PROMO_MESSAGES.otherCourse);
    expect(check(promo({ courseId: 3 }), { kind: 'bundle' })).toBe(PROMO_MESSAGES.otherCourse);
    expect(check(promo({ userId: 8 }))).toBe(PROMO_MESSAGES.otherUser);
  });

  it('says the messages agreed for the checkout, verbatim', () => {
    expect(PROMO_MESSAGES).toEqual({
      unknown: 'This promo code does not exist.',
      notYet: 'This promo code is not active yet.',
      expired: 'This promo code has expired.',
      fullyUsed: 'This promo code has been fully used.',
      usedByYou: 'You have already used this promo code.',
      otherCourse: 'This promo code is not valid for this course.',
      otherUser: 'This promo code belongs to another account.',
    });
  });
});
