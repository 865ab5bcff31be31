import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/*
 * Support sessions and community groups (issue 18 items 6 and 7, docs/decisions/043). Staff publish
 * one-to-one slots with a career advisor; a signed-in learner books a free one. Staff also keep the list of
 * the community's WhatsApp, Facebook and Telegram groups, whose join clicks are counted.
 */

/** One bookable call with a named advisor: start in UTC (entered on a Dhaka clock), length and link. */
export const advisorSlots = pgTable(
  'advisor_slots',
  {
    id: serial('id').primaryKey(),
    advisorName: text('advisor_name').notNull(),
    /** A line under the name ("Career coach, 8 years in HR"); may be empty. */
    advisorTitle: text('advisor_title').notNull().default(''),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    /** What the advisor offers in this slot: the contract's ADVISOR_TOPICS. */
    topics: jsonb('topics').$type<string[]>().notNull(),
    /** Any provider's https link; shown only to the learner who booked. */
    meetingUrl: text('meeting_url').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Staff cancelled the slot: it leaves the learners' list, and its booking (if any) is cancelled. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [index('advisor_slots_starts_idx').on(t.startsAt)],
);

/**
 * A learner's booking of a slot. At most one live booking per slot (the partial unique index, beside the
 * slot lock the booking takes); a cancelled booking stays as history. A reschedule moves the booking to
 * another slot and clears `reminded_at`.
 */
export const advisorBookings = pgTable(
  'advisor_bookings',
  {
    id: serial('id').primaryKey(),
    slotId: integer('slot_id')
      .notNull()
      .references(() => advisorSlots.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** What the learner wants help with, as they wrote it. */
    note: text('note').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by', { enum: ['learner', 'staff'] }),
    /** The one-hour reminder was claimed (and written) by a sweep. */
    remindedAt: timestamp('reminded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('advisor_bookings_one_per_slot')
      .on(t.slotId)
      .where(sql`${t.cancelledAt} is null`),
    index('advisor_bookings_user_idx').on(t.userId),
    index('advisor_bookings_reminder_idx')
      .on(t.slotId)
      .where(sql`${t.cancelledAt} is null and ${t.remindedAt} is null`),
    check('advisor_bookings_cancelled_by', sql`(${t.cancelledAt} is null) = (${t.cancelledBy} is null)`),
  ],
);

/** A community group on a messaging platform, per topic, named in both languages. */
export const communityGroups = pgTable(
  'community_groups',
  {
    id: serial('id').primaryKey(),
    platform: text('platform', { enum: ['whatsapp', 'facebook', 'telegram'] }).notNull(),
    /** The contract's COMMUNITY_TOPICS. */
    topic: text('topic').notNull(),
    nameEn: text('name_en').notNull(),
    nameBn: text('name_bn').notNull(),
    descriptionEn: text('description_en').notNull().default(''),
    descriptionBn: text('description_bn').notNull().default(''),
    inviteUrl: text('invite_url').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_groups_order_idx').on(t.topic, t.sortOrder)],
);

/**
 * One counted join click: `visitor` is the signed-in user (`u:<id>`) or a keyed hash of the address and
 * browser, so repeated clicks from one visitor within a few minutes count once.
 */
export const communityGroupClicks = pgTable(
  'community_group_clicks',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id')
      .notNull()
      .references(() => communityGroups.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('community_group_clicks_visitor_idx').on(t.groupId, t.visitor, t.createdAt)],
);
