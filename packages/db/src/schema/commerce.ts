import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { courses } from './catalog';
import { users } from './users';

export const PROMO_KINDS = ['percent', 'fixed'] as const;
export const PROMO_SOURCES = ['staff', 'consultation', 'wheel'] as const;

/**
 * Promo codes (issue 5 item 1 prices with them; issue 4's consultations hand them out). `amount` is a
 * percent (1-100) for `percent` and poisha for `fixed`. A code can be limited to one course, one user, a
 * time window and a number of uses; `used_count` moves in the same transaction as the paid order that
 * uses it.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Upper case, unique; what the learner types. */
    code: text('code').notNull().unique(),
    kind: text('kind', { enum: PROMO_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    /** Only this user may use it (a consultation's personal coupon). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    /** Null: unlimited. */
    maxUses: integer('max_uses'),
    maxUsesPerUser: integer('max_uses_per_user').notNull().default(1),
    usedCount: integer('used_count').notNull().default(0),
    source: text('source', { enum: PROMO_SOURCES }).notNull().default('staff'),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('promo_codes_kind_known', sql`${t.kind} in ('percent', 'fixed')`),
    check('promo_codes_source_known', sql`${t.source} in ('staff', 'consultation', 'wheel')`),
    check(
      'promo_codes_amount_range',
      sql`(${t.kind} = 'percent' AND ${t.amount} BETWEEN 1 AND 100) OR (${t.kind} = 'fixed' AND ${t.amount} > 0)`,
    ),
    check('promo_codes_uses_nonnegative', sql`${t.usedCount} >= 0`),
  ],
);

/**
 * A consultation request from a course page (SPEC.md §7 course/create-consultation/): the advisor team
 * calls the learner back; the learner gets a personal coupon for the course at once.
 */
export const consultations = pgTable(
  'consultations',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    phoneNumber: text('phone_number').notNull(),
    email: text('email'),
    /** When the learner would like the call, in their words ("after 7 pm"). */
    preferredTime: text('preferred_time').notNull().default(''),
    message: text('message').notNull().default(''),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    /** Set by the advisor team once they have called. */
    contactedAt: timestamp('contacted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consultations_open_idx').on(t.contactedAt, t.createdAt)],
);
